import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import { fieldsOf, numberOr } from '@/lib/api/read-answer';
import { SETTINGS_API, type ManageUsersAnswer } from '@/lib/contract/settings';
import { usersKey } from './users-list';
import type { UsersQuery } from '../users-query';

// The combined Manage users call (beyond the spec; docs/api.md "Manage users"): the list, the count of
// active owners and the log's first page at once, for the server render only. The page hands each part
// to SWR under its own call's key, so the browser's hooks find them and never ask for this one.

/** `users/manage/` with the list's query, in usersKey's order. */
export function manageUsersKey(query: UsersQuery): string {
  return `${SETTINGS_API.manageUsers}${usersKey(query).slice(SETTINGS_API.users.length)}`;
}

/**
 * The combined answer, or null when the API has none (or the list's page is past the end, which the
 * single call answers as an empty page), so the caller asks call by call. Any other failure (403
 * above all) is the page's, as the single calls' would be.
 */
export function getManageUsers(api: ApiClient, query: UsersQuery): Promise<ManageUsersAnswer | null> {
  return combinedCallOrNull(api, manageUsersKey(query), async (answer) => {
    const { readUserPage, readAuditPage } = await import('./read-users');
    const fields = fieldsOf(answer, 'manage users');
    return {
      users: readUserPage(fields.users),
      activeOwners: numberOr(fields.activeOwners, 0),
      auditLog: readAuditPage(fields.auditLog),
    };
  });
}

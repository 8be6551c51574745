import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
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

/** Statuses of an API that has no combined call (one that follows the spec only): ask call by call. */
const NO_COMBINED_CALL = new Set([404, 405]);

/**
 * The combined answer, or null when the API has none (or the list's page is past the end, which the
 * single call answers as an empty page), so the caller asks call by call. Any other failure (403
 * above all) is the page's, as the single calls' would be.
 */
export async function getManageUsers(api: ApiClient, query: UsersQuery): Promise<ManageUsersAnswer | null> {
  try {
    const [answer, { readUserPage, readAuditPage }] = await Promise.all([
      api.get<unknown>(manageUsersKey(query)),
      import('./read-users'),
    ]);
    const fields = fieldsOf(answer, 'manage users');
    return {
      users: readUserPage(fields.users),
      activeOwners: numberOr(fields.activeOwners, 0),
      auditLog: readAuditPage(fields.auditLog),
    };
  } catch (error) {
    if (error instanceof ApiError && NO_COMBINED_CALL.has(error.status)) return null;
    throw error;
  }
}

import { withSession } from '@/lib/auth/guard';
import { auditLogKey, getAuditLog } from '../api/audit-log';
import { ACTIVE_OWNERS_KEY, getActiveOwnerCount, getUsersOrNothing, usersKey } from '../api/users-list';
import { readUsersQuery, type UsersQuery } from '../users-query';

export type ManageUsersProps = { query: UsersQuery; listKey: string };

/**
 * `/settings/manage-users`: the address's page of the member's users, the count of active owners
 * (the last-owner rule) and the change log's first page, all loaded with the page (SWR fallback).
 */
export const manageUsersPageProps = withSession<ManageUsersProps>({
  policy: 'manageUsers',
  namespaces: ['manage-users'],
  load: async ({ api, query: address }) => {
    const query = readUsersQuery(address);
    const listKey = usersKey(query);
    const logKey = auditLogKey(1);
    const [list, activeOwners, log] = await Promise.all([
      getUsersOrNothing(api, listKey),
      getActiveOwnerCount(api),
      getAuditLog(api, logKey),
    ]);
    return {
      props: { query, listKey },
      fallback: { [listKey]: list, [ACTIVE_OWNERS_KEY]: activeOwners, [logKey]: log },
    };
  },
});

import { withSession } from '@/lib/auth/guard';
import { loadStaffMemberChoice, type MemberOption } from '@/lib/members/member-choice';
import { auditLogKey, getAuditLog } from '../api/audit-log';
import { getManageUsers } from '../api/manage-users-call';
import { activeOwnersKey, getActiveOwnerCount, getUsersOrNothing, usersKey } from '../api/users-list';
import { readUsersQuery, type UsersQuery } from '../users-query';

export type ManageUsersProps = { query: UsersQuery; listKey: string; memberOptions: MemberOption[] };

/**
 * `/settings/manage-users`: the address's page of the member's users, the count of active owners
 * (the last-owner rule) and the change log's first page, all loaded with the page (SWR fallback): in
 * one combined call (`users/manage/`), or call by call from an API without it (404/405). Either way
 * SWR gets each part under its own call's key.
 * Staff choose whose with `?member=` (the member switch); a member they cannot choose is the 404 view.
 */
export const manageUsersPageProps = withSession<ManageUsersProps>({
  policy: 'manageUsers',
  namespaces: ['manage-users'],
  load: async (ctx) => {
    const choice = await loadStaffMemberChoice(ctx);
    if (!choice) return { errorStatus: 404 };
    const { api } = ctx;
    const query = { ...readUsersQuery(ctx.query), member: choice.member };
    const listKey = usersKey(query);
    const ownersKey = activeOwnersKey(query.member);
    const logKey = auditLogKey(1, query.member);
    const combined = await getManageUsers(api, query);
    const [list, activeOwners, log] = combined
      ? [combined.users, combined.activeOwners, combined.auditLog]
      : await Promise.all([
          getUsersOrNothing(api, listKey),
          getActiveOwnerCount(api, ownersKey),
          getAuditLog(api, logKey),
        ]);
    return {
      props: { query, listKey, memberOptions: choice.memberOptions },
      fallback: { [listKey]: list, [ownersKey]: activeOwners, [logKey]: log },
    };
  },
});

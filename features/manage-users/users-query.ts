import { USER_STATUS, type UserStatus } from '@/lib/contract/settings';
import { pageParam } from '@/lib/http/query-param';
import { MEMBER_PARAM, readMemberQuery } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * What `/settings/manage-users` takes from its address: `?search=anna&status=invited&page=2`, and
 * for staff `&member=7` (whose users; null: the user's own member).
 */
export type UsersQuery = { search: string; status: UserStatus | null; page: number; member: number | null };

const STATUSES: readonly string[] = Object.values(USER_STATUS);
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Reads the address, ignoring anything malformed (a link can say anything). */
export function readUsersQuery(query: ParsedUrlQuery): UsersQuery {
  const search = single(query.search);
  const status = single(query.status);
  return {
    search: typeof search === 'string' ? search.trim().slice(0, 254) : '',
    status: typeof status === 'string' && STATUSES.includes(status) ? (status as UserStatus) : null,
    page: pageParam(query.page),
    member: readMemberQuery(query),
  };
}

/** The page's address with these filters; defaults are left out so addresses stay short. */
export function usersHref(query: Partial<UsersQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.member) params.set(MEMBER_PARAM, String(query.member));
  const search = params.toString();
  return search ? `${ROUTES.settings.manageUsers}?${search}` : ROUTES.settings.manageUsers;
}

import { USER_STATUS, type UserStatus } from '@/lib/contract/settings';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/** What `/settings/manage-users` takes from its address: `?search=anna&status=invited&page=2`. */
export type UsersQuery = { search: string; status: UserStatus | null; page: number };

const STATUSES: readonly string[] = Object.values(USER_STATUS);
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Reads the address, ignoring anything malformed (a link can say anything). */
export function readUsersQuery(query: ParsedUrlQuery): UsersQuery {
  const search = single(query.search);
  const status = single(query.status);
  return {
    search: typeof search === 'string' ? search.trim().slice(0, 254) : '',
    status: typeof status === 'string' && STATUSES.includes(status) ? (status as UserStatus) : null,
    page: positiveIntegerParam(query.page) ?? 1,
  };
}

/** The page's address with these filters; defaults are left out so addresses stay short. */
export function usersHref(query: Partial<UsersQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${ROUTES.settings.manageUsers}?${search}` : ROUTES.settings.manageUsers;
}

import { CUSTOMER_ORDERINGS, DEFAULT_CUSTOMER_ORDERING } from '@/lib/contract/settings';
import { pageParam } from '@/lib/http/query-param';
import { MEMBER_PARAM, readMemberQuery } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * What `/settings/manage-costumers` takes from its address: `?search=astrid&ordering=-points&page=2`,
 * and for staff `&member=7` (whose customers; null: the user's own member).
 */
export type CustomersQuery = { search: string; ordering: string; page: number; member: number | null };

const ORDERINGS: readonly string[] = CUSTOMER_ORDERINGS;
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** An ordering the API accepts (a field of CUSTOMER_ORDERINGS, `-` for descending), else the default. */
function orderingOf(value: unknown): string {
  return typeof value === 'string' && ORDERINGS.includes(value.replace(/^-/, '')) ? value : DEFAULT_CUSTOMER_ORDERING;
}

/** Reads the address, ignoring anything malformed (a link can say anything). */
export function readCustomersQuery(query: ParsedUrlQuery): CustomersQuery {
  const search = single(query.search);
  return {
    search: typeof search === 'string' ? search.trim().slice(0, 254) : '',
    ordering: orderingOf(single(query.ordering)),
    page: pageParam(query.page),
    member: readMemberQuery(query),
  };
}

/** The page's address with these filters; defaults are left out so addresses stay short. */
export function customersHref(query: Partial<CustomersQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.ordering && query.ordering !== DEFAULT_CUSTOMER_ORDERING) params.set('ordering', query.ordering);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.member) params.set(MEMBER_PARAM, String(query.member));
  const search = params.toString();
  return search ? `${ROUTES.settings.manageCustomers}?${search}` : ROUTES.settings.manageCustomers;
}

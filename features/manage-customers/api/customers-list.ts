import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import type { Page } from '@/lib/api/read-answer';
import { SETTINGS_API, type Customer } from '@/lib/contract/settings';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import type { CustomersQuery } from '../customers-query';

/** The SWR key of a list: its API path with the query in a fixed order. */
export function customersKey({ search, ordering, page, member }: CustomersQuery): string {
  const params = new URLSearchParams({ page: String(page), ordering });
  if (search) params.set('search', search);
  if (member) params.set(MEMBER_PARAM, String(member));
  return `${SETTINGS_API.customers}?${params.toString()}`;
}

export async function getCustomers(api: ApiClient, key: string): Promise<Page<Customer>> {
  const [answer, { readCustomerPage }] = await Promise.all([api.get<unknown>(key), import('./read-customers')]);
  return readCustomerPage(answer);
}

/** A list from an address someone may have edited finds nothing rather than failing (lib/api/page-or-nothing). */
export function getCustomersOrNothing(api: ApiClient, key: string): Promise<Page<Customer>> {
  return pageOrNothing(() => getCustomers(api, key));
}

export function useCustomers(key: string) {
  return useSWR(key, (path: string) => getCustomers(apiClient, path));
}

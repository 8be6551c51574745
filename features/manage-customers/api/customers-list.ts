import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import { SETTINGS_API, type Customer } from '@/lib/contract/settings';
import type { CustomersQuery } from '../customers-query';

const EMPTY_PAGE: Page<Customer> = { count: 0, next: null, previous: null, results: [] };

/** The SWR key of a list: its API path with the query in a fixed order. */
export function customersKey({ search, ordering, page }: CustomersQuery): string {
  const params = new URLSearchParams({ page: String(page), ordering });
  if (search) params.set('search', search);
  return `${SETTINGS_API.customers}?${params.toString()}`;
}

export async function getCustomers(api: ApiClient, key: string): Promise<Page<Customer>> {
  const [answer, { readCustomerPage }] = await Promise.all([api.get<unknown>(key), import('./read-customers')]);
  return readCustomerPage(answer);
}

/** A list from an address someone may have edited: a page past the end (404) finds nothing. */
export async function getCustomersOrNothing(api: ApiClient, key: string): Promise<Page<Customer>> {
  try {
    return await getCustomers(api, key);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return EMPTY_PAGE;
    throw error;
  }
}

export function useCustomers(key: string) {
  return useSWR(key, (path: string) => getCustomers(apiClient, path));
}

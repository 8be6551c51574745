import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { CustomersQuery } from '../customers-query';

/**
 * `POST costumers/` with the list's filters: the whole filtered, ordered list as an Excel workbook,
 * made by the API (the list in the browser holds one page only).
 */
export function exportCustomers(
  api: ApiClient,
  { search, ordering }: Pick<CustomersQuery, 'search' | 'ordering'>,
): Promise<Blob> {
  return api.post<Blob>(SETTINGS_API.customers, { ...(search ? { search } : {}), ordering }, { responseType: 'blob' });
}

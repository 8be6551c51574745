import type { ApiClient } from '@/lib/api/client';
import { SETTINGS_API } from '@/lib/contract/settings';
import { withMember } from '@/lib/members/member-query';
import type { CustomersQuery } from '../customers-query';

/**
 * `POST costumers/` with the list's filters: the whole filtered, ordered list as an Excel workbook,
 * made by the API (the list in the browser holds one page only); staff name the member in the query.
 */
export function exportCustomers(
  api: ApiClient,
  { search, ordering, member }: Pick<CustomersQuery, 'search' | 'ordering' | 'member'>,
): Promise<Blob> {
  return api.post<Blob>(
    withMember(SETTINGS_API.customers, member),
    { ...(search ? { search } : {}), ordering },
    { responseType: 'blob' },
  );
}

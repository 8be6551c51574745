import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { CONTACTS_API } from '@/lib/contract/contacts';
import type { StaffCard } from '@/lib/contract/contacts';

export const STAFF_CARDS_KEY = CONTACTS_API.staffCards;

export async function getStaffCards(api: ApiClient): Promise<StaffCard[]> {
  const [answer, { readStaffCards }] = await Promise.all([
    api.get<unknown>(STAFF_CARDS_KEY),
    import('./read-staff-cards'),
  ]);
  return readStaffCards(answer);
}

export function useStaffCards() {
  return useSWR(STAFF_CARDS_KEY, () => getStaffCards(apiClient));
}

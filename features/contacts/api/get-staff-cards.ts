import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { StaffCard } from '../types';

export const STAFF_CARDS_KEY = '/staff-cards/';

export function getStaffCards(api: ApiClient): Promise<StaffCard[]> {
  return api.get<StaffCard[]>(STAFF_CARDS_KEY);
}

export function useStaffCards() {
  return useSWR(STAFF_CARDS_KEY, () => getStaffCards(apiClient));
}

import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { StaffCard } from '../types';
import { readStaffCards } from './read-staff-cards';

export const STAFF_CARDS_KEY = '/staff-cards/';

export async function getStaffCards(api: ApiClient): Promise<StaffCard[]> {
  return readStaffCards(await api.get<unknown>(STAFF_CARDS_KEY));
}

export function useStaffCards() {
  return useSWR(STAFF_CARDS_KEY, () => getStaffCards(apiClient));
}

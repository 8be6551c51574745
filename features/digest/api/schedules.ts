import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { extraOrNothing } from '@/lib/api/page-or-nothing';
import { DIGEST_API, type DigestSchedule, type ScheduleInput } from '@/lib/contract/digest';
import { readSchedule, readSchedules } from './read-digest';

export const SCHEDULES_KEY = DIGEST_API.schedules;

/** `GET digest/schedules/`: the weekly sends of the countries staff see (a country without one is not listed). */
export async function getSchedules(api: ApiClient): Promise<DigestSchedule[]> {
  return readSchedules(await api.get<unknown>(SCHEDULES_KEY));
}

/** The page still loads without them: null, and the section asks for them in the browser. */
export function getSchedulesOrNothing(api: ApiClient): Promise<DigestSchedule[] | null> {
  return extraOrNothing<DigestSchedule[] | null>(() => getSchedules(api), null);
}

export function useSchedules() {
  return useSWR(SCHEDULES_KEY, () => getSchedules(apiClient));
}

/** `PUT digest/schedules/{countryId}/`: sets (or switches off) the country's weekly send. */
export async function saveSchedule(api: ApiClient, countryId: number, input: ScheduleInput): Promise<DigestSchedule> {
  return readSchedule(await api.put<unknown>(DIGEST_API.schedule(countryId), input));
}

/** `DELETE digest/schedules/{countryId}/`: the country gets no weekly send (its drafts go only by hand). */
export async function deleteSchedule(api: ApiClient, countryId: number): Promise<void> {
  await api.delete(DIGEST_API.schedule(countryId));
}

import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import { readLocaleOptions } from '@/lib/session/read-session';
import type { LocaleOptions } from '@/lib/session/types';

export type { LocaleOptions } from '@/lib/session/types';

export const LOCALE_OPTIONS_KEY = '/dev/locale-options/';

export async function getLocaleOptions(api: ApiClient): Promise<LocaleOptions> {
  return readLocaleOptions(await api.get<unknown>(LOCALE_OPTIONS_KEY));
}

/** Countries and languages to pick from; fetched only when `enabled`. */
export function useLocaleOptions(enabled: boolean) {
  return useSWR(enabled ? LOCALE_OPTIONS_KEY : null, () => getLocaleOptions(apiClient));
}

import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { LocaleOptions } from '../types';

export const LOCALE_OPTIONS_KEY = '/dev/locale-options/';

export function getLocaleOptions(api: ApiClient): Promise<LocaleOptions> {
  return api.get<LocaleOptions>(LOCALE_OPTIONS_KEY);
}

/** Countries and languages to pick from; fetched only when `enabled` (the panel is open, for staff). */
export function useLocaleOptions(enabled: boolean) {
  return useSWR(enabled ? LOCALE_OPTIONS_KEY : null, () => getLocaleOptions(apiClient));
}

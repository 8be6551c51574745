import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { Country, Language } from '@/lib/session/types';

/** The countries and languages staff may pick from (`GET /api/v1/dev/locale-options/`). */
export type LocaleOptions = { countries: Country[]; languages: Language[] };

export const LOCALE_OPTIONS_KEY = '/dev/locale-options/';

export function getLocaleOptions(api: ApiClient): Promise<LocaleOptions> {
  return api.get<LocaleOptions>(LOCALE_OPTIONS_KEY);
}

/** Countries and languages to pick from; fetched only when `enabled`. */
export function useLocaleOptions(enabled: boolean) {
  return useSWR(enabled ? LOCALE_OPTIONS_KEY : null, () => getLocaleOptions(apiClient));
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { DEVELOPER_API } from '@/lib/contract/developer';
import type { LocaleOptions } from '@/lib/session/types';

export type { LocaleOptions } from '@/lib/session/types';

export const LOCALE_OPTIONS_KEY = DEVELOPER_API.localeOptions;

export async function getLocaleOptions(api: ApiClient): Promise<LocaleOptions> {
  const [answer, { readLocaleOptions }] = await Promise.all([
    api.get<unknown>(LOCALE_OPTIONS_KEY),
    import('@/lib/session/read-session'),
  ]);
  return readLocaleOptions(answer);
}

/** Countries and languages to pick from; fetched only when `enabled`. */
export function useLocaleOptions(enabled: boolean) {
  return useSWR(enabled ? LOCALE_OPTIONS_KEY : null, () => getLocaleOptions(apiClient));
}

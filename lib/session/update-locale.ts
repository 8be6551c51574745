import type { ApiClient } from '@/lib/api/client';
import type { CurrentUser } from '@/lib/session/types';

/** The developer locale update (docs/api.md): exactly one of a language, the member's country or the user's role. */
export const LOCALE_UPDATE_PATH = '/dev/locale/';

export type LocaleChange = { language: number } | { member: { country: number } } | { role: number };

export function updateLocale(api: ApiClient, change: LocaleChange): Promise<CurrentUser> {
  return api.patch<CurrentUser>(LOCALE_UPDATE_PATH, change);
}

import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { DEVELOPER_API } from '@/lib/contract/developer';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { CurrentUser } from '@/lib/session/types';

/** The developer locale update (docs/api.md): exactly one of a language, the member's country or the user's role. */
export const LOCALE_UPDATE_PATH = DEVELOPER_API.locale;

export type LocaleChange = { language: number } | { member: { country: number } } | { role: number };

export function updateLocale(api: ApiClient, change: LocaleChange): Promise<CurrentUser> {
  return api.patch<CurrentUser>(LOCALE_UPDATE_PATH, change);
}

/**
 * Saves the user's language (the language switcher, spec §4): through the portal's own `dev/locale/`,
 * and where that call fails (a backend written to the spec alone may lack it or keep it for staff)
 * through `PATCH me/ {language}`, which every backend of the contract serves. A lost session (401)
 * is not retried: the client has already ended it.
 */
export async function saveLanguage(api: ApiClient, language: number): Promise<CurrentUser> {
  try {
    return await updateLocale(api, { language });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return api.patch<CurrentUser>(SETTINGS_API.me, { language });
  }
}

import type { ApiClient } from '@/lib/api/client';
import { DEVELOPER_API } from '@/lib/contract/developer';
import type { CurrentUser } from '@/lib/session/types';

/** Moves the member of the product's own organisation (or staff's) to another country. */
export function switchCountry(api: ApiClient, countryId: number): Promise<CurrentUser> {
  return api.patch<CurrentUser>(DEVELOPER_API.countrySwitcher, { country: countryId });
}

import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { PHONE_PATTERN, PROFILE_LIMITS, SETTINGS_API, type ProfileChanges } from '@/lib/contract/settings';

const name = v.pipe(v.string(), v.minLength(1), v.maxLength(PROFILE_LIMITS.name));

/** The profile form's fields, checked as the API checks them (names required, the phone number optional). */
export const profileInputSchema = v.object({
  firstName: name,
  lastName: name,
  phoneNumber: v.pipe(
    v.string(),
    v.maxLength(PROFILE_LIMITS.phoneNumber),
    v.check((value) => value === '' || PHONE_PATTERN.test(value), 'phoneInvalid'),
  ),
});

/** `PATCH me/`: the member's own profile; a refusal answers DRF field errors. */
export function updateProfile(api: ApiClient, changes: ProfileChanges): Promise<unknown> {
  return api.patch<unknown>(SETTINGS_API.me, changes);
}

// The profile form's checks: loaded on its first submission (lib/forms/validate-on-submit), not with the page.
import * as v from 'valibot';
import { PHONE_PATTERN, PROFILE_LIMITS } from '@/lib/contract/settings';

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

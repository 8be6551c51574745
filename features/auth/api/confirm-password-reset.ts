import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';
import { AUTH_API } from '@/lib/contract/auth';
import { withNewPassword } from '@/lib/forms/new-password';

export const PASSWORD_RESET_CONFIRM_PATH = AUTH_API.resetPasswordConfirm;
export { MIN_PASSWORD_LENGTH };

export const setPasswordInputSchema = withNewPassword({
  uid: v.pipe(v.string(), v.minLength(1)),
  token: v.pipe(v.string(), v.minLength(1)),
});
export type SetPasswordInput = v.InferOutput<typeof setPasswordInputSchema>;

/** Sets a new password with the uid and token from a reset or activation e-mail; also activates the account. */
export function confirmPasswordReset(api: ApiClient, input: SetPasswordInput): Promise<void> {
  return api.post<void>(PASSWORD_RESET_CONFIRM_PATH, input, { skipAuth: true });
}

import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';
import { AUTH_API } from '@/lib/contract/auth';

export const PASSWORD_RESET_CONFIRM_PATH = AUTH_API.resetPasswordConfirm;
export { MIN_PASSWORD_LENGTH };

export const setPasswordInputSchema = v.pipe(
  v.object({
    uid: v.pipe(v.string(), v.minLength(1)),
    token: v.pipe(v.string(), v.minLength(1)),
    newPassword: v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH)),
    reNewPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['reNewPassword']],
      (input) => input.newPassword === input.reNewPassword,
      'passwordsDiffer',
    ),
    ['reNewPassword'],
  ),
);
export type SetPasswordInput = v.InferOutput<typeof setPasswordInputSchema>;

/** Sets a new password with the uid and token from a reset or activation e-mail; also activates the account. */
export function confirmPasswordReset(api: ApiClient, input: SetPasswordInput): Promise<void> {
  return api.post<void>(PASSWORD_RESET_CONFIRM_PATH, input, { skipAuth: true });
}

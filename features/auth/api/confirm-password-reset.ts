import * as z from 'zod/mini';
import type { ApiClient } from '@/lib/api/client';

export const PASSWORD_RESET_CONFIRM_PATH = '/auth/users/reset_password_confirm/';
export const MIN_PASSWORD_LENGTH = 8;

export const setPasswordInputSchema = z
  .object({
    uid: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
    newPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH)),
    reNewPassword: z.string(),
  })
  .check(
    z.refine((input) => input.newPassword === input.reNewPassword, {
      path: ['reNewPassword'],
      message: 'passwordsDiffer',
    }),
  );
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>;

/** Sets a new password with the uid and token from a reset or activation e-mail; also activates the account. */
export function confirmPasswordReset(api: ApiClient, input: SetPasswordInput): Promise<void> {
  return api.post<void>(PASSWORD_RESET_CONFIRM_PATH, input, { skipAuth: true });
}

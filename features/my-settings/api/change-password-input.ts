// The password form's checks: loaded on its first submission (lib/forms/validate-on-submit), not with the page.
import * as v from 'valibot';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';

export const changePasswordInputSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1)),
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
export type ChangePasswordInput = v.InferOutput<typeof changePasswordInputSchema>;

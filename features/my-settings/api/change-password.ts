import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { fieldsOf, malformedAnswer, textOr } from '@/lib/api/read-answer';
import type { TokenPair } from '@/lib/auth/token-cookies';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';
import { SETTINGS_API } from '@/lib/contract/settings';

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

/**
 * `POST auth/users/set_password/`: a new password given the current one. It ends every other session
 * and answers a fresh token pair for this one (our extension of djoser's call).
 */
export async function changePassword(api: ApiClient, input: ChangePasswordInput): Promise<TokenPair> {
  const { currentPassword, newPassword } = input;
  const fields = fieldsOf(
    await api.post<unknown>(SETTINGS_API.setPassword, { currentPassword, newPassword }),
    'tokens',
  );
  const access = textOr(fields.access, '');
  const refresh = textOr(fields.refresh, '');
  if (!access || !refresh) throw malformedAnswer('tokens');
  return { access, refresh };
}

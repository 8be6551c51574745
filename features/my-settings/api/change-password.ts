import type { ApiClient } from '@/lib/api/client';
import { isFields, textOr } from '@/lib/api/read-answer';
import type { TokenPair } from '@/lib/auth/token-cookies';
import { SETTINGS_API } from '@/lib/contract/settings';
import type { ChangePasswordInput } from './change-password-input';

/**
 * `POST auth/users/set_password/`: a new password given the current one. djoser answers 204 with no
 * body, and this session's tokens stay valid: null. Our API also ends every other session and answers
 * a fresh token pair for this one (an extension), which then replaces this browser's.
 */
export async function changePassword(api: ApiClient, input: ChangePasswordInput): Promise<TokenPair | null> {
  // The repeat goes along for djoser's SET_PASSWORD_RETYPE, as reset_password_confirm's does.
  const answer = await api.post<unknown>(SETTINGS_API.setPassword, input);
  if (!isFields(answer)) return null;
  const access = textOr(answer.access, '');
  const refresh = textOr(answer.refresh, '');
  return access && refresh ? { access, refresh } : null;
}

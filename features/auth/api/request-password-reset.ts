import type { ApiClient } from '@/lib/api/client';
import { AUTH_API } from '@/lib/contract/auth';
import { normalizeEmail } from '@/lib/text/email';
import type { EmailInput } from './email-input';

export const PASSWORD_RESET_PATH = AUTH_API.resetPassword;

/** Asks for an e-mail with a link to choose a new password. */
export function requestPasswordReset(api: ApiClient, { email }: EmailInput): Promise<void> {
  return api.post<void>(PASSWORD_RESET_PATH, { email: normalizeEmail(email) }, { skipAuth: true });
}

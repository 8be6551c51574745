import type { ApiClient } from '@/lib/api/client';
import { normalizeEmail } from '@/lib/text/email';
import type { EmailInput } from './email-input';

export const MAGIC_LINK_PATH = '/send-magic-login-link/';

/** Asks for an e-mail with a one-time login link. */
export function sendMagicLink(api: ApiClient, { email }: EmailInput): Promise<void> {
  return api.post<void>(MAGIC_LINK_PATH, { email: normalizeEmail(email) }, { skipAuth: true });
}

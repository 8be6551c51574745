import type { ApiClient } from '@/lib/api/client';
import { safeNextPath } from '@/lib/auth/redirects';
import { AUTH_API } from '@/lib/contract/auth';
import { normalizeEmail } from '@/lib/text/email';
import type { EmailInput } from './email-input';

export const MAGIC_LINK_PATH = AUTH_API.magicLink;

/**
 * Asks for an e-mail with a one-time login link. `next`, the page the login was asked for, rides
 * along (an optional extension of the contract, docs/api.md) so the link leads there; home needs
 * no mention.
 */
export function sendMagicLink(api: ApiClient, { email }: EmailInput, next = '/'): Promise<void> {
  const target = safeNextPath(next);
  return api.post<void>(
    MAGIC_LINK_PATH,
    { email: normalizeEmail(email), ...(target === '/' ? {} : { next: target }) },
    { skipAuth: true },
  );
}

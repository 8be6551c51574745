import type { ApiClient } from '@/lib/api/client';
import { normalizeEmail } from '@/lib/text/email';
import type { EmailInput } from './email-input';

export const RESEND_ACTIVATION_PATH = '/auth/register/resend_activation_email/';

/** Asks for the activation e-mail of an account that is not active yet, again. */
export function resendActivation(api: ApiClient, { email }: EmailInput): Promise<void> {
  return api.post<void>(RESEND_ACTIVATION_PATH, { email: normalizeEmail(email) }, { skipAuth: true });
}

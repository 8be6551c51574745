import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { AUTH_API } from '@/lib/contract/auth';
import { normalizeEmail } from '@/lib/text/email';
import type { EmailInput } from './email-input';

export const RESEND_ACTIVATION_PATH = AUTH_API.resendActivation;

/**
 * A refusal that says nothing: djoser answers 400 with an empty body for an address that is already
 * active or has no account, so as not to tell which. The member sees the same neutral confirmation
 * as for 204; a 400 that names a problem (an invalid address) is still shown.
 */
function isSilentRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.detail === undefined &&
    error.nonFieldErrors.length === 0 &&
    Object.keys(error.fieldErrors).length === 0
  );
}

/** Asks for the activation e-mail of an account that is not active yet, again. */
export async function resendActivation(api: ApiClient, { email }: EmailInput): Promise<void> {
  try {
    await api.post<void>(RESEND_ACTIVATION_PATH, { email: normalizeEmail(email) }, { skipAuth: true });
  } catch (error) {
    if (!isSilentRefusal(error)) throw error;
  }
}

import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { CONTACT_REQUEST_LIMITS as LIMITS } from '@/lib/contract/contact';

export const contactRequestSchema = v.object({
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.subject)),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.message)),
  phoneNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.phoneNumber))),
});
export type ContactRequest = v.InferOutput<typeof contactRequestSchema>;

/** Asks the country's staff to get in touch (`POST /api/v1/request-contact/`). */
export function requestContact(api: ApiClient, request: ContactRequest): Promise<void> {
  return api.post('/request-contact/', request);
}

import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { CONTACTS_API } from '@/lib/contract/contacts';
import { CONTACT_REQUEST_LENGTH } from '@/lib/contract/partners';

export const contactRequestSchema = v.object({
  subject: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CONTACT_REQUEST_LENGTH.subject)),
  message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CONTACT_REQUEST_LENGTH.message)),
  phoneNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CONTACT_REQUEST_LENGTH.phoneNumber))),
});
export type ContactRequest = v.InferOutput<typeof contactRequestSchema>;

/** Asks the country's staff to get in touch (`POST /api/v1/request-contact/`). */
export function requestContact(api: ApiClient, request: ContactRequest): Promise<void> {
  return api.post(CONTACTS_API.requestContact, request);
}

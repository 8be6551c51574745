import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { REPORTS_API } from '@/lib/contract/purchasing';
import { normalizeEmail } from '@/lib/text/email';

/** The address a report goes to; the server checks it again (and lower-cases it). */
export const sendReportSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254), v.email()),
});
export type SendReportRequest = v.InferOutput<typeof sendReportSchema>;

/**
 * Mails a report as a PDF attachment (`POST reports/{id}/send-report/`); throttled per user. The
 * address is trimmed and lowercased as every other mail form's is; `removeQr` (sent only when set,
 * beyond the spec's `{email}`) leaves the QR code out of the PDF, as `remove_qr` does for the file.
 */
export function sendReport(
  api: ApiClient,
  id: number,
  request: SendReportRequest,
  { removeQr = false }: { removeQr?: boolean } = {},
): Promise<void> {
  return api.post(REPORTS_API.send(id), {
    email: normalizeEmail(request.email),
    ...(removeQr ? { removeQr: true } : {}),
  });
}

/** The PDF's address without its QR code (`remove_qr`, spec §7), whatever query it already has. */
export function withoutQr(file: string): string {
  const url = new URL(file, 'http://portal.invalid');
  url.searchParams.set('remove_qr', 'true');
  return `${url.pathname}${url.search}`;
}

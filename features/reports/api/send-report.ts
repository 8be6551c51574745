import * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';

/** The address a report goes to; the server checks it again (and lower-cases it). */
export const sendReportSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254), v.email()),
});
export type SendReportRequest = v.InferOutput<typeof sendReportSchema>;

/** Mails a report as a PDF attachment (`POST reports/{id}/send-report/`); throttled per user. */
export function sendReport(api: ApiClient, id: number, request: SendReportRequest): Promise<void> {
  return api.post(`/reports/${id}/send-report/`, request);
}

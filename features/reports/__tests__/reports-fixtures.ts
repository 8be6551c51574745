import { http, HttpResponse } from 'msw';
import type { Page } from '@/lib/contract/page';
import type { ReportDocument, ReportKindOption } from '@/lib/contract/purchasing';
import { BROWSER_API, server } from '@/testing/msw-server';

export const KINDS: ReportKindOption[] = [
  { id: 1, name: 'quarterly_statement' },
  { id: 2, name: 'yearly_rebate_statement' },
];

export function buildReport(overrides: Partial<ReportDocument> = {}): ReportDocument {
  const id = overrides.id ?? 41;
  return {
    id,
    kind: 1,
    name: 'Quarterly purchase statement Q3 2026',
    periodYear: 2026,
    periodQuarter: 3,
    version: 1,
    issuedAt: '2026-10-02T06:00:00Z',
    member: { id: 2, name: 'Djurkliniken Solna' },
    file: `/api/v1/report-files/${id}/`,
    ...overrides,
  };
}

export const reportPage = (results: ReportDocument[], count = results.length): Page<ReportDocument> => ({
  count,
  next: null,
  previous: null,
  results,
});

/** Records every activity-stream post, as the admin API would receive it. */
export function recordActivity(): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.post(`${BROWSER_API}/clickstream/stream/`, async ({ request }) => {
      posted.push(await request.json());
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return posted;
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import type { Page } from '@/lib/api/read-answer';
import type { ReportDocument } from '@/lib/contract/purchasing';
import { REPORTS_API } from '@/lib/contract/purchasing';
import { memberSegment } from '@/lib/members/member-query';
import type { ReportsQuery } from '../reports-query';

/** The API's page size, which the list asks for by leaving `page_size` out. */
export const REPORTS_PAGE_SIZE = 20;

/** The SWR key of a list: its API path with the query in a fixed order. */
export function reportsKey({ member, page, kind }: Pick<ReportsQuery, 'member' | 'page' | 'kind'>): string {
  const params = new URLSearchParams({ memberId: String(memberSegment(member)), page: String(page) });
  if (kind) params.set('kind', String(kind));
  return `${REPORTS_API.list}?${params.toString()}`;
}

export async function getReports(api: ApiClient, key: string): Promise<Page<ReportDocument>> {
  const [answer, { readReportPage }] = await Promise.all([api.get<unknown>(key), import('./read-reports')]);
  return readReportPage(answer);
}

/** A list from an address someone may have edited: an unknown kind (400) or a page past the end (404) find nothing. */
export function getReportsOrNothing(api: ApiClient, key: string): Promise<Page<ReportDocument>> {
  return pageOrNothing(() => getReports(api, key));
}

export function useReports(key: string) {
  return useSWR(key, (path: string) => getReports(apiClient, path));
}

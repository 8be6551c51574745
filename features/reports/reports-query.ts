import { pageParam, positiveIntegerParam } from '@/lib/http/query-param';
import { MEMBER_PARAM, readMemberQuery } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import type { ParsedUrlQuery } from 'node:querystring';

/** What `/reports` takes from its address: `?kind=1&page=2&member=7`, and `?report=<id>` (the PDF's QR code). */
export type ReportsQuery = { page: number; kind: number | null; member: number | null; report: number | null };

/** Reads the address, ignoring anything malformed (a link can say anything; the API decides the rest). */
export function readReportsQuery(query: ParsedUrlQuery): ReportsQuery {
  return {
    page: pageParam(query.page),
    kind: positiveIntegerParam(query.kind),
    member: readMemberQuery(query),
    report: positiveIntegerParam(query.report),
  };
}

/** The address of the list with these filters; defaults are left out so addresses stay short. */
export function reportsHref(query: Partial<ReportsQuery>): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', String(query.kind));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.member) params.set(MEMBER_PARAM, String(query.member));
  const search = params.toString();
  return search ? `${ROUTES.reports.list}?${search}` : ROUTES.reports.list;
}

/** The page a report's activity record names: the QR code's address (spec §3, kind 1). */
export function reportPagePath(id: number): string {
  return `${ROUTES.reports.list}?report=${id}`;
}

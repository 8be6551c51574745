import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import {
  type MemberDashboardAnswer,
  type MembersReportAnswer,
  type SuppliersDashboardAnswer,
  VETDATA_API,
} from '@/lib/contract/vetdata';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { type NonResponderFilters, withParams } from './vetdata-api';
import type * as Readers from './read-vetdata';

// The combined calls (beyond the per-path calls; docs/api.md "VetData"): a page's answers at once,
// for the server render only. The page hands each part to SWR under its own call's key
// (benchmarksKey, responseRatesKey, nonRespondersKey, supplierAggregatesKey), so the browser never asks for these.

export const memberDashboardKey = (member: number | null, survey: number | null): string =>
  withParams(VETDATA_API.memberDashboard, { [MEMBER_PARAM]: member, survey });
export const membersReportKey = (survey: number | null, { country, level, page }: NonResponderFilters): string =>
  withParams(VETDATA_API.membersReport, { survey, country, level, page });
export const suppliersDashboardKey = (survey: number | null, country: number | null): string =>
  withParams(VETDATA_API.suppliersDashboard, { survey, country });

/** A combined answer read by `read` with VetData's readers, or null where the API has no combined call. */
function combined<T>(
  api: ApiClient,
  key: string,
  read: (readers: typeof Readers, answer: unknown) => T,
): Promise<T | null> {
  return combinedCallOrNull(api, key, async (answer) => read(await import('./read-vetdata'), answer));
}

/** `/vetdata/member-dashboard` and `/vetdata/member-report`: the survey list and the chosen survey's benchmarks. */
export function getMemberDashboard(
  api: ApiClient,
  member: number | null,
  survey: number | null,
): Promise<MemberDashboardAnswer | null> {
  return combined(api, memberDashboardKey(member, survey), (readers, answer) => readers.readMemberDashboard(answer));
}

/** The suppliers' pages (staff): the survey list and the chosen survey's aggregates for `country`. */
export function getSuppliersDashboard(
  api: ApiClient,
  survey: number | null,
  country: number | null,
): Promise<SuppliersDashboardAnswer | null> {
  return combined(api, suppliersDashboardKey(survey, country), (readers, answer) =>
    readers.readSuppliersDashboard(answer),
  );
}

/** `/vetdata/members-report` (staff): the survey list, and the chosen survey's rates and page of non-responders. */
export function getMembersReport(
  api: ApiClient,
  survey: number | null,
  filters: NonResponderFilters,
): Promise<MembersReportAnswer | null> {
  return combined(api, membersReportKey(survey, filters), (readers, answer) => readers.readMembersReport(answer));
}

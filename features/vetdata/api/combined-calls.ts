import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
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

/** Statuses of an API that has no combined call: the page asks for its parts one by one. */
const NO_COMBINED_CALL = new Set([404, 405]);

/**
 * The combined answer read by `read`, or null when the API has no combined call, so the caller
 * makes the single calls instead. Any other failure (403 above all) is the page's, as a single
 * call's would be.
 */
async function combined<T>(
  api: ApiClient,
  key: string,
  read: (readers: typeof Readers, answer: unknown) => T,
): Promise<T | null> {
  try {
    const [answer, readers] = await Promise.all([api.get<unknown>(key), import('./read-vetdata')]);
    return read(readers, answer);
  } catch (error) {
    if (error instanceof ApiError && NO_COMBINED_CALL.has(error.status)) return null;
    throw error;
  }
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

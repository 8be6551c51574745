import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { type MemberDashboardAnswer, VETDATA_API } from '@/lib/contract/vetdata';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { withParams } from './vetdata-api';

// The combined member-dashboard call (beyond the per-path calls; docs/api.md "VetData"): the survey
// list and the chosen survey's benchmarks at once, for the server render only. The page hands the
// benchmarks to SWR under their own call's key (benchmarksKey), so the browser never asks for this.

export const memberDashboardKey = (member: number | null, survey: number | null): string =>
  withParams(VETDATA_API.memberDashboard, { [MEMBER_PARAM]: member, survey });

/** Statuses of an API that has no combined call: ask for the list and the benchmarks one by one. */
const NO_COMBINED_CALL = new Set([404, 405]);

/**
 * The combined answer, or null when the API has no combined call, so the caller makes the two calls
 * instead. Any other failure (403 above all) is the page's, as the list's would be.
 */
export async function getMemberDashboard(
  api: ApiClient,
  member: number | null,
  survey: number | null,
): Promise<MemberDashboardAnswer | null> {
  try {
    const [answer, readers] = await Promise.all([
      api.get<unknown>(memberDashboardKey(member, survey)),
      import('./read-vetdata'),
    ]);
    return readers.readMemberDashboard(answer);
  } catch (error) {
    if (error instanceof ApiError && NO_COMBINED_CALL.has(error.status)) return null;
    throw error;
  }
}

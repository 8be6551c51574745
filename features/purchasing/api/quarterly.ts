import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import type { MemberSegment } from '@/lib/contract/purchasing';
import { PURCHASING_API } from '@/lib/contract/purchasing';
import type { readQuarterly } from './read-series';

// The quarters page's combined call (beyond the spec; docs/api.md "Spend and savings"): a page of
// the quarters and the "data up to" line at once, for the server render only. The page hands each
// part to SWR under its own call's key (api/series.ts), so the browser never asks for this one.

export type QuarterlyAnswers = ReturnType<typeof readQuarterly>;

export const quarterlyKey = (member: MemberSegment, page: number): string =>
  `${PURCHASING_API.quarterly(member)}?page=${page}`;

/** Statuses of an API that has no combined call (one that follows the spec only), or a page past the end. */
const ASK_ONE_BY_ONE = new Set([404, 405]);

/**
 * The combined answer, or null when the API has no combined call (or the page is past the end,
 * which the periods call answers the same way): the caller then asks for the two. Any other failure
 * (403 above all) is the page's, as either call's would be.
 */
export async function getQuarterly(
  api: ApiClient,
  member: MemberSegment,
  page: number,
): Promise<QuarterlyAnswers | null> {
  try {
    const [answer, readers] = await Promise.all([
      api.get<unknown>(quarterlyKey(member, page)),
      import('./read-series'),
    ]);
    return readers.readQuarterly(answer);
  } catch (error) {
    if (error instanceof ApiError && ASK_ONE_BY_ONE.has(error.status)) return null;
    throw error;
  }
}

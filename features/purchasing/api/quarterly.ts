import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import type { MemberSegment } from '@/lib/contract/purchasing';
import { PURCHASING_API } from '@/lib/contract/purchasing';
import type { readQuarterly } from './read-series';

// The quarters page's combined call (beyond the spec; docs/api.md "Spend and savings"): a page of
// the quarters and the "data up to" line at once, for the server render only. The page hands each
// part to SWR under its own call's key (api/series.ts), so the browser never asks for this one.

export type QuarterlyAnswers = ReturnType<typeof readQuarterly>;

export const quarterlyKey = (member: MemberSegment, page: number): string =>
  `${PURCHASING_API.quarterly(member)}?page=${page}`;

/**
 * The combined answer, or null when the API has no combined call (or the page is past the end,
 * which the periods call answers the same way): the caller then asks for the two. Any other failure
 * (403 above all) is the page's, as either call's would be.
 */
export function getQuarterly(api: ApiClient, member: MemberSegment, page: number): Promise<QuarterlyAnswers | null> {
  return combinedCallOrNull(api, quarterlyKey(member, page), async (answer) =>
    (await import('./read-series')).readQuarterly(answer),
  );
}

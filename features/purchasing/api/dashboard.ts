import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import type { MemberSegment } from '@/lib/contract/purchasing';
import { PURCHASING_API } from '@/lib/contract/purchasing';
import type { readDashboard } from './read-series';

// The combined dashboard call (beyond the spec; docs/api.md "Spend and savings"): the dashboard's
// eight answers at once, for the server render only. The page hands its parts to SWR under each
// series' own key (api/series.ts), so the browser's hooks find them and never ask for this one.

export type DashboardAnswers = ReturnType<typeof readDashboard>;

export const dashboardKey = (member: MemberSegment): string => PURCHASING_API.dashboard(member);

/**
 * The combined answer, or null when the API has no combined call, so the caller asks for each
 * series instead. Any other failure (403 above all) is the page's, as a single series' would be.
 */
export function getDashboard(api: ApiClient, member: MemberSegment): Promise<DashboardAnswers | null> {
  return combinedCallOrNull(api, dashboardKey(member), async (answer) =>
    (await import('./read-series')).readDashboard(answer),
  );
}

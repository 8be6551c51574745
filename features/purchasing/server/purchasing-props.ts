import { ApiError } from '@/lib/api/api-error';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import { withSession, type SignedInContext } from '@/lib/auth/guard';
import type { MemberSegment, QuarterRef } from '@/lib/contract/purchasing';
import { pageParam } from '@/lib/http/query-param';
import { loadMemberChoice, type MemberChoice } from '@/lib/members/member-choice';
import { memberSegment, readMemberQuery } from '@/lib/members/member-query';
import { FEATURE } from '@/lib/rules/features';
import { getDashboard, type DashboardAnswers } from '../api/dashboard';
import { getQuarterly } from '../api/quarterly';
import {
  additionalInfoKey,
  availableReportsKey,
  DASHBOARD_SERIES,
  getAdditionalInfo,
  getAvailableReports,
  getPeriods,
  getQuarterStatement,
  getSeries,
  periodsKey,
  quarterKey,
  seriesKey,
  type DashboardSeries,
} from '../api/series';
import { parseQuarterRef } from '../period';

// getServerSideProps of the purchasing pages: every figure is loaded here and handed to SWR as
// fallback, so the browser fetches nothing on load and the page is complete without script.

const NAMESPACES = ['purchasing'];

/** What every purchasing page gets: the member shown and the switch's choices. */
export type PurchasingBaseProps = MemberChoice;

export type DashboardProps = PurchasingBaseProps;

/**
 * A series for the dashboard. Missed savings goes beyond the spec, so another implementation of the
 * API may lack it: its 404 leaves the card out (null in the fallback, so the browser does not ask
 * again) instead of turning the whole page into the 404 view.
 */
function seriesOrNothing(ctx: SignedInContext, name: DashboardSeries, m: MemberSegment) {
  const answer = getSeries(ctx.api, name, m);
  if (name !== 'missedSavings') return answer;
  return answer.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

/** The dashboard's answers one call each, from an API without the combined call (a spec-only one). */
async function dashboardOneByOne(ctx: SignedInContext, m: MemberSegment): Promise<Omit<DashboardAnswers, 'memberId'>> {
  const [series, availableReports, additionalInfo] = await Promise.all([
    Promise.all(DASHBOARD_SERIES.map((name) => seriesOrNothing(ctx, name, m))),
    getAvailableReports(ctx.api, m),
    getAdditionalInfo(ctx.api, m),
  ]);
  const byName = Object.fromEntries(DASHBOARD_SERIES.map((name, index) => [name, series[index]]));
  return {
    ...(byName as Omit<DashboardAnswers, 'memberId' | 'availableReports' | 'additionalInfo'>),
    availableReports,
    additionalInfo,
  };
}

/**
 * `/reports/dashboard`: the six series, missed savings, the "data up to" line and whether there is
 * data at all, in one combined call (beyond the spec, access checked once) made beside the member
 * tree's; an API without it (404/405) is asked series by series. Either way SWR gets each part
 * under its own series' key, so the browser asks for nothing after the server render.
 */
export const dashboardProps = withSession<DashboardProps>({
  feature: FEATURE.spendAndSavings,
  namespaces: NAMESPACES,
  load: async (ctx) => {
    const m = memberSegment(readMemberQuery(ctx.query));
    const [base, combined] = await Promise.all([loadMemberChoice(ctx), getDashboard(ctx.api, m)]);
    const answers = combined ?? (await dashboardOneByOne(ctx, m));
    const fallback: Record<string, unknown> = {
      [availableReportsKey(m)]: answers.availableReports,
      [additionalInfoKey(m)]: answers.additionalInfo,
    };
    for (const name of DASHBOARD_SERIES) fallback[seriesKey(name, m)] = answers[name];
    return { props: base, fallback };
  },
});

export type PeriodsProps = PurchasingBaseProps & { page: number };

/**
 * `/reports/quarterly?page=`: one page of the quarters with data and the "data up to" line, in one
 * combined call (beyond the spec, access checked once) made beside the member tree's; an API without
 * it (404/405) is asked for the two. A page past the end (404) is an empty one.
 */
export const periodsProps = withSession<PeriodsProps>({
  feature: FEATURE.spendAndSavings,
  namespaces: NAMESPACES,
  load: async (ctx) => {
    const m = memberSegment(readMemberQuery(ctx.query));
    const page = pageParam(ctx.query.page);
    const [base, combined] = await Promise.all([loadMemberChoice(ctx), getQuarterly(ctx.api, m, page)]);
    const [periods, info] = combined
      ? [combined.periods, combined.additionalInfo]
      : await Promise.all([pageOrNothing(() => getPeriods(ctx.api, m, page)), getAdditionalInfo(ctx.api, m)]);
    return {
      props: { ...base, page },
      fallback: { [periodsKey(m, page)]: periods, [additionalInfoKey(m)]: info },
    };
  },
});

export type QuarterProps = PurchasingBaseProps & { period: QuarterRef };

/** `/reports/quarterly/year/{year}/quarter/{quarter}`: a malformed period is the 404 view, as is the API's 404. */
export const quarterProps = withSession<QuarterProps>({
  feature: FEATURE.spendAndSavings,
  namespaces: NAMESPACES,
  load: async (ctx) => {
    const period = parseQuarterRef(ctx.params?.year, ctx.params?.quarter);
    if (period === null) return { errorStatus: 404 };
    const base = await loadMemberChoice(ctx);
    const m = memberSegment(base.member);
    const statement = await getQuarterStatement(ctx.api, m, period);
    return { props: { ...base, period }, fallback: { [quarterKey(m, period)]: statement } };
  },
});

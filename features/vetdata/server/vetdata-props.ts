import { ApiError } from '@/lib/api/api-error';
import { withSession, type SignedInContext } from '@/lib/auth/guard';
import { chosenSurveyOf, type Benchmarks, type SurveySummary } from '@/lib/contract/vetdata';
import { loadMemberChoice, type MemberOption } from '@/lib/members/member-choice';
import { readMemberQuery } from '@/lib/members/member-query';
import { FEATURE } from '@/lib/rules/features';
import {
  getMemberDashboard,
  getMembersReport,
  getSuppliersDashboard,
  memberDashboardKey,
  membersReportKey,
  suppliersDashboardKey,
} from '../api/combined-calls';
import {
  benchmarksKey,
  getBenchmarks,
  getNonResponders,
  getResponseRates,
  getSupplierAggregates,
  getSurvey,
  getSurveys,
  nonRespondersKey,
  responseRatesKey,
  supplierAggregatesKey,
  surveyKey,
  surveysKey,
  type NonResponderFilters,
} from '../api/vetdata-api';
import type { GetServerSidePropsContext } from 'next';

// The VetData pages (spec §2 "/vetdata/…", feature 16): the member's pages act for the member of
// `?member=` (chain users, through the member switch); the staff pages need the staff policy and
// give everyone else the guard's 403 view. Every primary answer is the SWR fallback.

const NAMESPACES = ['vetdata'];

type MemberPage = { member: number | null; memberOptions: MemberOption[]; memberName: string };

export type OverviewProps = MemberPage & { surveysKey: string };

/** `/vetdata` and `/vetdata/surveys`: what VetData is, and the surveys with the member's status. */
const overviewKey = (ctx: GetServerSidePropsContext) => surveysKey(readMemberQuery(ctx.query));

export const overviewPageProps = withSession<OverviewProps>({
  feature: FEATURE.vetData,
  namespaces: NAMESPACES,
  firstCall: overviewKey,
  load: async (ctx) => {
    // `?member=` is the API's to check: the member tree (for the switch) and the list load at once.
    const key = overviewKey(ctx);
    const [choice, surveys] = await Promise.all([loadMemberChoice(ctx), getSurveys(ctx.api, key)]);
    return { props: { ...choice, surveysKey: key }, fallback: { [key]: surveys } };
  },
});

export type SurveyProps = MemberPage & { surveyId: number; surveyKey: string };

const idOf = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The survey call of `/vetdata/surveys/{id}`; null for an address whose id is not one. */
function surveyPageKey(ctx: GetServerSidePropsContext): string | null {
  const surveyId = idOf(ctx.params?.id);
  return surveyId === null ? null : surveyKey(surveyId, readMemberQuery(ctx.query));
}

/** `/vetdata/surveys/{id}`: the form with the acting member's answer. */
export const surveyPageProps = withSession<SurveyProps>({
  feature: FEATURE.vetData,
  namespaces: NAMESPACES,
  firstCall: surveyPageKey,
  load: async (ctx) => {
    const surveyId = idOf(ctx.params?.id);
    const key = surveyPageKey(ctx);
    if (surveyId === null || key === null) return { errorStatus: 404 };
    const [choice, survey] = await Promise.all([loadMemberChoice(ctx), getSurvey(ctx.api, key)]);
    return { props: { ...choice, surveyId, surveyKey: key }, fallback: { [key]: survey } };
  },
});

/**
 * The survey a report page is about: `?survey=` when it is one of the list, else the latest that
 * has closed (its benchmarks are complete), else the latest; null when there is none.
 */
export function chosenSurvey(surveys: SurveySummary[], query: SignedInContext['query']): SurveySummary | null {
  return chosenSurveyOf(surveys, idOf(query.survey));
}

type SurveyChoice = { surveys: { id: number; title: string }[]; surveyId: number | null };

export type BenchmarksProps = MemberPage & SurveyChoice & { benchmarksKey: string | null };

/** The list and the chosen survey's benchmarks by their own calls, from an API without the combined call. */
async function benchmarksOneByOne(ctx: SignedInContext, member: number | null) {
  const surveys = await getSurveys(ctx.api, surveysKey(member));
  const survey = chosenSurvey(surveys, ctx.query);
  let benchmarks: Benchmarks | null = null;
  try {
    if (survey) benchmarks = await getBenchmarks(ctx.api, benchmarksKey(survey.id, member));
  } catch (error) {
    // No benchmarks for this member yet (nothing submitted): the page says so.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return { surveys, surveyId: survey?.id ?? null, benchmarks };
}

const memberDashboardPageKey = (ctx: GetServerSidePropsContext) =>
  memberDashboardKey(readMemberQuery(ctx.query), idOf(ctx.query.survey));

async function loadBenchmarks(ctx: SignedInContext) {
  // `?member=` is the API's to check; the member tree (for the switch) and the answers load at once.
  const member = readMemberQuery(ctx.query);
  const [choice, combined] = await Promise.all([
    loadMemberChoice(ctx),
    getMemberDashboard(ctx.api, member, idOf(ctx.query.survey)),
  ]);
  const { surveys, surveyId, benchmarks } = combined ?? (await benchmarksOneByOne(ctx, member));
  const key = surveyId !== null && benchmarks ? benchmarksKey(surveyId, member) : null;
  return {
    props: {
      ...choice,
      surveys: surveys.map(({ id, title }) => ({ id, title })),
      surveyId,
      benchmarksKey: key,
    },
    fallback: key ? { [key]: benchmarks } : {},
  };
}

/** `/vetdata/member-dashboard`: the member's figures beside its peers'. */
export const memberDashboardPageProps = withSession<BenchmarksProps>({
  feature: FEATURE.vetData,
  namespaces: NAMESPACES,
  firstCall: memberDashboardPageKey,
  load: loadBenchmarks,
});

/** `/vetdata/member-report`: the same as a printable report. */
export const memberReportPageProps = memberDashboardPageProps;

export type MembersReportProps = SurveyChoice & {
  country: number | null;
  filters: NonResponderFilters;
  ratesKey: string | null;
  nonRespondersKey: string | null;
};

function positive(value: unknown): number | null {
  return idOf(value);
}

/** The list and the chosen survey's rates and non-responders by their own calls, from an API without the combined call. */
async function membersReportOneByOne(ctx: SignedInContext, filters: NonResponderFilters) {
  const surveys = await getSurveys(ctx.api, surveysKey(null));
  const survey = chosenSurvey(surveys, ctx.query);
  if (!survey) return { surveys, surveyId: null, rates: null, nonResponders: null };
  const [rates, nonResponders] = await Promise.all([
    getResponseRates(ctx.api, responseRatesKey(survey.id, filters.country)),
    getNonResponders(ctx.api, nonRespondersKey(survey.id, filters)),
  ]);
  return { surveys, surveyId: survey.id, rates, nonResponders };
}

/** `/vetdata/members-report` (staff): response rates, the non-responders (filtered, paged), the reminder. */
const membersReportFilters = ({ query }: GetServerSidePropsContext): NonResponderFilters => ({
  country: positive(query.country),
  level: positive(query.level),
  page: positive(query.page) ?? 1,
});

export const membersReportPageProps = withSession<MembersReportProps>({
  feature: FEATURE.vetData,
  policy: 'staffTools',
  namespaces: NAMESPACES,
  firstCall: (ctx) => membersReportKey(idOf(ctx.query.survey), membersReportFilters(ctx)),
  load: async (ctx) => {
    const filters = membersReportFilters(ctx);
    const { country } = filters;
    const { surveys, surveyId, rates, nonResponders } =
      (await getMembersReport(ctx.api, idOf(ctx.query.survey), filters)) ?? (await membersReportOneByOne(ctx, filters));
    const base = {
      surveys: surveys.map(({ id, title }) => ({ id, title })),
      surveyId,
      country,
      filters,
    };
    if (surveyId === null || !rates || !nonResponders) {
      return { props: { ...base, surveyId: null, ratesKey: null, nonRespondersKey: null } };
    }
    const ratesKey = responseRatesKey(surveyId, country);
    const listKey = nonRespondersKey(surveyId, filters);
    return {
      props: { ...base, ratesKey, nonRespondersKey: listKey },
      fallback: { [ratesKey]: rates, [listKey]: nonResponders },
    };
  },
});

export type SupplierProps = SurveyChoice & { country: number | null; aggregatesKey: string | null };

/** The list and the chosen survey's aggregates by their own calls, from an API without the combined call. */
async function aggregatesOneByOne(ctx: SignedInContext, country: number | null) {
  const surveys = await getSurveys(ctx.api, surveysKey(null));
  const survey = chosenSurvey(surveys, ctx.query);
  const aggregates = survey ? await getSupplierAggregates(ctx.api, supplierAggregatesKey(survey.id, country)) : null;
  return { surveys, surveyId: survey?.id ?? null, aggregates };
}

async function loadAggregates(ctx: SignedInContext) {
  const country = positive(ctx.query.country);
  const { surveys, surveyId, aggregates } =
    (await getSuppliersDashboard(ctx.api, idOf(ctx.query.survey), country)) ?? (await aggregatesOneByOne(ctx, country));
  const key = surveyId !== null && aggregates ? supplierAggregatesKey(surveyId, country) : null;
  return {
    props: {
      surveys: surveys.map(({ id, title }) => ({ id, title })),
      surveyId,
      country,
      aggregatesKey: key,
    },
    fallback: key ? { [key]: aggregates } : {},
  };
}

/** `/vetdata/suppliers-dashboard` (staff). */
export const suppliersDashboardPageProps = withSession<SupplierProps>({
  feature: FEATURE.vetData,
  policy: 'staffTools',
  namespaces: NAMESPACES,
  firstCall: (ctx) => suppliersDashboardKey(idOf(ctx.query.survey), positive(ctx.query.country)),
  load: loadAggregates,
});

/** `/vetdata/suppliers-reports` (staff). */
export const suppliersReportsPageProps = suppliersDashboardPageProps;

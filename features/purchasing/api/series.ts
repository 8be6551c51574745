import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import type {
  AvailableReports,
  CategorySpend,
  MemberSeriesName,
  MemberSegment,
  MissedSavings,
  PeriodRow,
  QuarterRef,
  QuarterStatement,
  ReportsAdditionalInfo,
  SixQuarters,
  SupplierUsage,
  TopSuppliers,
  YearSum,
} from '@/lib/contract/purchasing';
import { MEMBER_SERIES, PURCHASING_API } from '@/lib/contract/purchasing';
import type * as ReadSeries from './read-series';

// The spend-and-savings series (docs/api.md "Spend and savings"): each one's SWR key is its API
// path, so the page's server-loaded answers (SWR fallback) are what the hooks find.

type Readers = typeof ReadSeries;

/** What each series answers once read, by name. */
export type SeriesAnswers = {
  yearSum: YearSum;
  categories: CategorySpend;
  supplierUsage: SupplierUsage;
  topSuppliers: TopSuppliers;
  sixQuarters: SixQuarters;
  missedSavings: MissedSavings;
};
/** A series of the dashboard: the contract's names (MEMBER_SERIES), each with its answer above. */
export type DashboardSeries = MemberSeriesName;

const SERIES_READERS: { [S in DashboardSeries]: (readers: Readers) => (value: unknown) => SeriesAnswers[S] } = {
  yearSum: (r) => r.readYearSum,
  categories: (r) => r.readCategorySpend,
  supplierUsage: (r) => r.readSupplierUsage,
  topSuppliers: (r) => r.readTopSuppliers,
  sixQuarters: (r) => r.readSixQuarters,
  missedSavings: (r) => r.readMissedSavings,
};

export const DASHBOARD_SERIES = Object.keys(MEMBER_SERIES) as DashboardSeries[];

/** The name of a series in the spec (and in export file names). */
export const seriesName = (series: DashboardSeries): string => MEMBER_SERIES[series];

export const seriesKey = (series: DashboardSeries, member: MemberSegment): string =>
  PURCHASING_API.series(series, member);

async function read<T>(api: ApiClient, key: string, pick: (readers: Readers) => (value: unknown) => T): Promise<T> {
  const [answer, readers] = await Promise.all([api.get<unknown>(key), import('./read-series')]);
  return pick(readers)(answer);
}

export function getSeries<S extends DashboardSeries>(
  api: ApiClient,
  series: S,
  member: MemberSegment,
): Promise<SeriesAnswers[S]> {
  return read(api, seriesKey(series, member), SERIES_READERS[series]);
}

export function useSeries<S extends DashboardSeries>(series: S, member: MemberSegment) {
  return useSWR(seriesKey(series, member), () => getSeries(apiClient, series, member));
}

/** `?memberId=<id>` for a chosen member; without it the API answers for the user's own one. */
const memberQuery = (member: MemberSegment): string => (member === 'current' ? '' : `?memberId=${member}`);

export const availableReportsKey = (member: MemberSegment) =>
  `${PURCHASING_API.availableReports}${memberQuery(member)}`;
export const additionalInfoKey = (member: MemberSegment) => `${PURCHASING_API.additionalInfo}${memberQuery(member)}`;

export const getAvailableReports = (api: ApiClient, member: MemberSegment): Promise<AvailableReports> =>
  read(api, availableReportsKey(member), (r) => r.readAvailableReports);
export const getAdditionalInfo = (api: ApiClient, member: MemberSegment): Promise<ReportsAdditionalInfo> =>
  read(api, additionalInfoKey(member), (r) => r.readAdditionalInfo);

export const useAvailableReports = (member: MemberSegment) =>
  useSWR(availableReportsKey(member), () => getAvailableReports(apiClient, member));
export const useAdditionalInfo = (member: MemberSegment) =>
  useSWR(additionalInfoKey(member), () => getAdditionalInfo(apiClient, member));

/** The API's page size of the periods list (docs/api.md "Conventions"). */
export const PERIODS_PAGE_SIZE = 20;

export const periodsKey = (member: MemberSegment, page: number) => `${PURCHASING_API.periods(member)}?page=${page}`;

export const getPeriods = (api: ApiClient, member: MemberSegment, page: number): Promise<Page<PeriodRow>> =>
  read(api, periodsKey(member, page), (r) => r.readPeriodsPage);

export const usePeriods = (member: MemberSegment, page: number) =>
  useSWR(periodsKey(member, page), () => getPeriods(apiClient, member, page));

export const quarterKey = (member: MemberSegment, { year, quarter }: QuarterRef) =>
  PURCHASING_API.quarter(year, quarter, member);

export const getQuarterStatement = (
  api: ApiClient,
  member: MemberSegment,
  ref: QuarterRef,
): Promise<QuarterStatement> => read(api, quarterKey(member, ref), (r) => r.readQuarterStatement);

export const useQuarterStatement = (member: MemberSegment, ref: QuarterRef) =>
  useSWR(quarterKey(member, ref), () => getQuarterStatement(apiClient, member, ref));

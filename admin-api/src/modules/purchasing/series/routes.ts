// `amadeo/`: the spend-and-savings series (spec §7 "Spend and savings", docs/api.md). Each names a
// member by a path segment (`{m}`: an id or `current`) or by `?memberId=`; resolveMember decides
// whether the user may read it (own member, the chain's tree, staff any; else 403), once per request
// (http/request-member.ts). Feature 12, Spend and Savings, with staff passing. A malformed member,
// year or quarter names nothing: 404. Beyond the spec, `amadeo/dashboard/{m}/` answers the
// dashboard's eight answers at once, each from the same cache entry as its own call.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../../context';
import { parseMemberSegment } from '../../../contract/member-id';
import {
  type DashboardAnswer,
  type MemberSegment,
  type MemberSeriesName,
  type PeriodRow,
  PURCHASING_API,
  type QuarterlyAnswer,
  type QuarterRef,
} from '../../../contract/purchasing';
import { notFound } from '../../../http/errors';
import { requireFeature } from '../../../http/guards';
import { addressOf, pageBody, type PageWindow, requestedWindow } from '../../../http/pagination';
import { firstQueryValue, querySchema } from '../../../http/params';
import { requestMember } from '../../../http/request-member';
import { routeOf } from '../../../http/route-path';
import { FEATURE } from '../../../rules/features';
import * as series from './service';

/** `current` or a member id (lib/contract/member-id.ts). */
const memberParams = z.object({ m: z.string().refine((m) => parseMemberSegment(m) !== null) });

const quarterParams = memberParams.extend({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
  quarter: z
    .string()
    .regex(/^[1-4]$/)
    .transform((value) => Number(value) as QuarterRef['quarter']),
});

const memberQuery = querySchema({ memberId: firstQueryValue });

/** The `?memberId=` of a query form: absent or empty is `current`; anything malformed is a 404. */
function memberQueryValue(raw: unknown): MemberSegment {
  const member = raw === undefined || typeof raw === 'string' ? parseMemberSegment(raw) : null;
  if (member === null) throw notFound();
  return member;
}

/** The series of one member "as of today": `GET amadeo/<name>/{m}/`. */
type MemberSeries = (db: AppContext['db'], memberId: number, today: Date) => Promise<unknown>;

const SERIES_LOADERS: Record<MemberSeriesName, MemberSeries> = {
  yearSum: series.yearSum,
  categories: series.categorySpend,
  supplierUsage: series.supplierUsage,
  topSuppliers: series.topSuppliers,
  sixQuarters: series.sixQuarters,
  missedSavings: series.missedSavings,
};

/** The series named by `?memberId=`, by their paths. */
const QUERY_SERIES: Record<string, MemberSeries> = {
  [PURCHASING_API.availableReports]: series.availableReports,
  [PURCHASING_API.additionalInfo]: series.additionalInfo,
};

export const purchasingSeriesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const preHandler = requireFeature(FEATURE.spendAndSavings, { orStaff: true });
  const memberOf = (request: FastifyRequest, segment: string | MemberSegment) =>
    requestMember(ctx.db, request, segment);
  /** A series answer through the series cache; who may read the member is still checked per request. */
  const cached = (parts: readonly (string | number)[], today: Date, load: () => Promise<unknown>) =>
    ctx.seriesCache.get([...parts, today.toISOString().slice(0, 10)].join('|'), load);
  /** A member series (by name) or a `?memberId=` one (by path), under the key its own call caches it by. */
  const seriesOf = (key: string, load: MemberSeries, memberId: number, today: Date) =>
    cached([key, memberId], today, () => load(ctx.db, memberId, today));

  for (const [key, load] of Object.entries(SERIES_LOADERS) as [MemberSeriesName, MemberSeries][]) {
    const route = routeOf((m: MemberSegment) => PURCHASING_API.series(key, m), 'm');
    app.get(route, { schema: { params: memberParams }, preHandler }, async (request) => {
      const memberId = await memberOf(request, request.params.m);
      return seriesOf(key, load, memberId, ctx.now());
    });
  }

  for (const [path, load] of Object.entries(QUERY_SERIES)) {
    app.get(path, { schema: { querystring: memberQuery }, preHandler }, async (request) => {
      const memberId = await memberOf(request, memberQueryValue(request.query.memberId));
      return seriesOf(path, load, memberId, ctx.now());
    });
  }

  app.get(
    routeOf(PURCHASING_API.dashboard, 'm'),
    { schema: { params: memberParams }, preHandler },
    async (request): Promise<DashboardAnswer> => {
      const memberId = await memberOf(request, request.params.m);
      const today = ctx.now();
      const series = (key: MemberSeriesName) => seriesOf(key, SERIES_LOADERS[key], memberId, today);
      const byQuery = (path: string) => seriesOf(path, QUERY_SERIES[path]!, memberId, today);
      const [yearSum, categories, supplierUsage, topSuppliers, sixQuarters, missedSavings, available, info] =
        await Promise.all([
          series('yearSum'),
          series('categories'),
          series('supplierUsage'),
          series('topSuppliers'),
          series('sixQuarters'),
          series('missedSavings'),
          byQuery(PURCHASING_API.availableReports),
          byQuery(PURCHASING_API.additionalInfo),
        ]);
      return {
        memberId,
        yearSum,
        categories,
        supplierUsage,
        topSuppliers,
        sixQuarters,
        missedSavings,
        availableReports: available,
        additionalInfo: info,
      } as DashboardAnswer;
    },
  );

  /** A page of the member's quarters with data, through the series cache. */
  const periodsOf = (memberId: number, window: PageWindow, today: Date) =>
    cached(['periods', memberId, window.page, window.pageSize], today, () =>
      series.periodPage(ctx.db, memberId, today, window),
    ) as ReturnType<typeof series.periodPage>;

  app.get(routeOf(PURCHASING_API.periods, 'm'), { schema: { params: memberParams }, preHandler }, async (request) => {
    const window = requestedWindow(request);
    const memberId = await memberOf(request, request.params.m);
    const { total, results } = await periodsOf(memberId, window, ctx.now());
    return pageBody(request, window, total, results);
  });

  app.get(
    routeOf(PURCHASING_API.quarterly, 'm'),
    { schema: { params: memberParams }, preHandler },
    async (request): Promise<QuarterlyAnswer> => {
      const window = requestedWindow(request);
      const { m } = request.params;
      const memberId = await memberOf(request, m);
      const today = ctx.now();
      const info = PURCHASING_API.additionalInfo;
      const [{ total, results }, additionalInfo] = await Promise.all([
        periodsOf(memberId, window, today),
        seriesOf(info, QUERY_SERIES[info]!, memberId, today),
      ]);
      // The page's links are the periods call's own, as its answer would have them.
      const path = new URL(request.url, 'http://api.invalid').pathname;
      const periodsPath =
        path.slice(0, -PURCHASING_API.quarterly(m as MemberSegment).length) +
        PURCHASING_API.periods(m as MemberSegment);
      const periods = pageBody(addressOf(request, periodsPath), window, total, results as PeriodRow[]);
      return { memberId, periods, additionalInfo } as QuarterlyAnswer;
    },
  );

  app.get(
    routeOf(PURCHASING_API.quarter, 'year', 'quarter', 'm'),
    { schema: { params: quarterParams }, preHandler },
    async (request) => {
      const { year, quarter, m } = request.params;
      const memberId = await memberOf(request, m);
      const today = ctx.now();
      return cached(['quarter', memberId, year, quarter], today, () =>
        series.quarterStatement(ctx.db, memberId, { year, quarter }, today),
      );
    },
  );
};

// Report documents (spec §7 "Reports"): a member's statements (`reports/`), their kinds
// (`enums/report-kind/`), the PDF (`report-files/{id}/`, a path the portal's middleware forwards a
// plain link to with the session's token), mailing one (`reports/{id}/send-report/`, throttled per
// user) and issuing one (staff). Feature Reports (0), staff pass; whose reports a user may read is
// `resolveMember`'s rule (own member, the chain's tree, staff any).
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { REPORT_KIND, type ReportKind, REPORTS_API } from '../../contract/purchasing';
import { resolveMember } from '../../domain/member-access';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { emailField, numberChoice, primaryKey } from '../../http/fields';
import { requireFeature } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { firstQueryValue, idParams, queryChoices, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { voiceOfUser } from '../../i18n/translate';
import { FEATURE } from '../../rules/features';
import { contentDisposition } from '../content/file-types';
import { findReport, listReports } from './queries';
import { REPORT_KIND_IDS, REPORT_KIND_OPTIONS, reportFileName, serializeReport } from './serialize';
import { issueByStaff, reportPdf, sendReport } from './service';

const isTrue = (value: unknown) => typeof value === 'string' && ['true', '1'].includes(value.toLowerCase());

const listQuery = querySchema({
  memberId: firstQueryValue,
  kind: queryChoices((value) =>
    /^\d{1,9}$/.test(value) && REPORT_KIND_IDS.includes(Number(value)) ? Number(value) : undefined,
  ),
  remove_qr: firstQueryValue.transform(isTrue),
});

const fileQuery = querySchema({ remove_qr: firstQueryValue.transform(isTrue) });

const sendSchema = z.object({
  email: emailField.transform((email) => email.toLowerCase()),
  /** The statement without its QR code, as `remove_qr` gives it for the file (beyond the spec's `{email}`). */
  removeQr: z.boolean().optional(),
});

const issueSchema = z
  .object({
    member: primaryKey,
    kind: numberChoice(REPORT_KIND_IDS),
    year: z.number().int().min(2000).max(2100),
    quarter: z.number().int().min(1).max(4).nullable().optional(),
  })
  .refine((body) => body.kind !== REPORT_KIND.quarterlyStatement || typeof body.quarter === 'number', {
    path: ['quarter'],
    message: 'This field is required.',
  });

/** `current`, a member id, or absent (the member acted for). */
const memberSegment = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const reportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const reportsFeature = requireFeature(FEATURE.reports, { orStaff: true });
  const throttleMail = userMailThrottle(
    ctx,
    ctx.config.reportMailThrottleMax,
    ctx.config.reportMailThrottleWindowSeconds,
  );

  /** The report, if the user may read its member's reports: 404 unknown, 403 another member's. */
  async function readableReport(request: FastifyRequest, id: number) {
    const report = await findReport(ctx.db, id);
    if (!report) throw notFound();
    await resolveMember(ctx.db, currentUser(request), report.memberId);
    return report;
  }

  app.get(REPORTS_API.kinds, async () => REPORT_KIND_OPTIONS);

  app.get(REPORTS_API.list, { schema: { querystring: listQuery }, preHandler: reportsFeature }, async (request) => {
    const memberId = await resolveMember(ctx.db, currentUser(request), memberSegment(request.query.memberId));
    const window = requestedWindow(request);
    const { kind } = request.query;
    // Through the series cache (whose member may be read is still checked above, per request): any
    // write through the API, an issued report or an import, empties it.
    const key = `reports|${memberId}|${kind.join(',')}|${window.limit}|${window.offset}`;
    const { total, rows } = (await ctx.seriesCache.get(key, () =>
      listReports(ctx.db, memberId, kind, window),
    )) as Awaited<ReturnType<typeof listReports>>;
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => serializeReport(row, request.query.remove_qr)),
    );
  });

  app.get(
    routeOf(REPORTS_API.file, 'id'),
    { schema: { params: idParams, querystring: fileQuery }, preHandler: reportsFeature },
    async (request, reply) => {
      const report = await readableReport(request, request.params.id);
      const reader = voiceOfUser(currentUser(request));
      const pdf = await reportPdf(report, ctx.config.portalUrl, request.query.remove_qr, reader);
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': contentDisposition(reportFileName(report), true),
          'Content-Security-Policy': 'sandbox',
          'X-Content-Type-Options': 'nosniff',
          // Rendered from the member's figures: never kept by a shared cache, nor reused by the browser.
          'Cache-Control': 'private, no-store',
        })
        .send(pdf);
    },
  );

  app.post(
    routeOf(REPORTS_API.send, 'id'),
    { schema: { params: idParams, body: sendSchema }, preHandler: [reportsFeature, throttleMail] },
    async (request, reply) => {
      const report = await readableReport(request, request.params.id);
      await sendReport(
        { db: ctx.db, mailer: ctx.mailer, portalUrl: ctx.config.portalUrl },
        currentUser(request),
        report,
        request.body.email,
        request.body.removeQr ?? false,
      );
      return reply.code(204).send();
    },
  );

  app.post(REPORTS_API.issue, { schema: { body: issueSchema }, preHandler: requireStaff }, async (request, reply) => {
    const body = { ...request.body, kind: request.body.kind as ReportKind };
    const { report, created } = await issueByStaff(ctx.db, body, ctx.now());
    return reply.code(created ? 201 : 200).send(serializeReport(report, false));
  });
};

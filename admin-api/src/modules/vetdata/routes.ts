// VetData (spec §6 feature 16; our design: docs/api.md "VetData", paths in lib/contract/vetdata.ts).
// Surveys, the acting member's answer and benchmarks need feature 16 (staff pass); the member is
// `?member=` through the member-access rule (own member, a chain user's tree, staff any). A member
// reads only its own country's surveys (another's is not found). Response rates, non-responders,
// reminders, supplier aggregates and new surveys are staff-only.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { VETDATA_API } from '../../contract/vetdata';
import { resolveMember } from '../../domain/member-access';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requireFeature } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { firstQueryValue, idParams, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { voiceOfUser } from '../../i18n/translate';
import { FEATURE } from '../../rules/features';
import { contentDisposition } from '../content/file-types';
import { answerPatchSchema, definitionSchema, reminderSchema } from './input';
import { benchmarksFileName, renderBenchmarksPdf } from './pdf';
import {
  figuresOf,
  listSurveys,
  memberById,
  nonResponders,
  responseRates,
  surveyById,
  structureCache,
} from './queries';
import { readingLanguage, rowLabelOf } from './rules';
import {
  type Labeller,
  type Reader,
  serializeAnswer,
  serializeBenchmarks,
  serializeSummary,
  serializeSupplierAggregates,
  serializeSurvey,
} from './serialize';
import { assertOpen, createSurvey, saveDraft, sendReminders, submitAnswer } from './service';

const text = firstQueryValue.transform((value) => (typeof value === 'string' && value !== '' ? value : undefined));
const optionalId = firstQueryValue.transform((value, check) => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  check.addIssue({ code: 'custom', message: 'A valid integer is required.' });
  return undefined;
});

const memberQuery = querySchema({ member: text });
const listQuery = querySchema({ member: text, country: optionalId });
const staffQuery = querySchema({ country: optionalId, level: optionalId });

const rate = (submitted: number, eligible: number) =>
  eligible === 0 ? 0 : Math.round((submitted / eligible) * 10_000) / 10_000;

export const vetdataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const canRead = requireFeature(FEATURE.vetData, { orStaff: true });
  const structureOf = structureCache(ctx.db);
  const throttleReminders = userMailThrottle(
    ctx,
    ctx.config.vetdataReminderThrottleMax,
    ctx.config.vetdataReminderThrottleWindowSeconds,
  );

  function readerOf(request: FastifyRequest): Reader {
    const user = currentUser(request);
    return { language: user.language.code, voice: voiceOfUser(user) };
  }

  /** The acting member (`?member=`), which the user may act for. */
  async function actingMember(request: FastifyRequest, segment: string | undefined) {
    const id = await resolveMember(ctx.db, currentUser(request), segment);
    const member = await memberById(ctx.db, id);
    if (!member) throw notFound();
    return member;
  }

  /** The survey with the acting member's answer; not found unless staff or of the member's country. */
  async function readable(request: FastifyRequest, id: number, segment: string | undefined) {
    const member = await actingMember(request, segment);
    const survey = await surveyById(ctx.db, id, member.id);
    if (!survey) throw notFound();
    if (!currentUser(request).isStaff && survey.country.id !== member.countryId) throw notFound();
    return { member, survey };
  }

  async function staffSurvey(id: number) {
    const survey = await surveyById(ctx.db, id, 0);
    if (!survey) throw notFound();
    return survey;
  }

  function labellerOf(reader: Reader, languages: string[]): Labeller {
    const language = readingLanguage(languages, reader.language);
    return (question) => rowLabelOf(question, reader.voice, language, languages);
  }

  app.get(VETDATA_API.surveys, { schema: { querystring: listQuery }, preHandler: canRead }, async (request) => {
    const member = await actingMember(request, request.query.member);
    const user = currentUser(request);
    const country = user.isStaff ? (request.query.country ?? null) : member.countryId;
    const now = ctx.now();
    const reader = readerOf(request);
    return (await listSurveys(ctx.db, country, member.id)).map((survey) => serializeSummary(survey, reader, now));
  });

  app.post(
    VETDATA_API.surveys,
    { schema: { body: definitionSchema }, preHandler: requireStaff },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createSurvey(ctx.db, request.body, user.id);
      const survey = await surveyById(ctx.db, id, user.memberId);
      if (!survey) throw notFound();
      const reader = readerOf(request);
      const structure = await structureOf(id);
      return reply
        .code(201)
        .send(serializeSurvey(survey, structure, reader, labellerOf(reader, survey.languages), ctx.now()));
    },
  );

  app.get(
    routeOf(VETDATA_API.survey, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request) => {
      const { survey } = await readable(request, request.params.id, request.query.member);
      const reader = readerOf(request);
      const structure = await structureOf(survey.id);
      return serializeSurvey(survey, structure, reader, labellerOf(reader, survey.languages), ctx.now());
    },
  );

  app.get(
    routeOf(VETDATA_API.answer, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request) => {
      const { survey } = await readable(request, request.params.id, request.query.member);
      return serializeAnswer(survey.answer, survey, ctx.now());
    },
  );

  app.patch(
    routeOf(VETDATA_API.answer, 'id'),
    { schema: { params: idParams, querystring: memberQuery, body: answerPatchSchema }, preHandler: canRead },
    async (request) => {
      const { member, survey } = await readable(request, request.params.id, request.query.member);
      const reader = readerOf(request);
      const now = ctx.now();
      assertOpen(survey, now, reader.voice);
      const { questions } = await structureOf(survey.id);
      const acting = { surveyId: survey.id, memberId: member.id, userId: currentUser(request).id };
      const labeller = labellerOf(reader, survey.languages);
      const { errors } = await saveDraft(ctx.db, acting, questions, request.body.values, reader.voice, labeller, now);
      const saved = await surveyById(ctx.db, survey.id, member.id);
      return { answer: serializeAnswer(saved?.answer ?? null, survey, now), errors };
    },
  );

  app.post(
    routeOf(VETDATA_API.submit, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request) => {
      const { member, survey } = await readable(request, request.params.id, request.query.member);
      const reader = readerOf(request);
      const now = ctx.now();
      assertOpen(survey, now, reader.voice);
      const { questions } = await structureOf(survey.id);
      const acting = { surveyId: survey.id, memberId: member.id, userId: currentUser(request).id };
      await submitAnswer(ctx.db, acting, questions, reader.voice, labellerOf(reader, survey.languages), now);
      const saved = await surveyById(ctx.db, survey.id, member.id);
      return serializeAnswer(saved?.answer ?? null, survey, now);
    },
  );

  async function benchmarksOf(request: FastifyRequest, id: number, segment: string | undefined) {
    const { member, survey } = await readable(request, id, segment);
    const reader = readerOf(request);
    const band = survey.answer?.submittedAt ? survey.answer.sizeBand : null;
    const [structure, figures] = await Promise.all([
      structureOf(survey.id),
      band ? figuresOf(ctx.db, survey.id, band) : Promise.resolve([]),
    ]);
    // The band comes from the staff count, so its line counts every submitted clinic of the band.
    const staffCount = structure.questions.find((question) => question.role === 'staffCount');
    const clinics = figures.find((figure) => figure.questionId === staffCount?.id && figure.rowCode === '')?.n ?? 0;
    const benchmarks = serializeBenchmarks({
      survey,
      member,
      answer: survey.answer,
      structure,
      figures,
      clinics,
      reader,
      labeller: labellerOf(reader, survey.languages),
    });
    return { benchmarks, survey, reader };
  }

  app.get(
    routeOf(VETDATA_API.benchmarks, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request) => (await benchmarksOf(request, request.params.id, request.query.member)).benchmarks,
  );

  app.get(
    routeOf(VETDATA_API.benchmarksPdf, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request, reply) => {
      const { benchmarks, survey, reader } = await benchmarksOf(request, request.params.id, request.query.member);
      const pdf = await renderBenchmarksPdf(benchmarks, survey, reader, ctx.now());
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': contentDisposition(benchmarksFileName(survey, benchmarks.member.id), false),
          'Content-Security-Policy': 'sandbox',
          'Cache-Control': 'private, no-store',
        })
        .send(pdf);
    },
  );

  app.get(
    routeOf(VETDATA_API.responseRates, 'id'),
    { schema: { params: idParams, querystring: staffQuery }, preHandler: requireStaff },
    async (request) => {
      const survey = await staffSurvey(request.params.id);
      const { country } = request.query;
      const rows = await responseRates(
        ctx.db,
        { id: survey.id, countryId: survey.country.id },
        country === undefined ? {} : { country },
      );
      const withRate = <T extends { submitted: number; eligible: number }>(row: T) => ({
        ...row,
        rate: rate(row.submitted, row.eligible),
      });
      return {
        ...withRate(rows.total),
        byCountry: rows.byCountry.map(withRate),
        byLevel: rows.byLevel.map(withRate),
      };
    },
  );

  app.get(
    routeOf(VETDATA_API.nonResponders, 'id'),
    { schema: { params: idParams, querystring: staffQuery }, preHandler: requireStaff },
    async (request) => {
      const survey = await staffSurvey(request.params.id);
      const { country, level } = request.query;
      const window = requestedWindow(request);
      const { rows, total } = await nonResponders(
        ctx.db,
        { id: survey.id, countryId: survey.country.id },
        { ...(country === undefined ? {} : { country }), ...(level === undefined ? {} : { level }) },
        window,
      );
      return pageBody(
        request,
        window,
        total,
        rows.map((row) => ({
          member: { id: row.memberId, name: row.memberName, country: row.country },
          status: row.status,
          lastRemindedAt: row.lastRemindedAt ? row.lastRemindedAt.toISOString() : null,
        })),
      );
    },
  );

  app.post(
    routeOf(VETDATA_API.reminders, 'id'),
    { schema: { params: idParams, body: reminderSchema }, preHandler: [requireStaff, throttleReminders] },
    async (request) => {
      const survey = await staffSurvey(request.params.id);
      const now = ctx.now();
      assertOpen(survey, now, readerOf(request).voice);
      return sendReminders(
        {
          db: ctx.db,
          mailer: ctx.mailer,
          portalUrl: ctx.config.portalUrl,
          intervalHours: ctx.config.vetdataReminderIntervalHours,
        },
        survey,
        request.body,
        currentUser(request).id,
        now,
      );
    },
  );

  app.get(
    routeOf(VETDATA_API.supplierAggregates, 'id'),
    { schema: { params: idParams, querystring: staffQuery }, preHandler: requireStaff },
    async (request) => {
      const survey = await staffSurvey(request.params.id);
      const reader = readerOf(request);
      const { country } = request.query;
      const [structure, figures] = await Promise.all([
        structureOf(survey.id),
        country === undefined || country === survey.country.id ? figuresOf(ctx.db, survey.id, '*') : [],
      ]);
      return serializeSupplierAggregates({
        survey,
        structure,
        figures,
        reader,
        labeller: labellerOf(reader, survey.languages),
      });
    },
  );
};

// VetData (spec §6 feature 16; our design: docs/api.md "VetData", paths in lib/contract/vetdata.ts).
// Surveys, the acting member's answer and benchmarks need feature 16 (staff pass); the member is
// `?member=` through the member-access rule (own member, a chain user's tree, staff any). A member
// reads only its own country's surveys (another's is not found). Response rates, non-responders,
// reminders, supplier aggregates and new surveys are staff-only. Three combined calls answer a page's
// server render at once (the member dashboard's, the members report's, the suppliers' pages'), each
// part exactly its own call's answer. Reads on GETs go through the read cache after the per-request member check.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import {
  chosenSurveyOf,
  type MemberDashboardAnswer,
  type MembersReportAnswer,
  type ResponseRates,
  type SuppliersDashboardAnswer,
  type SurveySection,
  VETDATA_API,
} from '../../contract/vetdata';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requireFeature } from '../../http/guards';
import { sendJsonText } from '../../http/json-text';
import { addressOf, type PageAddress, pageBody, requestedWindow } from '../../http/pagination';
import { firstQueryValue, idParams, querySchema } from '../../http/params';
import { requestMember } from '../../http/request-member';
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
  type FigureRow,
  memberById,
  type MemberRow,
  nonResponders,
  responseRates,
  surveyById,
  structureCache,
  type SurveyRow,
  type SurveyWithAnswer,
} from './queries';
import { readingLanguage, rowLabelOf, surveyState } from './rules';
import {
  type Labeller,
  type Reader,
  serializeAnswer,
  serializeBenchmarks,
  serializeSummary,
  serializeSections,
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
const dashboardQuery = querySchema({ member: text, survey: optionalId });
const suppliersQuery = querySchema({ survey: optionalId, country: optionalId });
const staffQuery = querySchema({ country: optionalId, level: optionalId });
const membersReportQuery = querySchema({ survey: optionalId, country: optionalId, level: optionalId });

const READS = new Set(['GET', 'HEAD']);

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

  /**
   * A read through the read cache on a GET (every write empties it, so a reader never sees older
   * rows than its own last write), straight from the database on a write. Only rows the user may
   * read are asked for: the member is checked first, per request, and never cached.
   */
  const read = <T>(request: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> =>
    READS.has(request.method) ? (ctx.contentCache.get(`vetdata|${key}`, load) as Promise<T>) : load();

  /** The acting member (`?member=`), which the user may act for (asked once per request). */
  async function actingMember(request: FastifyRequest, segment: string | undefined) {
    const id = await requestMember(ctx.db, request, segment);
    const member = await read(request, `member|${id}`, () => memberById(ctx.db, id));
    if (!member) throw notFound();
    return member;
  }

  /** A member reads only its own country's surveys (another's is not found); staff read any. */
  const mayRead = (request: FastifyRequest, member: MemberRow, survey: SurveyWithAnswer) =>
    currentUser(request).isStaff || survey.country.id === member.countryId;

  /** The survey with the acting member's answer; not found unless staff or of the member's country. */
  async function readable(request: FastifyRequest, id: number, segment: string | undefined) {
    const member = await actingMember(request, segment);
    const survey = await read(request, `survey|${id}|${member.id}`, () => surveyById(ctx.db, id, member.id));
    if (!survey || !mayRead(request, member, survey)) throw notFound();
    return { member, survey };
  }

  /**
   * The stored figures of a cell (a survey and a size band, `*` the whole survey): the same for every
   * reader, so kept in the read cache; who may read them is checked before, per request. A
   * submission (which recomputes them) is a write, and every write empties the cache.
   */
  const figuresCached = (surveyId: number, band: string) =>
    ctx.seriesCache.get(`vetdata-figures|${surveyId}|${band}`, () => figuresOf(ctx.db, surveyId, band)) as Promise<
      FigureRow[]
    >;

  /** The acting member's list of surveys, as `GET surveys/` answers it. */
  async function surveyList(request: FastifyRequest, member: MemberRow, country: number | undefined) {
    const user = currentUser(request);
    const countryId = user.isStaff ? (country ?? null) : member.countryId;
    const now = ctx.now();
    const reader = readerOf(request);
    const rows = await read(request, `surveys|${countryId ?? '*'}|${member.id}`, () =>
      listSurveys(ctx.db, countryId, member.id),
    );
    return { rows, summaries: rows.map((survey) => serializeSummary(survey, reader, now)) };
  }

  async function staffSurvey(request: FastifyRequest, id: number) {
    const survey = await read(request, `survey|${id}|0`, () => surveyById(ctx.db, id, 0));
    if (!survey) throw notFound();
    return survey;
  }

  function labellerOf(reader: Reader, languages: string[]): Labeller {
    const language = readingLanguage(languages, reader.language);
    return (question) => rowLabelOf(question, reader.voice, language, languages);
  }

  /**
   * A survey's sections and questions as a reader of one language gets them, made once per process
   * (like the structure they come from, they never change; the voice's texts are the build's).
   */
  const sectionTexts = new Map<string, Promise<SurveySection[]>>();
  function sectionsFor(survey: SurveyWithAnswer, reader: Reader): Promise<SurveySection[]> {
    const key = `${survey.id}|${reader.language}`;
    const known = sectionTexts.get(key);
    if (known) return known;
    const made = structureOf(survey.id).then((structure) =>
      serializeSections(survey, structure, reader, labellerOf(reader, survey.languages)),
    );
    made.catch(() => sectionTexts.delete(key));
    if (sectionTexts.size >= 500) sectionTexts.clear();
    sectionTexts.set(key, made);
    return made;
  }

  app.get(VETDATA_API.surveys, { schema: { querystring: listQuery }, preHandler: canRead }, async (request) => {
    const member = await actingMember(request, request.query.member);
    return (await surveyList(request, member, request.query.country)).summaries;
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

  /**
   * The form's answer as JSON text, kept with the survey row the read cache holds (that row is read
   * again after every write, so a new row gets new text) per reader language and survey state (the
   * only parts of the answer that move with the clock): the form's page reloads it on every visit.
   */
  const surveyTexts = new WeakMap<SurveyWithAnswer, Map<string, string>>();
  async function surveyText(survey: SurveyWithAnswer, reader: Reader): Promise<string> {
    const now = ctx.now();
    const key = `${reader.language}|${surveyState(survey, now)}`;
    let texts = surveyTexts.get(survey);
    const known = texts?.get(key);
    if (known !== undefined) return known;
    const [structure, sections] = await Promise.all([structureOf(survey.id), sectionsFor(survey, reader)]);
    const labeller = labellerOf(reader, survey.languages);
    const text = JSON.stringify(serializeSurvey(survey, structure, reader, labeller, now, sections));
    if (!texts) {
      texts = new Map();
      surveyTexts.set(survey, texts);
    }
    texts.set(key, text);
    return text;
  }

  app.get(
    routeOf(VETDATA_API.survey, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request, reply) => {
      const { survey } = await readable(request, request.params.id, request.query.member);
      const text = await surveyText(survey, readerOf(request));
      return sendJsonText(reply, text);
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

  /**
   * The benchmarks of a survey the user may read (checked before) for the acting member, as a reader
   * of the request's language gets them: made from the member's answer, the survey's structure and
   * the stored figures, none of which changes but by a write, so kept in the read cache.
   */
  async function benchmarksFor(request: FastifyRequest, member: MemberRow, survey: SurveyWithAnswer) {
    const reader = readerOf(request);
    const benchmarks = await read(request, `benchmarks|${survey.id}|${member.id}|${reader.language}`, async () => {
      const band = survey.answer?.submittedAt ? survey.answer.sizeBand : null;
      const [structure, figures] = await Promise.all([
        structureOf(survey.id),
        band ? figuresCached(survey.id, band) : Promise.resolve([]),
      ]);
      // The band comes from the staff count, so its line counts every submitted clinic of the band.
      const staffCount = structure.questions.find((question) => question.role === 'staffCount');
      const clinics = figures.find((figure) => figure.questionId === staffCount?.id && figure.rowCode === '')?.n ?? 0;
      return serializeBenchmarks({
        survey,
        member,
        answer: survey.answer,
        structure,
        figures,
        clinics,
        reader,
        labeller: labellerOf(reader, survey.languages),
      });
    });
    return { benchmarks, reader };
  }

  async function benchmarksOf(request: FastifyRequest, id: number, segment: string | undefined) {
    const { member, survey } = await readable(request, id, segment);
    return { ...(await benchmarksFor(request, member, survey)), survey };
  }

  app.get(
    routeOf(VETDATA_API.benchmarks, 'id'),
    { schema: { params: idParams, querystring: memberQuery }, preHandler: canRead },
    async (request) => (await benchmarksOf(request, request.params.id, request.query.member)).benchmarks,
  );

  /** A survey's supplier aggregates (staff), for `country` when given (another country's has none). */
  async function aggregatesOf(request: FastifyRequest, survey: SurveyRow, country: number | undefined) {
    const reader = readerOf(request);
    // Made from the structure and the stored figures, which only a write changes: in the read cache.
    return read(request, `aggregates|${survey.id}|${country ?? '*'}|${reader.language}`, async () => {
      const [structure, figures] = await Promise.all([
        structureOf(survey.id),
        country === undefined || country === survey.country.id ? figuresCached(survey.id, '*') : [],
      ]);
      return serializeSupplierAggregates({
        survey,
        structure,
        figures,
        reader,
        labeller: labellerOf(reader, survey.languages),
      });
    });
  }

  // The member dashboard's server render in one call: the survey list and the chosen survey's
  // benchmarks, each exactly as its own call answers it, the member checked once; the chosen
  // survey's row (with the member's answer) is the list's own, so it is not read again.
  //
  // Its JSON text is kept with the read-cached list rows and benchmarks it was made from (a write
  // reads new ones, so new text), per reader language, chosen survey and the surveys' states (the
  // only parts that move with the clock): the dashboard and the report reload it on every visit.
  const dashboardTexts = new WeakMap<object, Map<string, { benchmarks: unknown; text: string }>>();
  app.get(
    VETDATA_API.memberDashboard,
    { schema: { querystring: dashboardQuery }, preHandler: canRead },
    async (request, reply) => {
      const member = await actingMember(request, request.query.member);
      const { rows, summaries } = await surveyList(request, member, undefined);
      const chosen = chosenSurveyOf(summaries, request.query.survey ?? null);
      const survey = chosen ? rows.find((row) => row.id === chosen.id) : undefined;
      if (!chosen || !survey || !mayRead(request, member, survey)) {
        return { surveys: summaries, surveyId: null, benchmarks: null } satisfies MemberDashboardAnswer;
      }
      const { benchmarks, reader } = await benchmarksFor(request, member, survey);
      const key = `${reader.language}|${survey.id}|${summaries.map((summary) => summary.state).join(',')}`;
      let texts = dashboardTexts.get(rows);
      let known = texts?.get(key);
      if (known?.benchmarks !== benchmarks) {
        const answer: MemberDashboardAnswer = { surveys: summaries, surveyId: survey.id, benchmarks };
        known = { benchmarks, text: JSON.stringify(answer) };
        if (!texts) {
          texts = new Map();
          dashboardTexts.set(rows, texts);
        }
        texts.set(key, known);
      }
      return sendJsonText(reply, known.text);
    },
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

  /**
   * A survey's response rates (staff), for `country` when given. Through the read cache: a
   * submission, a saved draft, a reminder or a change of members is a write, and empties it.
   */
  async function ratesOf(request: FastifyRequest, survey: SurveyRow, country: number | undefined) {
    const rows = await read(request, `rates|${survey.id}|${country ?? '*'}`, () =>
      responseRates(ctx.db, { id: survey.id, countryId: survey.country.id }, country === undefined ? {} : { country }),
    );
    const withRate = <T extends { submitted: number; eligible: number }>(row: T) => ({
      ...row,
      rate: rate(row.submitted, row.eligible),
    });
    const answer: ResponseRates = {
      ...withRate(rows.total),
      byCountry: rows.byCountry.map(withRate),
      byLevel: rows.byLevel.map(withRate),
    };
    return answer;
  }

  /** A page of a survey's non-responders (staff), linked to its pages as `address` says; through the read cache. */
  async function nonRespondersOf(
    request: FastifyRequest,
    address: PageAddress,
    survey: SurveyRow,
    filter: { country?: number | undefined; level?: number | undefined },
  ) {
    const { country, level } = filter;
    const window = requestedWindow(request);
    const key = `non-responders|${survey.id}|${country ?? '*'}|${level ?? '*'}|${window.offset}|${window.limit}`;
    const { rows, total } = await read(request, key, () =>
      nonResponders(
        ctx.db,
        { id: survey.id, countryId: survey.country.id },
        { ...(country === undefined ? {} : { country }), ...(level === undefined ? {} : { level }) },
        window,
      ),
    );
    return pageBody(
      address,
      window,
      total,
      rows.map((row) => ({
        member: { id: row.memberId, name: row.memberName, country: row.country },
        status: row.status,
        lastRemindedAt: row.lastRemindedAt ? row.lastRemindedAt.toISOString() : null,
      })),
    );
  }

  app.get(
    routeOf(VETDATA_API.responseRates, 'id'),
    { schema: { params: idParams, querystring: staffQuery }, preHandler: requireStaff },
    async (request) => ratesOf(request, await staffSurvey(request, request.params.id), request.query.country),
  );

  app.get(
    routeOf(VETDATA_API.nonResponders, 'id'),
    { schema: { params: idParams, querystring: staffQuery }, preHandler: requireStaff },
    async (request) => nonRespondersOf(request, request, await staffSurvey(request, request.params.id), request.query),
  );

  // The members report's server render in one call (staff): the survey list, and the chosen survey's
  // response rates and page of non-responders, each exactly as its own call answers it (the
  // non-responders' page links to that call's pages, with this call's query but `survey`).
  app.get(
    VETDATA_API.membersReport,
    { schema: { querystring: membersReportQuery }, preHandler: requireStaff },
    async (request): Promise<MembersReportAnswer> => {
      const member = await actingMember(request, undefined);
      const { rows, summaries } = await surveyList(request, member, undefined);
      const chosen = chosenSurveyOf(summaries, request.query.survey ?? null);
      const survey = chosen ? rows.find((row) => row.id === chosen.id) : undefined;
      if (!survey) return { surveys: summaries, surveyId: null, rates: null, nonResponders: null };
      const { pathname, searchParams } = new URL(request.url, 'http://api.invalid');
      searchParams.delete('survey');
      const search = searchParams.size > 0 ? `?${searchParams}` : '';
      const listPath = pathname.replace(/vetdata\/members-report\/$/, `vetdata/surveys/${survey.id}/non-responders/`);
      const [rates, list] = await Promise.all([
        ratesOf(request, survey, request.query.country),
        nonRespondersOf(request, addressOf(request, listPath, search), survey, request.query),
      ]);
      return { surveys: summaries, surveyId: survey.id, rates, nonResponders: list };
    },
  );

  app.post(
    routeOf(VETDATA_API.reminders, 'id'),
    { schema: { params: idParams, body: reminderSchema }, preHandler: [requireStaff, throttleReminders] },
    async (request) => {
      const survey = await staffSurvey(request, request.params.id);
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
    async (request) => aggregatesOf(request, await staffSurvey(request, request.params.id), request.query.country),
  );

  // The suppliers' pages' server render in one call (staff): the survey list and the chosen
  // survey's aggregates, each exactly as its own call answers it.
  app.get(
    VETDATA_API.suppliersDashboard,
    { schema: { querystring: suppliersQuery }, preHandler: requireStaff },
    async (request): Promise<SuppliersDashboardAnswer> => {
      const member = await actingMember(request, undefined);
      const { rows, summaries } = await surveyList(request, member, undefined);
      const chosen = chosenSurveyOf(summaries, request.query.survey ?? null);
      const survey = chosen ? rows.find((row) => row.id === chosen.id) : undefined;
      if (!survey) return { surveys: summaries, surveyId: null, aggregates: null };
      const aggregates = await aggregatesOf(request, survey, request.query.country);
      return { surveys: summaries, surveyId: survey.id, aggregates };
    },
  );
};

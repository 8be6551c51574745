// Writes of VetData: a survey (a new version of its key), a member's draft and its submission (the
// numbers into vetdata_facts and the cell's figures recomputed by SQL in the same transaction), and
// the reminders to the members that have not answered.
import { and, eq, sql } from 'drizzle-orm';
import { type AnswerValue, type SizeBandCode, VETDATA_ERROR_CODES, VETDATA_MIN_GROUP } from '../../contract/vetdata';
import { ApiError, validationError } from '../../core/api-errors';
import { type Db, type DbExecutor, rowsOf } from '../../db/client';
import { countries, countryLanguages, languages } from '../../db/schema/locale';
import { purchaseCategories, suppliers } from '../../db/schema/purchasing';
import {
  vetdataAnswers,
  vetdataFacts,
  vetdataQuestions,
  vetdataReminders,
  vetdataSections,
  vetdataSurveys,
} from '../../db/schema/vetdata';
import { invalidPkMessage } from '../../http/fields';
import { type Voice, voiceOf } from '../../i18n/translate';
import { type Mailer } from '../../mail/mailer';
import { type SurveyDefinitionInput } from './input';
import { type AnswerRow, nonResponders, reminderRecipients, type SurveyRow } from './queries';
import {
  checkValue,
  factsOf,
  missingRequired,
  type RowLabel,
  sizeBandOf,
  staffCountOf,
  type StoredQuestion,
  type StoredRow,
  surveyState,
  textIn,
} from './rules';

/** 409 unless the survey takes answers now. */
export function assertOpen(survey: SurveyRow, now: Date, voice: Voice): void {
  const state = surveyState(survey, now);
  if (state === 'open') return;
  throw new ApiError(409, {
    detail: voice.t(state === 'closed' ? 'vetdata.errors.closed' : 'vetdata.errors.notOpen'),
    code: state === 'closed' ? VETDATA_ERROR_CODES.closed : VETDATA_ERROR_CODES.notOpen,
  });
}

/** Category and supplier rows by code (all of them when none are named), or the unknown codes. */
async function resolveRows(
  db: DbExecutor,
  source: 'purchaseCategory' | 'supplier',
  countryId: number,
  named: { code: string }[] | undefined,
): Promise<{ rows: StoredRow[] } | { unknown: string[] }> {
  const all =
    source === 'purchaseCategory'
      ? await db
          .select({ code: purchaseCategories.code, name: purchaseCategories.name })
          .from(purchaseCategories)
          .orderBy(purchaseCategories.position, purchaseCategories.code)
      : (
          await db
            .select({ code: suppliers.code, name: suppliers.name, countryId: suppliers.countryId })
            .from(suppliers)
            .orderBy(suppliers.name)
        ).filter((row) => row.countryId === null || row.countryId === countryId);
  if (!named) return { rows: all.map(({ code, name }) => ({ code, name })) };
  const byCode = new Map(all.map((row) => [row.code, row]));
  const unknown = named.filter((row) => !byCode.has(row.code)).map((row) => row.code);
  if (unknown.length > 0) return { unknown };
  return { rows: named.map((row) => ({ code: row.code, name: byCode.get(row.code)?.name ?? row.code })) };
}

/** A new survey, or a new version of `key`: its id. */
export async function createSurvey(db: Db, input: SurveyDefinitionInput, userId: number): Promise<number> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country));
  if (!country) throw validationError({ country: [invalidPkMessage(input.country)] });
  const spoken = await db
    .select({ code: languages.code })
    .from(countryLanguages)
    .innerJoin(languages, eq(languages.id, countryLanguages.languageId))
    .where(eq(countryLanguages.countryId, input.country));
  const codes = new Set(spoken.map((row) => row.code));
  const foreign = input.languages.filter((code) => !codes.has(code));
  if (foreign.length > 0) {
    throw validationError({ languages: [`Not a language of the country: ${foreign.join(', ')}.`] });
  }
  // Category and supplier rows are resolved now, so the survey keeps the rows it was answered with.
  const errors: Record<string, Record<string, unknown>> = {};
  const sections = await Promise.all(
    input.sections.map(async (section, s) => ({
      ...section,
      questions: await Promise.all(
        section.questions.map(async (question, q) => {
          const settings = question.settings as { rowSource?: string; rows?: { code: string }[] };
          if (question.kind !== 'matrix' || settings.rowSource === 'fixed') return question;
          const resolved = await resolveRows(
            db,
            settings.rowSource as 'purchaseCategory' | 'supplier',
            input.country,
            settings.rows,
          );
          if ('unknown' in resolved) {
            errors[`sections.${s}.questions.${q}`] = { rows: [`Unknown codes: ${resolved.unknown.join(', ')}.`] };
            return question;
          }
          return { ...question, settings: { ...question.settings, rows: resolved.rows } };
        }),
      ),
    })),
  );
  if (Object.keys(errors).length > 0) throw validationError({ sections: errors as never });

  return db.transaction(async (tx) => {
    // One version at a time per key, also between two staff saving at once on a server.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vetdata:${input.key}`}))`);
    const [latest] = await rowsOf<{ version: number | null }>(
      tx,
      sql`select max(version) as version from vetdata_surveys where key = ${input.key}`,
    );
    const [survey] = await tx
      .insert(vetdataSurveys)
      .values({
        key: input.key,
        version: Number(latest?.version ?? 0) + 1,
        countryId: input.country,
        languages: input.languages,
        title: input.title,
        description: input.description,
        opensAt: new Date(input.opensAt),
        closesAt: new Date(input.closesAt),
        createdById: userId,
      })
      .returning({ id: vetdataSurveys.id });
    if (!survey) throw new Error('Could not create the survey');
    let position = 0;
    for (const [index, section] of sections.entries()) {
      const [row] = await tx
        .insert(vetdataSections)
        .values({ surveyId: survey.id, position: index, title: section.title, description: section.description })
        .returning({ id: vetdataSections.id });
      if (!row) throw new Error('Could not create a section');
      await tx.insert(vetdataQuestions).values(
        section.questions.map((question) => {
          position += 1;
          return {
            surveyId: survey.id,
            sectionId: row.id,
            position,
            code: question.code,
            kind: question.kind,
            required: question.required,
            role: question.role,
            text: question.text,
            help: question.help,
            settings: question.settings,
          };
        }),
      );
    }
    return survey.id;
  });
}

type Acting = { surveyId: number; memberId: number; userId: number };

/** The acting member's answer row, locked until the transaction ends (made empty first when missing). */
async function lockedAnswer(tx: DbExecutor, acting: Acting, now: Date): Promise<AnswerRow> {
  await tx
    .insert(vetdataAnswers)
    .values({
      surveyId: acting.surveyId,
      memberId: acting.memberId,
      status: 'draft',
      values: {},
      updatedAt: now,
      updatedById: acting.userId,
    })
    .onConflictDoNothing({ target: [vetdataAnswers.surveyId, vetdataAnswers.memberId] });
  const [row] = await tx
    .select({
      status: vetdataAnswers.status,
      values: vetdataAnswers.values,
      submittedValues: vetdataAnswers.submittedValues,
      sizeBand: vetdataAnswers.sizeBand,
      updatedAt: vetdataAnswers.updatedAt,
      submittedAt: vetdataAnswers.submittedAt,
    })
    .from(vetdataAnswers)
    .where(and(eq(vetdataAnswers.surveyId, acting.surveyId), eq(vetdataAnswers.memberId, acting.memberId)))
    .for('update');
  if (!row) throw new Error('the answer row was not made');
  return row as AnswerRow;
}

/**
 * PATCH `answer/`: every valid value is saved into the draft (null clears one), the others are
 * answered with their reasons. A submitted answer that changes becomes a draft again until it is
 * submitted anew; its last submission keeps counting (rates, benchmarks) meanwhile. The values are
 * merged into the answer as stored at that moment, under its row lock: two PATCHes at once (two
 * tabs, a chain user and the clinic) each keep their values, and the unique (survey, member) index
 * keeps it one row.
 */
export async function saveDraft(
  db: Db,
  acting: Acting,
  questions: readonly StoredQuestion[],
  sent: Record<string, unknown>,
  voice: Voice,
  labeller: (question: StoredQuestion) => RowLabel,
  now: Date,
): Promise<{ errors: Record<string, string[]>; changed: boolean }> {
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  const checked = new Map<string, unknown>();
  const errors: Record<string, string[]> = {};
  for (const [id, value] of Object.entries(sent)) {
    const question = byId.get(id);
    if (!question) {
      errors[id] = [voice.t('vetdata.errors.unknownQuestion')];
      continue;
    }
    const result = checkValue(question, value, voice, labeller(question));
    if (!result.ok) errors[id] = result.errors;
    else checked.set(id, result.value);
  }
  const changed = await db.transaction(async (tx) => {
    const stored = await lockedAnswer(tx, acting, now);
    const values: Record<string, unknown> = { ...stored.values };
    for (const [id, value] of checked) {
      if (value === null) delete values[id];
      else values[id] = value;
    }
    if (JSON.stringify(values) === JSON.stringify(stored.values)) return false;
    await tx
      .update(vetdataAnswers)
      .set({ status: 'draft', values, updatedAt: now, updatedById: acting.userId })
      .where(and(eq(vetdataAnswers.surveyId, acting.surveyId), eq(vetdataAnswers.memberId, acting.memberId)));
    return true;
  });
  return { errors, changed };
}

/**
 * POST `answer/submit/`: every required question answered and every stored value still valid, or
 * 400 `{values: {<id>: [message]}}`. Then, in one transaction: the answer submitted, its numbers
 * replace its facts, and the figures of the cells it leaves and joins are recomputed. The answer is
 * read under its row lock, so a PATCH at the same moment is either in the submission or after it (a
 * draft again), never lost.
 */
export async function submitAnswer(
  db: Db,
  acting: Acting,
  questions: readonly StoredQuestion[],
  voice: Voice,
  labeller: (question: StoredQuestion) => RowLabel,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Submissions to one survey one after the other, so each recomputation sees the others' facts.
    await tx.execute(sql`select id from vetdata_surveys where id = ${acting.surveyId} for update`);
    const previous = await lockedAnswer(tx, acting, now);
    const values: Record<string, AnswerValue> = {};
    const errors: Record<string, string[]> = {};
    for (const question of questions) {
      const id = String(question.id);
      const value = previous.values[id];
      if (value === undefined) continue;
      const checked = checkValue(question, value, voice, labeller(question));
      if (checked.ok) values[id] = checked.value;
      else errors[id] = checked.errors;
    }
    const missing = missingRequired(questions, values, voice);
    for (const [id, messages] of Object.entries(missing)) errors[id] = [...(errors[id] ?? []), ...messages];
    // Thrown inside: the transaction rolls back, and an answer row made only for the lock goes with it.
    if (Object.keys(errors).length > 0) throw validationError({ values: errors });

    const band = sizeBandOf(staffCountOf(questions, values));
    const facts = factsOf(questions, values);
    await tx
      .update(vetdataAnswers)
      .set({
        status: 'submitted',
        values,
        submittedValues: values,
        sizeBand: band,
        updatedAt: now,
        submittedAt: now,
        updatedById: acting.userId,
      })
      .where(and(eq(vetdataAnswers.surveyId, acting.surveyId), eq(vetdataAnswers.memberId, acting.memberId)));
    await tx
      .delete(vetdataFacts)
      .where(and(eq(vetdataFacts.surveyId, acting.surveyId), eq(vetdataFacts.memberId, acting.memberId)));
    if (facts.length > 0) {
      await tx.insert(vetdataFacts).values(
        facts.map((fact) => ({
          surveyId: acting.surveyId,
          memberId: acting.memberId,
          questionId: fact.questionId,
          rowCode: fact.rowCode,
          sizeBand: band,
          value: fact.value,
        })),
      );
    }
    const bands = [previous.submittedAt ? previous.sizeBand : null, band].filter(
      (code): code is SizeBandCode => code !== null,
    );
    await refreshFigures(tx, acting.surveyId, [...new Set(bands)]);
  });
}

/**
 * Recomputes the figures of the survey's cells in `bands` (every band when null), then the
 * whole-survey cell `*` of the category and supplier matrices, from the clinics of the cells that
 * reach the threshold only: a small cell's answers never enter a figure, so no two figures differ by
 * a small group's answers. Quartiles by percentile_cont (one sort per line for the three).
 */
export async function refreshFigures(db: DbExecutor, surveyId: number, bands: readonly string[] | null): Promise<void> {
  const inBands =
    bands === null
      ? sql`size_band is not null`
      : bands.length === 0
        ? sql`false`
        : sql`size_band in (${sql.join(
            bands.map((band) => sql`${band}`),
            sql`, `,
          )})`;
  await db.execute(sql`delete from vetdata_figures where survey_id = ${surveyId} and (${inBands} or size_band = '*')`);
  await db.execute(sql`
    insert into vetdata_figures (survey_id, size_band, question_id, row_code, n, q1, median, q3)
    select survey_id, size_band, question_id, row_code, n, pc[1], pc[2], pc[3] from (
      select survey_id, size_band, question_id, row_code, count(*)::int as n,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by value) as pc
      from vetdata_facts where survey_id = ${surveyId} and ${inBands}
      group by survey_id, size_band, question_id, row_code) cells`);
  await db.execute(sql`
    insert into vetdata_figures (survey_id, size_band, question_id, row_code, n, q1, median, q3)
    select ${surveyId}, '*', question_id, row_code, n, pc[1], pc[2], pc[3] from (
      select f.question_id, f.row_code, count(*)::int as n,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by f.value) as pc
      from vetdata_facts f
      join vetdata_questions q on q.id = f.question_id
        and q.kind = 'matrix' and q.settings->>'rowSource' in ('purchaseCategory', 'supplier')
      join vetdata_figures c on c.survey_id = f.survey_id and c.size_band = f.size_band
        and c.question_id = f.question_id and c.row_code = f.row_code and c.n >= ${VETDATA_MIN_GROUP}
      where f.survey_id = ${surveyId}
      group by f.question_id, f.row_code) lines`);
}

export type ReminderContext = { db: Db; mailer: Mailer; portalUrl: string; intervalHours: number };

/**
 * Mails each non-responder's users (in their own language) a reminder, except members reminded
 * within the interval (skipped); records when each member was reminded.
 */
export async function sendReminders(
  ctx: ReminderContext,
  survey: SurveyRow,
  request: { members?: number[]; country?: number },
  staffUserId: number,
  now: Date,
): Promise<{ reminded: number; skipped: number }> {
  const { rows } = await nonResponders(
    ctx.db,
    { id: survey.id, countryId: survey.country.id },
    {
      ...(request.country === undefined ? {} : { country: request.country }),
      ...(request.members ? { members: request.members } : {}),
    },
    null,
  );
  const since = now.getTime() - ctx.intervalHours * 3_600_000;
  const due = rows.filter((row) => !row.lastRemindedAt || row.lastRemindedAt.getTime() <= since);
  const recipients = await reminderRecipients(
    ctx.db,
    due.map((row) => row.memberId),
  );
  const names = new Map(due.map((row) => [row.memberId, row.memberName]));
  const link = `${ctx.portalUrl.replace(/\/$/, '')}/vetdata/surveys/${survey.id}`;
  for (const recipient of recipients) {
    const voice = voiceOf(recipient.language);
    const { t } = voice;
    const title = textIn(survey.title, recipient.language, survey.languages);
    await ctx.mailer.send({
      to: recipient.email,
      subject: t('mail.vetdataReminder.subject', { survey: title }),
      text: [
        t('mail.greeting', { name: recipient.firstName || recipient.email }),
        '',
        t('mail.vetdataReminder.body', {
          member: names.get(recipient.memberId) ?? '',
          survey: title,
          date: voice.date(survey.closesAt),
        }),
        link,
      ].join('\n'),
      link,
    });
  }
  const mailed = [...new Set(recipients.map((recipient) => recipient.memberId))];
  if (mailed.length > 0) {
    await ctx.db
      .insert(vetdataReminders)
      .values(mailed.map((memberId) => ({ surveyId: survey.id, memberId, remindedAt: now, remindedById: staffUserId })))
      .onConflictDoUpdate({
        target: [vetdataReminders.surveyId, vetdataReminders.memberId],
        set: { remindedAt: now, remindedById: staffUserId },
      });
  }
  return { reminded: mailed.length, skipped: rows.length - mailed.length };
}

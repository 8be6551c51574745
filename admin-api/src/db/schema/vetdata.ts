// VetData (spec §6 feature 16): clinic surveys, each member's answer, and the benchmark figures
// computed from the submitted answers. Our design (the spec has no API for it): docs/api.md "VetData".
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { createdAt } from './columns';
import { countries } from './locale';

/** Texts in the survey's languages: `{<language code>: text}`. */
type Texts = Record<string, string>;

/** A survey version of one country: `key` names the survey across versions (a yearly round is a new version). */
export const vetdataSurveys = pgTable(
  'vetdata_surveys',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Language codes, the first the default. */
    languages: text('languages').array().notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vetdata_surveys_key_version_idx').on(t.key, t.version),
    index('vetdata_surveys_country_idx').on(t.countryId, t.opensAt),
    check('vetdata_surveys_dates_check', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

export const vetdataSections = pgTable(
  'vetdata_sections',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => vetdataSurveys.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
  },
  (t) => [uniqueIndex('vetdata_sections_position_idx').on(t.surveyId, t.position)],
);

export const vetdataQuestions = pgTable(
  'vetdata_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => vetdataSurveys.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => vetdataSections.id, { onDelete: 'cascade' }),
    /** Order within the survey (sections' questions numbered through). */
    position: smallint('position').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    required: boolean('required').notNull().default(false),
    /** `staffCount`: the clinic's size for its peer group. */
    role: varchar('role', { length: 16 }),
    text: jsonb('text').$type<Texts>().notNull(),
    help: jsonb('help').$type<Texts>().notNull(),
    /** The kind's settings (unit, min, max, decimals, options or rows with labels per language, ...). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('vetdata_questions_code_idx').on(t.surveyId, t.code),
    index('vetdata_questions_section_idx').on(t.sectionId, t.position),
  ],
);

/**
 * A member's answer: `values` is the working copy (the draft, saved while typing); the last
 * submitted values are in `vetdata_facts` (the numbers) and `submitted_values`. `size_band` is the
 * band of the last submission's staff count.
 */
export const vetdataAnswers = pgTable(
  'vetdata_answers',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => vetdataSurveys.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    submittedValues: jsonb('submitted_values').$type<Record<string, unknown>>(),
    sizeBand: varchar('size_band', { length: 4 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedById: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('vetdata_answers_member_idx').on(t.surveyId, t.memberId),
    check('vetdata_answers_status_check', sql`${t.status} in ('draft', 'submitted')`),
  ],
);

/**
 * The numbers of the submitted answers, one row per question (and matrix row), with the answer's
 * size band: what the figures are computed from. Rewritten at each submission of the answer.
 */
export const vetdataFacts = pgTable(
  'vetdata_facts',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => vetdataSurveys.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => vetdataQuestions.id, { onDelete: 'cascade' }),
    /** The matrix row's code; '' for a number or scale question. */
    rowCode: varchar('row_code', { length: 64 }).notNull().default(''),
    sizeBand: varchar('size_band', { length: 4 }),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.memberId, t.questionId, t.rowCode] }),
    // The figures of a cell (survey, band) read in order, per question and row.
    index('vetdata_facts_cell_idx').on(t.surveyId, t.sizeBand, t.questionId, t.rowCode, t.value),
  ],
);

/**
 * The figures of each cell: per survey, size band (`*`: the whole survey, for the supplier
 * aggregates) and question (and row). Recomputed by SQL (percentile_cont) from `vetdata_facts` when
 * an answer of the cell is submitted, so reading a benchmark is an index lookup. `n` is kept for
 * every cell; the API shows figures only where n reaches VETDATA_MIN_GROUP.
 */
export const vetdataFigures = pgTable(
  'vetdata_figures',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => vetdataSurveys.id, { onDelete: 'cascade' }),
    sizeBand: varchar('size_band', { length: 4 }).notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => vetdataQuestions.id, { onDelete: 'cascade' }),
    rowCode: varchar('row_code', { length: 64 }).notNull().default(''),
    n: integer('n').notNull(),
    q1: doublePrecision('q1').notNull(),
    median: doublePrecision('median').notNull(),
    q3: doublePrecision('q3').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.sizeBand, t.questionId, t.rowCode] })],
);

/** When a member was last reminded of a survey (the reminder interval counts from it). */
export const vetdataReminders = pgTable(
  'vetdata_reminders',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => vetdataSurveys.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull(),
    remindedById: integer('reminded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.memberId] })],
);

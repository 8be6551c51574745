// Reads of VetData: surveys with the acting member's answer, a survey's questions, the benchmark
// figures of a cell (read from vetdata_figures, which the service recomputes by SQL at each
// submission), the staff's response rates and non-responders, and the supplier aggregates.
import { sql, type SQL } from 'drizzle-orm';
import { type AnswerStatus, type SizeBandCode } from '../../contract/vetdata';
import { type DbExecutor, rowsOf } from '../../db/client';
import { type PageWindow } from '../../http/pagination';
import { type StoredQuestion, type Texts } from './rules';

export type CountryRef = { id: number; code: string; name: string };

export type SurveyRow = {
  id: number;
  key: string;
  version: number;
  country: CountryRef;
  languages: string[];
  title: Texts;
  description: Texts;
  opensAt: Date;
  closesAt: Date;
  questionCount: number;
};

export type AnswerRow = {
  status: 'draft' | 'submitted';
  values: Record<string, unknown>;
  submittedValues: Record<string, unknown> | null;
  sizeBand: SizeBandCode | null;
  updatedAt: Date;
  submittedAt: Date | null;
};

type RawSurvey = {
  id: number;
  key: string;
  version: number;
  country: CountryRef;
  languages: string[];
  title: Texts;
  description: Texts;
  opens_at: Date | string;
  closes_at: Date | string;
  question_count: number;
  answer: null | {
    status: 'draft' | 'submitted';
    values: Record<string, unknown>;
    submittedValues: Record<string, unknown> | null;
    sizeBand: SizeBandCode | null;
    updatedAt: string;
    submittedAt: string | null;
  };
};

export type SurveyWithAnswer = SurveyRow & { answer: AnswerRow | null };

function toSurvey(row: RawSurvey): SurveyWithAnswer {
  const { answer } = row;
  return {
    id: Number(row.id),
    key: row.key,
    version: Number(row.version),
    country: { id: Number(row.country.id), code: row.country.code, name: row.country.name },
    languages: row.languages,
    title: row.title,
    description: row.description,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    questionCount: Number(row.question_count),
    answer: answer
      ? {
          status: answer.status,
          values: answer.values,
          submittedValues: answer.submittedValues,
          sizeBand: answer.sizeBand,
          updatedAt: new Date(answer.updatedAt),
          submittedAt: answer.submittedAt ? new Date(answer.submittedAt) : null,
        }
      : null,
  };
}

function selectSurveys(memberId: number, where: SQL): SQL {
  return sql`
    select s.id, s.key, s.version, s.languages, s.title, s.description, s.opens_at, s.closes_at,
      json_build_object('id', c.id, 'code', c.code, 'name', c.name) as country,
      (select count(*) from vetdata_questions q where q.survey_id = s.id)::int as question_count,
      (select json_build_object('status', a.status, 'values', a.values, 'submittedValues', a.submitted_values,
          'sizeBand', a.size_band, 'updatedAt', a.updated_at, 'submittedAt', a.submitted_at)
         from vetdata_answers a where a.survey_id = s.id and a.member_id = ${memberId}) as answer
    from vetdata_surveys s
    join countries c on c.id = s.country_id
    where ${where}
    order by s.opens_at desc, s.id desc`;
}

/** Surveys of a country (every country's when null), newest first, with the member's answer. */
export async function listSurveys(db: DbExecutor, countryId: number | null, memberId: number) {
  const where = countryId === null ? sql`true` : sql`s.country_id = ${countryId}`;
  return (await rowsOf<RawSurvey>(db, selectSurveys(memberId, where))).map(toSurvey);
}

export async function surveyById(db: DbExecutor, id: number, memberId: number) {
  const [row] = await rowsOf<RawSurvey>(db, selectSurveys(memberId, sql`s.id = ${id}`));
  return row ? toSurvey(row) : null;
}

export type SectionRow = { id: number; position: number; title: Texts; description: Texts };

/** The survey's sections and questions, in order. */
export async function surveyStructure(db: DbExecutor, surveyId: number): Promise<Structure> {
  const [sections, questions] = await Promise.all([
    rowsOf<SectionRow>(
      db,
      sql`select id, position, title, description from vetdata_sections where survey_id = ${surveyId} order by position`,
    ),
    rowsOf<StoredQuestion & { section_id: number }>(
      db,
      sql`select id, section_id, position, code, kind, required, role, text, help, settings
          from vetdata_questions where survey_id = ${surveyId} order by position`,
    ),
  ]);
  return {
    sections: sections.map((s) => ({ ...s, id: Number(s.id), position: Number(s.position) })),
    questions: questions.map(({ section_id: sectionId, ...q }) => ({
      ...q,
      id: Number(q.id),
      sectionId: Number(sectionId),
      position: Number(q.position),
    })),
  };
}

export type Structure = { sections: SectionRow[]; questions: StoredQuestion[] };

/**
 * `surveyStructure` kept per survey id: a survey's sections and questions never change once it is
 * created (a change is a new version), so they are read once per process. At most `max` surveys.
 */
export function structureCache(db: DbExecutor, max = 100): (surveyId: number) => Promise<Structure> {
  const kept = new Map<number, Promise<Structure>>();
  return (surveyId) => {
    const known = kept.get(surveyId);
    if (known) return known;
    const loading = surveyStructure(db, surveyId).catch((error: unknown) => {
      kept.delete(surveyId);
      throw error;
    });
    if (kept.size >= max) kept.delete(kept.keys().next().value as number);
    kept.set(surveyId, loading);
    return loading;
  };
}

export type MemberRow = { id: number; name: string; countryId: number };

export async function memberById(db: DbExecutor, id: number): Promise<MemberRow | null> {
  const [row] = await rowsOf<{ id: number; name: string; country_id: number }>(
    db,
    sql`select id, name, country_id from members where id = ${id}`,
  );
  return row ? { id: Number(row.id), name: row.name, countryId: Number(row.country_id) } : null;
}

export type FigureRow = { questionId: number; rowCode: string; n: number; q1: number; median: number; q3: number };

/** The stored figures of a cell: a survey and a size band (`*`: the whole survey). */
export async function figuresOf(db: DbExecutor, surveyId: number, band: string): Promise<FigureRow[]> {
  const rows = await rowsOf<{
    question_id: number;
    row_code: string;
    n: number;
    q1: number;
    median: number;
    q3: number;
  }>(
    db,
    sql`select question_id, row_code, n, q1, median, q3 from vetdata_figures
        where survey_id = ${surveyId} and size_band = ${band}`,
  );
  return rows.map((row) => ({
    questionId: Number(row.question_id),
    rowCode: row.row_code,
    n: Number(row.n),
    q1: Number(row.q1),
    median: Number(row.median),
    q3: Number(row.q3),
  }));
}

/**
 * The members asked to answer a survey: its country's members, but not Vetnet's own (HQ). Staff
 * may narrow by `country` (a survey of another country then has none) and, for the list, `level`.
 */
function eligibleWhere(surveyCountryId: number, filter: { country?: number; level?: number }): SQL {
  const parts: SQL[] = [sql`m.country_id = ${surveyCountryId}`, sql`not m.is_vetnet`];
  if (filter.country !== undefined) parts.push(sql`m.country_id = ${filter.country}`);
  if (filter.level !== undefined) {
    parts.push(
      sql`exists (select 1 from member_levels ml where ml.member_id = m.id and ml.level_id = ${filter.level})`,
    );
  }
  return sql.join(parts, sql` and `);
}

type RateRow = { eligible: number; draft: number; submitted: number };
export type RatesRows = {
  total: RateRow;
  byCountry: (RateRow & { country: CountryRef })[];
  byLevel: (RateRow & { level: { id: number; name: string } })[];
};

/**
 * Response rates in one statement: each eligible member's state (submitted once, a draft never
 * submitted, nothing), counted for the whole survey, per country and per member level (a member of
 * two levels counts in both) with GROUPING SETS.
 */
export async function responseRates(
  db: DbExecutor,
  survey: { id: number; countryId: number },
  filter: { country?: number },
): Promise<RatesRows> {
  const rows = await rowsOf<{
    kind: 'total' | 'country' | 'level';
    country_id: number | null;
    country_code: string | null;
    country_name: string | null;
    level_id: number | null;
    level_name: string | null;
    eligible: number;
    draft: number;
    submitted: number;
  }>(
    db,
    sql`
    with states as (
      select m.id, m.country_id,
        case when a.submitted_at is not null then 'submitted' when a.id is not null then 'draft' else 'none' end as state
      from members m
      left join vetdata_answers a on a.survey_id = ${survey.id} and a.member_id = m.id
      where ${eligibleWhere(survey.countryId, filter)}
    ),
    by_level as (
      select ml.level_id, s.state from states s join member_levels ml on ml.member_id = s.id
    )
    select 'total' as kind, null::int as country_id, null as country_code, null as country_name, null::int as level_id,
        null as level_name, count(*)::int as eligible,
        count(*) filter (where state = 'draft')::int as draft, count(*) filter (where state = 'submitted')::int as submitted
      from states
    union all
    select 'country', c.id, c.code, c.name, null, null, count(*)::int,
        count(*) filter (where state = 'draft')::int, count(*) filter (where state = 'submitted')::int
      from states s join countries c on c.id = s.country_id group by c.id, c.code, c.name
    union all
    select 'level', null, null, null, l.id, l.name, count(*)::int,
        count(*) filter (where state = 'draft')::int, count(*) filter (where state = 'submitted')::int
      from by_level b join levels l on l.id = b.level_id group by l.id, l.name
    order by kind, country_id, level_id`,
  );
  const rate = (row: (typeof rows)[number]): RateRow => ({
    eligible: Number(row.eligible),
    draft: Number(row.draft),
    submitted: Number(row.submitted),
  });
  const total = rows.find((row) => row.kind === 'total');
  return {
    total: total ? rate(total) : { eligible: 0, draft: 0, submitted: 0 },
    byCountry: rows
      .filter((row) => row.kind === 'country')
      .map((row) => ({
        ...rate(row),
        country: { id: Number(row.country_id), code: row.country_code ?? '', name: row.country_name ?? '' },
      })),
    byLevel: rows
      .filter((row) => row.kind === 'level')
      .map((row) => ({ ...rate(row), level: { id: Number(row.level_id), name: row.level_name ?? '' } })),
  };
}

export type NonResponderRow = {
  memberId: number;
  memberName: string;
  country: CountryRef;
  status: Exclude<AnswerStatus, 'submitted'>;
  lastRemindedAt: Date | null;
};

/** The eligible members that have not submitted, by name, a page of them and the total. */
export async function nonResponders(
  db: DbExecutor,
  survey: { id: number; countryId: number },
  filter: { country?: number; level?: number; members?: number[] },
  window: PageWindow | null,
): Promise<{ rows: NonResponderRow[]; total: number }> {
  const only =
    filter.members === undefined
      ? sql`true`
      : filter.members.length === 0
        ? sql`false`
        : sql`m.id in (${sql.join(
            filter.members.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = await rowsOf<{
    id: number;
    name: string;
    country: CountryRef;
    status: 'none' | 'draft';
    reminded_at: string | Date | null;
    total: number;
  }>(
    db,
    sql`
    select m.id, m.name, json_build_object('id', c.id, 'code', c.code, 'name', c.name) as country,
      case when a.id is null then 'none' else 'draft' end as status, r.reminded_at,
      count(*) over ()::int as total
    from members m
    join countries c on c.id = m.country_id
    left join vetdata_answers a on a.survey_id = ${survey.id} and a.member_id = m.id
    left join vetdata_reminders r on r.survey_id = ${survey.id} and r.member_id = m.id
    where ${eligibleWhere(survey.countryId, filter)} and ${only} and a.submitted_at is null
    order by m.name, m.id
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      memberId: Number(row.id),
      memberName: row.name,
      country: { id: Number(row.country.id), code: row.country.code, name: row.country.name },
      status: row.status,
      lastRemindedAt: row.reminded_at ? new Date(row.reminded_at) : null,
    })),
  };
}

/** The active users of these members a reminder goes to (staff and invitees without a password are not). */
export async function reminderRecipients(
  db: DbExecutor,
  memberIds: readonly number[],
): Promise<{ id: number; memberId: number; email: string; firstName: string; language: string }[]> {
  if (memberIds.length === 0) return [];
  const rows = await rowsOf<{ id: number; member_id: number; email: string; first_name: string; code: string }>(
    db,
    sql`select u.id, u.member_id, u.email, u.first_name, l.code from users u join languages l on l.id = u.language_id
        where u.member_id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and u.is_active and u.password is not null and not u.is_staff
        order by u.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    email: row.email,
    firstName: row.first_name,
    language: row.code,
  }));
}

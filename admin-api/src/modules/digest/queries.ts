// Reads of the digest: issues with their country, language and header image; the header images;
// the subscribers (paged, filtered, counted per country; `users_digest_subscribers_idx` keeps them
// fast at tens of thousands); and who an issue goes to.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/client';
import { containsPattern } from '../../db/like';
import { digestHeaderImages, digestIssues, digestSchedules } from '../../db/schema/digest';
import { countries, countryLanguages, languages } from '../../db/schema/locale';
import { type DigestStatus, type SubscriberFilter } from '../../contract/digest';
import { type PageWindow } from '../../http/pagination';

export type HeaderImageRow = typeof digestHeaderImages.$inferSelect;
export type IssueRow = typeof digestIssues.$inferSelect & {
  country: { id: number; name: string; code: string };
  language: { id: number; code: string; name: string };
  headerImage: HeaderImageRow | null;
};

const issueColumns = {
  issue: digestIssues,
  country: { id: countries.id, name: countries.name, code: countries.code },
  language: { id: languages.id, code: languages.code, name: languages.name },
  headerImage: digestHeaderImages,
};

function issueQuery(db: DbExecutor) {
  return db
    .select(issueColumns)
    .from(digestIssues)
    .innerJoin(countries, eq(countries.id, digestIssues.countryId))
    .innerJoin(languages, eq(languages.id, digestIssues.languageId))
    .leftJoin(digestHeaderImages, eq(digestHeaderImages.id, digestIssues.headerImageId));
}

type Joined = { issue: typeof digestIssues.$inferSelect } & Omit<IssueRow, keyof typeof digestIssues.$inferSelect>;
const flatten = (row: Joined): IssueRow => ({
  ...row.issue,
  country: row.country,
  language: row.language,
  headerImage: row.headerImage,
});

export async function findIssue(db: DbExecutor, id: number): Promise<IssueRow | null> {
  const [row] = await issueQuery(db).where(eq(digestIssues.id, id));
  return row ? flatten(row) : null;
}

export async function listIssues(db: DbExecutor, status: DigestStatus | undefined): Promise<IssueRow[]> {
  const rows = await issueQuery(db)
    .where(status ? eq(digestIssues.status, status) : undefined)
    .orderBy(desc(digestIssues.updatedAt), desc(digestIssues.id))
    .limit(200);
  return rows.map(flatten);
}

/** Sent and sending issues, newest first. */
export async function listPastIssues(
  db: DbExecutor,
  filter: { countryId?: number; languageId?: number },
  window: PageWindow,
): Promise<{ total: number; rows: IssueRow[] }> {
  const where = and(
    inArray(digestIssues.status, ['sending', 'sent']),
    filter.countryId ? eq(digestIssues.countryId, filter.countryId) : undefined,
    filter.languageId ? eq(digestIssues.languageId, filter.languageId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(digestIssues).where(where);
  const rows = await issueQuery(db)
    .where(where)
    .orderBy(desc(digestIssues.sentAt), desc(digestIssues.id))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total?.n ?? 0, rows: rows.map(flatten) };
}

/** When the country's last issue went out (any language), or null before its first. */
export async function lastSentAt(db: DbExecutor, countryId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${digestIssues.sentAt})` })
    .from(digestIssues)
    .where(and(eq(digestIssues.countryId, countryId), inArray(digestIssues.status, ['sending', 'sent'])));
  return row?.at ? new Date(row.at) : null;
}

export async function findDraft(db: DbExecutor, countryId: number, languageId: number): Promise<IssueRow | null> {
  const [row] = await issueQuery(db).where(
    and(
      eq(digestIssues.countryId, countryId),
      eq(digestIssues.languageId, languageId),
      eq(digestIssues.status, 'draft'),
    ),
  );
  return row ? flatten(row) : null;
}

/** Whether the language is one of the country's (a draft is per country and one of its languages). */
export async function isCountryLanguage(db: DbExecutor, countryId: number, languageId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(countryLanguages)
    .where(and(eq(countryLanguages.countryId, countryId), eq(countryLanguages.languageId, languageId)));
  return (row?.n ?? 0) > 0;
}

export async function listHeaderImages(db: DbExecutor): Promise<HeaderImageRow[]> {
  return db.select().from(digestHeaderImages).orderBy(desc(digestHeaderImages.createdAt), desc(digestHeaderImages.id));
}

export async function findHeaderImage(db: DbExecutor, id: number): Promise<HeaderImageRow | null> {
  const [row] = await db.select().from(digestHeaderImages).where(eq(digestHeaderImages.id, id));
  return row ?? null;
}

/** Whether a draft or a sending issue shows the image (a sent one keeps its rendered copy). */
export async function isHeaderImageInUse(db: DbExecutor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(digestIssues)
    .where(and(eq(digestIssues.headerImageId, id), inArray(digestIssues.status, ['draft', 'sending'])));
  return (row?.n ?? 0) > 0;
}

// ---- Subscribers ------------------------------------------------------------------------------

const SUBSCRIBED = sql`u.has_digest_subscribed and u.is_active`;

function subscriberConditions(filter: SubscriberFilter, withCountry: boolean): SQL {
  const parts: SQL[] = [SUBSCRIBED];
  if (withCountry && filter.country) parts.push(sql`m.country_id = ${filter.country}`);
  if (filter.language) parts.push(sql`u.language_id = ${filter.language}`);
  if (filter.level)
    parts.push(sql`exists (select 1 from member_levels ml where ml.member_id = u.member_id and ml.level_id = ${filter.level})`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    parts.push(
      sql`(u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
        or (u.first_name || ' ' || u.last_name) ilike ${pattern})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export type SubscriberRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  countryId: number;
  countryName: string;
  countryCode: string;
  languageId: number;
  languageCode: string;
  languageName: string;
  memberId: number;
  memberName: string;
  levels: number[];
};

export async function listSubscribers(
  db: DbExecutor,
  filter: SubscriberFilter,
  window: PageWindow | null,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  const where = subscriberConditions(filter, true);
  const [total] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from users u join members m on m.id = u.member_id where ${where}`,
  );
  const rows = await rowsOf<SubscriberRow>(
    db,
    sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
        c.id as "countryId", c.name as "countryName", c.code as "countryCode",
        l.id as "languageId", l.code as "languageCode", l.name as "languageName",
        m.id as "memberId", m.name as "memberName",
        array(select ml.level_id from member_levels ml where ml.member_id = m.id order by ml.level_id) as levels
      from users u
      join members m on m.id = u.member_id
      join countries c on c.id = m.country_id
      join languages l on l.id = u.language_id
      where ${where}
      order by u.last_name, u.first_name, u.id
      ${window ? sql`offset ${window.offset} limit ${window.limit}` : sql``}`,
  );
  return { total: Number(total?.n ?? 0), rows };
}

export async function countSubscribersByCountry(
  db: DbExecutor,
  filter: SubscriberFilter,
): Promise<{ id: number; name: string; code: string; count: number }[]> {
  const rows = await rowsOf<{ id: number; name: string; code: string; count: number | string }>(
    db,
    sql`select c.id, c.name, c.code, count(*) as count
      from users u join members m on m.id = u.member_id join countries c on c.id = m.country_id
      where ${subscriberConditions(filter, false)}
      group by c.id, c.name, c.code order by c.name`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * Who an issue goes to: active subscribers of its country who read its language (or whose language
 * is none of the country's, when the issue is in the country's first language), of its levels.
 */
export function recipientsOf(issue: { countryId: number; languageId: number; levels: number[] }): SQL {
  const levels = issue.levels.length > 0
    ? sql`and exists (select 1 from member_levels ml where ml.member_id = u.member_id
        and ml.level_id in ${issue.levels})`
    : sql``;
  return sql`select u.id from users u join members m on m.id = u.member_id
    where ${SUBSCRIBED} and m.country_id = ${issue.countryId}
      and (u.language_id = ${issue.languageId}
        or (${issue.languageId} = (select cl.language_id from country_languages cl
              where cl.country_id = ${issue.countryId} order by cl.position limit 1)
          and not exists (select 1 from country_languages cl where cl.country_id = ${issue.countryId}
              and cl.language_id = u.language_id)))
      ${levels}`;
}

export async function countRecipients(
  db: DbExecutor,
  issue: { countryId: number; languageId: number; levels: number[] },
): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from (${recipientsOf(issue)}) r`);
  return Number(row?.n ?? 0);
}

export async function listSchedules(db: DbExecutor) {
  return db
    .select({ schedule: digestSchedules, country: { id: countries.id, name: countries.name, code: countries.code } })
    .from(digestSchedules)
    .innerJoin(countries, eq(countries.id, digestSchedules.countryId))
    .orderBy(countries.name);
}

export async function findCountry(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(eq(countries.id, id));
  return row ?? null;
}

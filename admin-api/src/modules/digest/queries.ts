// Reads of the digest: issues with their country, language and header image; the header images;
// the subscribers (paged, filtered, counted per country; `users_digest_subscribers_idx` keeps them
// fast at tens of thousands); and who an issue goes to.
import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { type DigestStatus, type SubscriberFilter } from '../../contract/digest';
import { type DbExecutor, rowsOf } from '../../db/client';
import { containsPattern } from '../../db/like';
import { digestHeaderImages, digestIssues, digestSchedules } from '../../db/schema/digest';
import { countries, countryLanguages, languages } from '../../db/schema/locale';
import { type PageWindow } from '../../http/pagination';
import { type StoredFile } from '../content/files';

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

/** An issue as the lists send it: without the rendered mail, which only a send and the past issue's page read. */
export type ListedIssueRow = Omit<IssueRow, 'html' | 'text'>;

const { html: _html, text: _text, ...listedIssue } = getTableColumns(digestIssues);
void _html;
void _text;

function listQuery(db: DbExecutor) {
  return db
    .select({ ...issueColumns, issue: listedIssue })
    .from(digestIssues)
    .innerJoin(countries, eq(countries.id, digestIssues.countryId))
    .innerJoin(languages, eq(languages.id, digestIssues.languageId))
    .leftJoin(digestHeaderImages, eq(digestHeaderImages.id, digestIssues.headerImageId));
}

const flattenListed = (row: Awaited<ReturnType<typeof listQuery>>[number]): ListedIssueRow => ({
  ...row.issue,
  country: row.country,
  language: row.language,
  headerImage: row.headerImage,
});

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

/** An issue without its rendered mail (what `issues/{id}/` and `send-digest/{id}/` send), or null. */
export async function findListedIssue(db: DbExecutor, id: number): Promise<ListedIssueRow | null> {
  const [row] = await listQuery(db).where(eq(digestIssues.id, id));
  return row ? flattenListed(row) : null;
}

export async function listIssues(db: DbExecutor, status: DigestStatus | undefined): Promise<ListedIssueRow[]> {
  const rows = await listQuery(db)
    .where(status ? eq(digestIssues.status, status) : undefined)
    .orderBy(desc(digestIssues.updatedAt), desc(digestIssues.id))
    .limit(200);
  return rows.map(flattenListed);
}

/** Sent and sending issues, newest first. */
export async function listPastIssues(
  db: DbExecutor,
  filter: { countryId?: number; languageId?: number },
  window: PageWindow,
): Promise<{ total: number; rows: ListedIssueRow[] }> {
  const where = and(
    inArray(digestIssues.status, ['sending', 'sent']),
    filter.countryId ? eq(digestIssues.countryId, filter.countryId) : undefined,
    filter.languageId ? eq(digestIssues.languageId, filter.languageId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(digestIssues).where(where);
  const rows = await listQuery(db)
    .where(where)
    .orderBy(desc(digestIssues.sentAt), desc(digestIssues.id))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total?.n ?? 0, rows: rows.map(flattenListed) };
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
const SEARCH_SEPARATOR = '\u0001';

/**
 * The filter's conditions on `users u` alone (the country through the member's id, so the page
 * and its count need no join). The search is one ILIKE over e-mail and "first last" joined by a
 * control character no search holds (the same rows as four ILIKEs on e-mail, first, last and full
 * name, at about half the cost on the embedded database).
 */
function subscriberConditions(filter: SubscriberFilter, withCountry: boolean): SQL {
  const parts: SQL[] = [SUBSCRIBED];
  if (withCountry && filter.country)
    parts.push(sql`u.member_id in (select m.id from members m where m.country_id = ${filter.country})`);
  if (filter.language) parts.push(sql`u.language_id = ${filter.language}`);
  if (filter.level)
    parts.push(
      sql`exists (select 1 from member_levels ml where ml.member_id = u.member_id and ml.level_id = ${filter.level})`,
    );
  if (filter.search) {
    if (filter.search.includes(SEARCH_SEPARATOR)) parts.push(sql`false`);
    parts.push(
      sql`(u.email || ${SEARCH_SEPARATOR} || u.first_name || ' ' || u.last_name) ilike ${containsPattern(filter.search)}`,
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

/** Keeps a count a few seconds (the API's read cache, emptied by every write), or just loads it. */
export type CountCache = (key: string, load: () => Promise<number>) => Promise<number>;
const uncached: CountCache = (_key, load) => load();

async function countSubscribers(db: DbExecutor, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from users u where ${where}`);
  return Number(row?.n ?? 0);
}

/** The details of the page's rows, in the page's (name) order. */
function subscriberDetails(page: SQL): SQL {
  return sql`with page as (${page})
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
        c.id as "countryId", c.name as "countryName", c.code as "countryCode",
        l.id as "languageId", l.code as "languageCode", l.name as "languageName",
        m.id as "memberId", m.name as "memberName",
        array(select ml.level_id from member_levels ml where ml.member_id = m.id order by ml.level_id) as levels,
        p.n
      from page p
      join users u on u.id = p.id
      join members m on m.id = u.member_id
      join countries c on c.id = m.country_id
      join languages l on l.id = u.language_id
      order by p.last_name, p.first_name, p.id`;
}

const strip = (rows: (SubscriberRow & { n?: unknown })[]): SubscriberRow[] => rows.map(({ n: _n, ...row }) => row);

/**
 * One page of subscribers by name (`users_digest_subscribers_idx`), and how many match. The page's
 * ids come first, then the details of those rows only. A search matches few rows after a scan of
 * all: one query answers the page and its count (`count(*) over ()`). Otherwise the count comes
 * first (kept a few seconds: paging through asks for it again and again), and a page past the
 * middle is read from the index's other end, so the deepest page costs what the first does.
 */
export async function listSubscribers(
  db: DbExecutor,
  filter: SubscriberFilter,
  window: PageWindow | null,
  cache: CountCache = uncached,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  const where = subscriberConditions(filter, true);
  const byName = sql`u.last_name, u.first_name, u.id`;
  if (!window) {
    const rows = await rowsOf<SubscriberRow>(
      db,
      subscriberDetails(sql`select u.id, u.last_name, u.first_name, null as n from users u where ${where}`),
    );
    return { total: rows.length, rows: strip(rows) };
  }
  if (filter.search) {
    const rows = await rowsOf<SubscriberRow & { n: number | string }>(
      db,
      subscriberDetails(
        sql`select u.id, u.last_name, u.first_name, count(*) over () as n from users u where ${where}
          order by ${byName} offset ${window.offset} limit ${window.limit}`,
      ),
    );
    const total = rows.length > 0 ? Number(rows[0]?.n) : await countSubscribers(db, where);
    return { total, rows: strip(rows) };
  }
  const key = `digest-subscribers|${filter.country ?? ''}|${filter.language ?? ''}|${filter.level ?? ''}`;
  const total = await cache(key, () => countSubscribers(db, where));
  const fromEnd = total - window.offset - window.limit;
  const page =
    window.offset > total / 2
      ? sql`select u.id, u.last_name, u.first_name, null as n from users u where ${where}
          order by u.last_name desc, u.first_name desc, u.id desc
          offset ${Math.max(0, fromEnd)} limit ${Math.max(0, window.limit + Math.min(0, fromEnd))}`
      : sql`select u.id, u.last_name, u.first_name, null as n from users u where ${where}
          order by ${byName} offset ${window.offset} limit ${window.limit}`;
  const rows = await rowsOf<SubscriberRow>(db, subscriberDetails(page));
  return { total, rows: strip(rows) };
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
  const levels =
    issue.levels.length > 0
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

export type ScheduleRow = Awaited<ReturnType<typeof listSchedules>>[number];

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

/** A content file that is some item's cover image (only those may be an issue's item image), or null. */
export async function findCoverImage(db: DbExecutor, fileId: number): Promise<StoredFile | null> {
  const [row] = await rowsOf<StoredFile>(
    db,
    sql`select f.id, f.storage_key, f.name, f.size, f.content_type from content_files f
      where f.id = ${fileId} and f.role = 'image' and f.content_type like 'image/%'
        and exists (select 1 from content_items i where i.image_id = f.id)`,
  );
  return row ?? null;
}

// What an issue is assembled from (docs/admin-api.md "Digest"): what the country's members may read,
// by the rule the content's own reads use (published, its publish date come, the country's; items
// in another language than the issue's left out, items in no language kept): news published since
// the last issue, events starting in the next weeks, campaigns running or starting soon, the forum
// threads with the most replies since, and handbook sections changed since (in a published handbook
// and chapter). The same queries find what staff may add by hand (`candidates`).
import { sql, type SQL } from 'drizzle-orm';
import { type DigestItem, type DigestItemType } from '../../contract/digest';
import { type DbExecutor, rowsOf } from '../../db/client';
import { containsPattern } from '../../db/like';
import { isoUtc } from '../../http/dates';
import { publishedAt } from '../content/published';
import { plainTextOf } from '../content/sanitize';
import { EVENT_HORIZON_DAYS, excerpt, ITEMS_PER_TYPE, itemPath } from './rules';

const DAY_MS = 86_400_000;

export type Source = {
  countryId: number;
  languageId: number;
  /** Published or changed after this. */
  since: Date;
  now: Date;
  /**
   * The public path (API prefix included) of a cover image (content_files id) a mail may show; without
   * it (the demo seed, which does not know the API's secret) items carry no image.
   */
  imagePath?: (fileId: number) => string;
};

export type SourceQuery = { limit?: number; search?: string; ids?: number[] };

type Row = {
  id: number;
  title: string;
  summary: string;
  body: string;
  date: Date | string | null;
  handbookId?: number | null;
  /** The item's cover image (content_items.image_id); forum threads have none. */
  imageId?: number | null;
};

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** An item as stored: its `url` and `imageUrl` are paths; serialize and render make them absolute. */
function toItem(type: DigestItemType, row: Row, source: Source): DigestItem {
  const summary = row.summary.trim() !== '' ? row.summary : plainTextOf(row.body);
  const date = asDate(row.date);
  return {
    type,
    id: row.id,
    title: row.title,
    summary: excerpt(summary),
    url: itemPath(type, row.id, row.handbookId),
    imageUrl: row.imageId && source.imagePath ? source.imagePath(row.imageId) : null,
    date: date ? isoUtc(date) : null,
    note: '',
  };
}

/** The content rule of a member's read: published, its date come, the country's, the issue's language or none. */
function readable(source: Source, alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${publishedAt(alias, source.now, source.countryId)}
    and (${a}.language_id is null or ${a}.language_id = ${source.languageId})`;
}

function narrowed(query: SourceQuery, alias: string, titleColumn = 'title'): SQL {
  const a = sql.raw(`${alias}.${titleColumn}`);
  const parts: SQL[] = [];
  if (query.search) parts.push(sql` and ${a} ilike ${containsPattern(query.search)}`);
  if (query.ids) parts.push(query.ids.length > 0 ? sql` and ${sql.raw(alias)}.id in ${query.ids}` : sql` and false`);
  return sql.join(parts, sql``);
}

const limitOf = (query: SourceQuery, type: DigestItemType) => query.limit ?? ITEMS_PER_TYPE[type];

async function news(db: DbExecutor, source: Source, query: SourceQuery, bySince: boolean): Promise<DigestItem[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select c.id, c.title, c.summary, c.body, c.publish_date as date, c.image_id as "imageId" from content_items c
      where c.type = 'news' and ${readable(source, 'c')}
        ${bySince ? sql`and c.publish_date > ${source.since}` : sql``} ${narrowed(query, 'c')}
      order by c.publish_date desc, c.id desc limit ${limitOf(query, 'news')}`,
  );
  return rows.map((row) => toItem('news', row, source));
}

const startsAt = (alias: string) => sql.raw(`(${alias}.extra->>'startsAt')::timestamptz`);
const endsAt = (alias: string) => sql.raw(`(${alias}.extra->>'endsAt')::timestamptz`);

async function events(db: DbExecutor, source: Source, query: SourceQuery): Promise<DigestItem[]> {
  const horizon = new Date(source.now.getTime() + EVENT_HORIZON_DAYS * DAY_MS);
  const rows = await rowsOf<Row>(
    db,
    sql`select c.id, c.title, c.summary, c.body, ${startsAt('c')} as date, c.image_id as "imageId" from content_items c
      where c.type = 'events' and ${readable(source, 'c')}
        and ${startsAt('c')} >= ${source.now} and ${startsAt('c')} <= ${horizon} ${narrowed(query, 'c')}
      order by ${startsAt('c')}, c.id limit ${limitOf(query, 'event')}`,
  );
  return rows.map((row) => toItem('event', row, source));
}

async function campaigns(db: DbExecutor, source: Source, query: SourceQuery): Promise<DigestItem[]> {
  const horizon = new Date(source.now.getTime() + EVENT_HORIZON_DAYS * DAY_MS);
  const rows = await rowsOf<Row>(
    db,
    sql`select c.id, c.title, c.summary, c.body, ${startsAt('c')} as date, c.image_id as "imageId" from content_items c
      where c.type = 'campaigns' and ${readable(source, 'c')}
        and ${endsAt('c')} >= ${source.now} and ${startsAt('c')} <= ${horizon} ${narrowed(query, 'c')}
      order by ${startsAt('c')}, c.id limit ${limitOf(query, 'campaign')}`,
  );
  return rows.map((row) => toItem('campaign', row, source));
}

async function forum(db: DbExecutor, source: Source, query: SourceQuery, bySince: boolean): Promise<DigestItem[]> {
  // Most active: replies written since, then the latest activity; threads are the country's forum.
  const rows = await rowsOf<Row>(
    db,
    sql`select p.id, p.title, '' as summary, p.body_text as body, p.last_activity_at as date,
        (select count(*) from forum_posts r where r.thread_id = p.id and r.created_at > ${source.since}) as recent
      from forum_posts p
      where p.thread_id is null and p.country_id = ${source.countryId} and p.created_at <= ${source.now}
        ${bySince ? sql`and p.last_activity_at > ${source.since}` : sql``} ${narrowed(query, 'p')}
      order by recent desc, p.last_activity_at desc, p.id desc limit ${limitOf(query, 'forum')}`,
  );
  return rows.map((row) => toItem('forum', { ...row, title: row.title ?? '' }, source));
}

async function handbookSections(
  db: DbExecutor,
  source: Source,
  query: SourceQuery,
  bySince: boolean,
): Promise<DigestItem[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select s.id, s.title, s.summary, s.body, greatest(s.updated_at, s.publish_date) as date, h.id as "handbookId",
        s.image_id as "imageId"
      from content_items s
      join content_items ch on ch.id = s.parent_id and ch.type = 'chapters'
      join content_items h on h.id = ch.parent_id and h.type = 'handbooks'
      where s.type = 'sections' and ${readable(source, 's')} and ${readable(source, 'ch')} and ${readable(source, 'h')}
        ${bySince ? sql`and (s.updated_at > ${source.since} or s.publish_date > ${source.since})` : sql``}
        ${narrowed(query, 's')}
      order by greatest(s.updated_at, s.publish_date) desc, s.id desc limit ${limitOf(query, 'handbook')}`,
  );
  return rows.map((row) => toItem('handbook', row, source));
}

/** The items of a new issue: what the country's members may read that came since `source.since`. */
export async function assembleItems(db: DbExecutor, source: Source): Promise<DigestItem[]> {
  const parts = await Promise.all([
    news(db, source, {}, true),
    events(db, source, {}),
    campaigns(db, source, {}),
    forum(db, source, {}, true),
    handbookSections(db, source, {}, true),
  ]);
  return parts.flat();
}

/** Items of one type that staff may add (any date), or the named ones (to copy refs a PATCH adds). */
export function findItems(
  db: DbExecutor,
  source: Source,
  type: DigestItemType,
  query: SourceQuery,
): Promise<DigestItem[]> {
  switch (type) {
    case 'news':
      return news(db, source, query, false);
    case 'event':
      return events(db, source, query);
    case 'campaign':
      return campaigns(db, source, query);
    case 'forum':
      return forum(db, source, query, false);
    case 'handbook':
      return handbookSections(db, source, query, false);
  }
}

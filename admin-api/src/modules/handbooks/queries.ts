// A handbook's chapters and sections as the reading page shows them: one query for the tree (the
// sections and their files as JSON per chapter), one for the reader's last visit, one for a
// search within. Members get the published parts only; staff every part, with its status.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CONTENT_API } from '../../contract/content-api';
import { type HandbookChapter, type HandbookSearchHit, type HandbookSection } from '../../contract/handbooks';
import { type DbExecutor, rowsOf } from '../../db/client';
import { handbookReads } from '../../db/schema/handbooks';
import { sqlList } from '../../db/sql-list';
import { HEADLINE_OPTIONS, type SearchTerms, tsQuery, tsVector } from '../../db/text-search';
import { isoUtc } from '../../http/dates';
import { publishedAt } from '../content/published';
import { itemMatches, itemText } from '../content/search';
import { fileUrl, type FileJson } from '../content/serialize-item';
import { memberVisible } from '../content/visibility';

const SECTION_FILES = { filesPath: CONTENT_API.sections.files.slice(1, -1) };
const SEARCH_HITS = 50;

/** Who reads: members see published parts whose date has come. */
export type Reader = { isStaff: boolean; now: Date };

function readable(alias: 'c' | 's' | 'd', reader: Reader): SQL {
  if (reader.isStaff) return sql`true`;
  return publishedAt(alias, reader.now);
}

type PartRow = { id: number; title: string; body: string; status: number; updatedAt: string; position: number };
type ChapterRow = PartRow & { handbookId: number; sections: (PartRow & { files: FileJson[] })[] };

const iso = (value: string) => isoUtc(new Date(value));

function toSection(row: PartRow & { files: FileJson[] }): HandbookSection {
  const files = row.files.map((file) => ({ ...file, url: fileUrl(SECTION_FILES, file.id) }));
  return { ...row, updatedAt: iso(row.updatedAt), files };
}

/** The chapters (with their sections) of each handbook, in their places. */
export async function handbookChapters(
  db: DbExecutor,
  handbookIds: readonly number[],
  reader: Reader,
): Promise<Map<number, HandbookChapter[]>> {
  const ids = sqlList(handbookIds);
  const rows = await rowsOf<ChapterRow>(
    db,
    sql`
    select c.id, c.title, c.body, c.status, c.updated_at as "updatedAt", c.position, c.parent_id as "handbookId",
      (select coalesce(json_agg(json_build_object(
                'id', s.id, 'title', s.title, 'body', s.body, 'status', s.status, 'updatedAt', s.updated_at,
                'position', s.position,
                'files', (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size,
                                                                     'contentType', f.content_type) order by f.id), '[]'::json)
                            from content_files f where f.item_id = s.id and f.role = 'attachment'))
              order by s.position, s.id), '[]'::json)
         from content_items s where s.parent_id = c.id and s.type = 'sections' and ${readable('s', reader)}) as sections
    from content_items c
    where c.type = 'chapters' and c.parent_id in (${ids}) and ${readable('c', reader)}
    order by c.position, c.id`,
  );
  const byHandbook = new Map<number, HandbookChapter[]>();
  for (const { handbookId, sections, ...chapter } of rows) {
    const list = byHandbook.get(handbookId) ?? [];
    list.push({ ...chapter, updatedAt: iso(chapter.updatedAt), sections: sections.map(toSection) });
    byHandbook.set(handbookId, list);
  }
  return byHandbook;
}

/**
 * When each handbook last changed for its members: the newest of its own change and the published
 * changes of its published chapters and their sections (a draft's edits do not count).
 */
export async function handbookChangedAt(
  db: DbExecutor,
  handbookIds: readonly number[],
  now: Date,
): Promise<Map<number, Date>> {
  if (handbookIds.length === 0) return new Map();
  const ids = sqlList(handbookIds);
  const published = { isStaff: false, now };
  const rows = await rowsOf<{ id: number; changedAt: string }>(
    db,
    sql`
    select h.id, greatest(h.updated_at,
      (select max(greatest(c.updated_at, coalesce(
          (select max(s.updated_at) from content_items s
            where s.parent_id = c.id and s.type = 'sections' and ${readable('s', published)}), c.updated_at)))
         from content_items c
        where c.parent_id = h.id and c.type = 'chapters' and ${readable('c', published)})) as "changedAt"
      from content_items h
     where h.id in (${ids})`,
  );
  return new Map(rows.map((row) => [row.id, new Date(row.changedAt)]));
}

/** When the user last read each handbook. */
export async function lastReads(
  db: DbExecutor,
  userId: number,
  handbookIds: readonly number[],
): Promise<Map<number, Date>> {
  const rows = await db
    .select({ handbookId: handbookReads.handbookId, readAt: handbookReads.readAt })
    .from(handbookReads)
    .where(and(eq(handbookReads.userId, userId), inArray(handbookReads.handbookId, [...handbookIds])));
  return new Map(rows.map((row) => [row.handbookId, row.readAt]));
}

/** The reader has read the handbook now. */
export async function markRead(db: DbExecutor, userId: number, handbookId: number, now: Date): Promise<void> {
  await db
    .insert(handbookReads)
    .values({ userId, handbookId, readAt: now })
    .onConflictDoUpdate({ target: [handbookReads.userId, handbookReads.handbookId], set: { readAt: now } });
}

type HitRow = { id: number; type: string; title: string; chapterId: number; match: string };

/** The handbook's readable chapters and sections that match, best first. */
export async function searchHandbook(
  db: DbExecutor,
  handbookId: number,
  terms: SearchTerms,
  reader: Reader,
): Promise<HandbookSearchHit[]> {
  const query = tsQuery(terms);
  const rows = await rowsOf<HitRow>(
    db,
    sql`
    select d.id, d.type, d.title, case when d.type = 'chapters' then d.id else d.parent_id end as "chapterId",
           ts_headline(forum_search_config(${terms.language}), ${itemText('d')}, ${query}, ${HEADLINE_OPTIONS}) as match
      from content_items d
     where ((d.type = 'chapters' and d.parent_id = ${handbookId})
         or (d.type = 'sections' and d.parent_id in (
               select c.id from content_items c
                where c.type = 'chapters' and c.parent_id = ${handbookId} and ${readable('c', reader)})))
       and ${readable('d', reader)} and ${itemMatches('d', terms)}
     order by ts_rank(${tsVector(terms.language, itemText('d'))}, ${query}) desc, d.id
     limit ${SEARCH_HITS}`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.type === 'chapters' ? 'chapter' : 'section',
    title: row.title,
    chapterId: row.chapterId,
    match: row.match.trim(),
  }));
}

/**
 * `GET wiki/handbooks/tags/`: the tags of the handbooks the reader may read, by name (the handbook
 * list's tag filter). Members: the published handbooks of their country; staff: every handbook.
 */
export async function handbookTags(
  db: DbExecutor,
  handbookType: string,
  reader: Reader & { countryId: number },
): Promise<{ id: number; name: string }[]> {
  const visible = reader.isStaff ? [] : memberVisible(reader.countryId, reader.now);
  const where = sql.join([sql`i.type = ${handbookType}`, ...visible], sql` and `);
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select t.id, t.name from content_tags t
      where exists (select 1 from content_item_tags it join content_items i on i.id = it.item_id
        where it.tag_id = t.id and ${where})
      order by lower(t.name), t.id`,
  );
}

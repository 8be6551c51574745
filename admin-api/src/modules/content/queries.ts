// Reading items: one hand-written query per list page (rows, their relations as JSON, and the
// total through a window function) and one per detail. The portal renders these server-side on
// every request, so nothing here runs a query per row.
import { type SQL, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { type ContentType, orderingColumns } from './content-type';
import { type Item, type ItemRow, type LoadedItem, toLoaded } from './serialize-item';

function itemColumns(withBody: boolean): SQL {
  return sql`
    i.id, i.title, i.summary, ${withBody ? sql`i.body,` : sql``} i.status, i.publish_date, i.created_at, i.updated_at,
    i.video_url, i.extra, i.country_id, i.image_id, i.parent_id, i.position,
    json_build_object('id', c.id, 'name', c.name, 'code', c.code) as country,
    case when l.id is null then null else json_build_object('id', l.id, 'code', l.code, 'name', l.name) end as language,
    (select coalesce(json_agg(json_build_object('id', cat.id, 'code', cat.code, 'name', cat.name, 'parentId', cat.parent_id)
                              order by cat.position, cat.name, cat.id), '[]'::json)
       from content_item_categories ic join content_categories cat on cat.id = ic.category_id
      where ic.item_id = i.id) as categories,
    (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id), '[]'::json)
       from content_item_tags it join content_tags t on t.id = it.tag_id
      where it.item_id = i.id) as tags,
    (select json_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', f.content_type)
       from content_files f where f.id = i.image_id) as image,
    (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'size', f.size, 'contentType', f.content_type)
                              order by f.id), '[]'::json)
       from content_files f where f.item_id = i.id and f.role = 'attachment') as files,
    (select coalesce(json_agg(json_build_object('id', o.id, 'title', o.title, 'status', o.status,
                                                'publishDate', o.publish_date,
                                                'language', case when ol.id is null then null
                                                                 else json_build_object('id', ol.id, 'code', ol.code, 'name', ol.name) end)
                              order by cl.position nulls last, o.id), '[]'::json)
       from content_items o
       left join languages ol on ol.id = o.language_id
       left join country_languages cl on cl.country_id = o.country_id and cl.language_id = o.language_id
      where i.translation_group_id is not null and o.translation_group_id = i.translation_group_id
        and o.id <> i.id and o.type = i.type) as translations`;
}

const FROM = sql`
  from content_items i
  join countries c on c.id = i.country_id
  left join languages l on l.id = i.language_id`;

async function rows(db: Db, query: SQL): Promise<ItemRow[]> {
  return ((await db.execute(query)) as unknown as { rows: ItemRow[] }).rows;
}

/** One item of `type` with its body, or null. */
export async function loadItem(db: Db, type: ContentType, id: number): Promise<LoadedItem | null> {
  const [row] = await rows(db, sql`select ${itemColumns(true)} ${FROM} where i.id = ${id} and i.type = ${type.key}`);
  return row ? toLoaded(type, row) : null;
}

export type ListQuery = {
  /** Conditions on the alias `i`, already combined by the caller's rules (visibility, filters). */
  where: SQL[];
  /**
   * Show each group of translations once, in this language when the group has it (a member's
   * list, docs/api.md "Translations"); absent: every item (staff).
   */
  oneVersionIn?: number;
  ordering: readonly string[];
  limit?: number;
  offset?: number;
};

/** The ORDER BY of `terms` (`-publishDate`, `title`, ...): known fields only, then `-id`. */
export function orderBy(type: ContentType, terms: readonly string[]): SQL {
  const columns = orderingColumns(type);
  const parts: string[] = [];
  for (const term of terms) {
    const descending = term.startsWith('-');
    const column = columns[descending ? term.slice(1) : term];
    if (column) parts.push(`${column} ${descending ? 'desc' : 'asc'}`);
  }
  parts.push('i.id desc');
  return sql.raw(parts.join(', '));
}

/**
 * The items of the filtered list that represent their group of translations: per group the version
 * in `languageId`, else the one in the country's earliest language, else the oldest; an item
 * without a group stands for itself. Done in SQL so the total and the pages count groups.
 */
function oneVersionPerGroup(where: SQL, languageId: number): SQL {
  return sql`i.id in (
    select ranked.id from (
      select i.id, row_number() over (
               partition by i.translation_group_id, case when i.translation_group_id is null then i.id end
               order by (i.language_id is not distinct from ${languageId}) desc,
                        (select cl.position from country_languages cl
                          where cl.country_id = i.country_id and cl.language_id = i.language_id) asc nulls last,
                        i.id asc) as rank
        from content_items i
       where ${where}) ranked
     where ranked.rank = 1)`;
}

/** A page of items (without body) and the total of the whole filtered list, in one query. */
export async function listItems(
  db: Db,
  type: ContentType,
  query: ListQuery,
): Promise<{ total: number; items: Item[] }> {
  const filtered = sql.join([sql`i.type = ${type.key}`, ...query.where], sql` and `);
  const where = query.oneVersionIn === undefined ? filtered : oneVersionPerGroup(filtered, query.oneVersionIn);
  const found = await rows(
    db,
    sql`select ${itemColumns(false)}, (count(*) over ())::int as total ${FROM}
        where ${where}
        order by ${orderBy(type, query.ordering)}
        ${query.limit !== undefined ? sql`limit ${query.limit}` : sql``}
        ${query.offset !== undefined ? sql`offset ${query.offset}` : sql``}`,
  );
  return { total: found[0]?.total ?? 0, items: found.map((row) => toLoaded(type, row).item) };
}

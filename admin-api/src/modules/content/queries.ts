// Reading items: one hand-written query per list page (rows, their relations as JSON, and the
// total through a window function) and one per detail. The portal renders these server-side on
// every request, so nothing here runs a query per row.
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  type Category,
  type CommonItem,
  type ContentStatus,
  type FileRef,
  type TranslationRef,
} from '../../contract/content-item';
import { type Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { contentCategories, contentItems, contentTags } from '../../db/schema/content';
import { countries, languages } from '../../db/schema/locale';
import { isoUtc } from '../../http/dates';
import { choiceError } from '../../http/params';
import { ancestorsVisible } from './children';
import { type ContentType, extraDatetime, orderingColumns, type Scope } from './content-type';
import { fieldDefault } from './input';
import { type ListFilters } from './list-query';
import { searchCondition } from './search';

export type FileJson = { id: number; name: string; size: number; contentType: string };
type Ref = { id: number; name: string };

type ItemRow = {
  id: number;
  title: string;
  summary: string;
  body?: string;
  status: ContentStatus;
  publish_date: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  video_url: string | null;
  extra: Record<string, unknown> | null;
  country_id: number;
  image_id: number | null;
  parent_id: number | null;
  position: number;
  country: { id: number; name: string; code: string };
  language: { id: number; code: string; name: string } | null;
  categories: Category[];
  tags: Ref[];
  image: FileJson | null;
  files: FileJson[];
  translations: (Omit<TranslationRef, 'publishDate'> & { publishDate: Date | string })[];
  total?: number;
};

/** An item as the API answers it (lib/contract/content-item): the common fields and the type's own, by name. */
export type Item = CommonItem & { [own: string]: unknown };

/** What access checks need besides the serialized item. */
export type LoadedItem = {
  item: Item;
  countryId: number;
  status: number;
  publishDate: Date;
  imageId: number | null;
  extra: Record<string, unknown>;
  /** The type's `startField` (null: none, or unset): members do not see the item before it. */
  startsAt: Date | null;
};

export function fileUrl(type: Pick<ContentType, 'filesPath'>, id: number): string {
  return `/api/v1/${type.filesPath}/${id}/`;
}

export function serializeFile(type: Pick<ContentType, 'filesPath'>, file: FileJson): FileRef {
  return { id: file.id, name: file.name, url: fileUrl(type, file.id), size: file.size, contentType: file.contentType };
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

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

function toLoaded(type: ContentType, row: ItemRow): LoadedItem {
  const extra = row.extra ?? {};
  const item: Item = {
    id: row.id,
    title: row.title,
    summary: row.summary,
    ...(row.body !== undefined ? { body: row.body } : {}),
    status: row.status,
    country: row.country,
    language: row.language,
    publishDate: isoUtc(asDate(row.publish_date)),
    createdAt: isoUtc(asDate(row.created_at)),
    updatedAt: isoUtc(asDate(row.updated_at)),
    categories: row.categories,
    tags: row.tags,
    image: row.image ? serializeFile(type, row.image) : null,
    files: row.files.map((file) => serializeFile(type, file)),
    videoUrl: row.video_url,
    translations: row.translations.map((other) => ({ ...other, publishDate: isoUtc(asDate(other.publishDate)) })),
  };
  for (const [name, spec] of Object.entries(type.fields)) {
    item[name] = extra[name] ?? fieldDefault(spec);
  }
  if (type.parent) {
    item[type.parent.field] = row.parent_id;
    item.position = row.position;
  }
  return {
    item,
    countryId: row.country_id,
    status: row.status,
    publishDate: asDate(row.publish_date),
    imageId: row.image_id,
    extra,
    startsAt: startOf(type, extra),
  };
}

function startOf(type: ContentType, extra: Record<string, unknown>): Date | null {
  const value = type.startField ? extra[type.startField] : undefined;
  return typeof value === 'string' ? new Date(value) : null;
}

/** The item as a non-staff user may see it: without the type's private fields. */
export function withoutPrivate(type: ContentType, item: Item): Item {
  const hidden = Object.entries(type.fields).filter(([, spec]) => spec.private);
  if (hidden.length === 0) return item;
  const visible = { ...item };
  for (const [name] of hidden) delete visible[name];
  return visible;
}

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

/** The translations a member may follow: published ones whose publish date has come. */
export function visibleTranslations(item: Item, now: Date): Item {
  const translations = item.translations.filter(
    (other) => other.status === 2 && Date.parse(other.publishDate) <= now.getTime(),
  );
  return translations.length === item.translations.length ? item : { ...item, translations };
}

/** 400 for the first id of `wanted` that `found` lacks. */
function requireKnown(key: string, wanted: readonly number[], found: readonly { id: number }[]): void {
  const ids = new Set(found.map((row) => row.id));
  const missing = wanted.find((id) => !ids.has(id));
  if (missing !== undefined) throw choiceError(key, String(missing));
}

const sqlIds = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function categoryCondition(type: ContentType, ids: readonly number[]): SQL {
  const wanted = type.categoryTree
    ? sql`(with recursive tree(id) as (
              select id from content_categories where id in (${sqlIds(ids)})
              union select child.id from content_categories child join tree on child.parent_id = tree.id)
            select id from tree)`
    : sql`(${sqlIds(ids)})`;
  return sql`exists (select 1 from content_item_categories ic where ic.item_id = i.id and ic.category_id in ${wanted})`;
}

/**
 * Who is asking: members see published items of their country only. `language` (a code) reads
 * `?search=`; `searchTypes` are the types it searches through (the listed one and its descendants).
 */
export type Viewer = { isStaff: boolean; countryId: number; language?: string; searchTypes?: readonly string[] };

/**
 * The WHERE conditions of a list request, by the rules of docs/api.md; a filter naming an id that
 * does not exist (of this type, for categories and parents) is a 400.
 */
export async function listWhere(
  db: Db,
  type: ContentType,
  filters: ListFilters,
  viewer: Viewer,
  now: Date,
): Promise<SQL[]> {
  const where: SQL[] = [];
  if (filters.title !== undefined) where.push(sql`i.title ilike ${containsPattern(filters.title)}`);
  if (filters.search !== undefined) {
    where.push(
      searchCondition({
        words: filters.search,
        language: viewer.language ?? 'simple',
        types: viewer.searchTypes ?? [type.key],
        publishedAt: !viewer.isStaff || filters.staff?.published === true ? now : null,
      }),
    );
  }
  const { categories, tags, language, parents } = filters;
  if (categories.length > 0) {
    const found = await db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(and(eq(contentCategories.type, type.key), inArray(contentCategories.id, categories)));
    requireKnown('categories', categories, found);
    where.push(categoryCondition(type, categories));
  }
  if (tags.length > 0) {
    requireKnown(
      'tags',
      tags,
      await db.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, tags)),
    );
    where.push(
      sql`exists (select 1 from content_item_tags it where it.item_id = i.id and it.tag_id in (${sqlIds(tags)}))`,
    );
  }
  if (language.length > 0) {
    requireKnown(
      'language',
      language,
      await db.select({ id: languages.id }).from(languages).where(inArray(languages.id, language)),
    );
    where.push(sql`i.language_id in (${sqlIds(language)})`);
  }
  if (filters.scope) where.push(scopeCondition(type, filters.scope, now));
  for (const [field, ids] of Object.entries(filters.references)) {
    // Stored as JSON numbers: compared as text, so a stray value is no match rather than a failed cast.
    if (ids.length > 0) where.push(sql`(i.extra->>${checkedField(type, field)}) in (${sqlTexts(ids)})`);
  }
  if (type.parent && parents.length > 0) {
    // A member may name only parents they could read: the answer must not tell a draft exists.
    const readable = filters.staff
      ? []
      : [eq(contentItems.status, 2), lte(contentItems.publishDate, now), eq(contentItems.countryId, viewer.countryId)];
    const found = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, type.parent.type), inArray(contentItems.id, parents), ...readable));
    requireKnown(type.parent.field, parents, found);
    where.push(sql`i.parent_id in (${sqlIds(parents)})`);
  }

  if (!viewer.isStaff || !filters.staff) {
    where.push(...memberVisible(viewer.countryId, now, type));
    return where;
  }
  const { statuses, countries: countryIds, published } = filters.staff;
  if (statuses.length > 0) where.push(sql`i.status in (${sqlIds(statuses)})`);
  if (countryIds.length > 0) {
    requireKnown(
      'country',
      countryIds,
      await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds)),
    );
    where.push(sql`i.country_id in (${sqlIds(countryIds)})`);
  }
  if (published === true) {
    where.push(sql`i.status = 2`, sql`i.publish_date <= ${now.toISOString()}::timestamptz`);
    if (type.startField) where.push(startedCondition(type.startField, now));
  }
  return where;
}

/** A reference field's name (from the registry) as a bound value. */
function checkedField(type: ContentType, field: string): string {
  if (type.fields[field]?.kind !== 'reference') throw new Error(`${type.key}.${field} is no reference field`);
  return field;
}

const sqlTexts = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  );

/** Items whose start field has come (unset: started). */
function startedCondition(startField: string, now: Date): SQL {
  const column = sql.raw(extraDatetime(startField));
  return sql`(${column} is null or ${column} <= ${now.toISOString()}::timestamptz)`;
}

/**
 * What a member may see: published, not in the future, of their country; for a type with a
 * `startField`, started; for a child type, with every ancestor visible too.
 */
export function memberVisible(countryId: number, now: Date, type?: ContentType): SQL[] {
  return [
    sql`i.status = 2`,
    sql`i.publish_date <= ${now.toISOString()}::timestamptz`,
    sql`i.country_id = ${countryId}`,
    ...(type?.startField ? [startedCondition(type.startField, now)] : []),
    // A child of a draft (a chapter of an unpublished handbook) is not there for members either.
    ...(type?.parent ? [ancestorsVisible(countryId, now)] : []),
  ];
}

/** The items of a scope (content-type.ts, `Scope.where`) at `now`. */
export function scopeCondition(type: ContentType, scope: Scope, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const start = () => {
    if (!type.startField) throw new Error(`${type.key} has no start field`);
    return sql.raw(extraDatetime(type.startField));
  };
  switch (scope.where) {
    case 'ended':
      return endedCondition(type, true, now);
    case 'not-ended':
      return endedCondition(type, false, now);
    case 'upcoming':
      return sql`${start()} > ${at}`;
    case 'running':
      return sql`${start()} <= ${at} and ${endedCondition(type, false, now)}`;
  }
}

/** Items that have (`ended`) or have not ended at `now`, by the type's end field. */
export function endedCondition(type: ContentType, ended: boolean, now: Date): SQL {
  if (!type.endField) throw new Error(`${type.key} has no end field`);
  const column = sql.raw(extraDatetime(type.endField));
  return ended
    ? sql`${column} < ${now.toISOString()}::timestamptz`
    : sql`${column} >= ${now.toISOString()}::timestamptz`;
}

// Full-text search of content (content-type.ts `fullText`, `?search=`): an item matches when its
// title, summary or text matches, or one of its descendants' does (a handbook whose section
// mentions the word). The texts are read in the searcher's language, as the forum's are
// (db/text-search.ts); vectors are built on the fly, which suits the few hundred items of a
// country's handbooks (docs/admin-api.md "Handbooks" has the measurement).
import { type SQL, sql } from 'drizzle-orm';
import { type SearchTerms, tsQuery, tsVector } from '../../db/text-search';
import { type ContentType } from './content-type';
import { publishedAt } from './published';

export const SEARCH_MAX_LENGTH = 200;

/** What is searched: the words, the searcher's language, and the types searched through. */
export type ContentSearch = SearchTerms & {
  /** The listed type and its descendant types (a handbook's chapters and sections). */
  types: readonly string[];
  /**
   * Members: only descendants published by this moment count, reached through published parts only
   * (a draft's or a not-yet-published part's words must not reveal it); null: every part (staff).
   */
  publishedAt: Date | null;
};

/** A part under `alias` a member may read at `at`: published and its publish date come. */
function partVisible(alias: 'd' | 'p', at: Date | null): SQL {
  if (!at) return sql``;
  return sql`and ${publishedAt(alias, at)}`;
}

/** The searchable text of the item under `alias`: title, summary and the text of its HTML. */
export function itemText(alias: 'd' | 'i'): SQL {
  return sql.raw(
    `coalesce(${alias}.title, '') || ' ' || coalesce(${alias}.summary, '') || ' ' || content_plain_text(${alias}.body)`,
  );
}

/** Whether the item under `alias` matches the words. */
export function itemMatches(alias: 'd' | 'i', terms: SearchTerms): SQL {
  return sql`${tsVector(terms.language, itemText(alias))} @@ ${tsQuery(terms)}`;
}

const typeList = (types: readonly string[]) =>
  sql.join(
    types.map((key) => sql`${key}`),
    sql`, `,
  );

/**
 * The listed item (alias `i`) matches, or one of its descendants does: matches walked up to their
 * ancestors, for members only through parts they may read (a section under a draft chapter does not
 * reach its handbook). The listed item's own visibility is the list's condition.
 */
export function searchCondition(search: ContentSearch): SQL {
  const at = search.publishedAt;
  return sql`i.id in (with recursive up(id, parent_id) as (
      select d.id, d.parent_id from content_items d
       where d.type in (${typeList(search.types)}) ${partVisible('d', at)} and ${itemMatches('d', search)}
      union select p.id, p.parent_id from content_items p join up on p.id = up.parent_id ${partVisible('p', at)})
    select id from up)`;
}

/** The keys of the types under `type`, at any depth (a handbook: chapters, then sections). */
export function descendantTypes(types: readonly ContentType[], type: ContentType): string[] {
  const children = types.filter((candidate) => candidate.parent?.type === type.key);
  return children.flatMap((child) => [child.key, ...descendantTypes(types, child)]);
}

// The WHERE conditions of a list request (docs/api.md), each filter built in its own file: the
// taxonomy, the scope, the relations, what staff may ask, and what members may see.
import { type SQL, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type ContentType } from './content-type';
import { type ListFilters } from './list-query';
import { parentWhere, referenceWhere } from './relation-where';
import { scopeCondition } from './scope-where';
import { searchCondition } from './search';
import { staffWhere } from './staff-where';
import { taxonomyWhere } from './taxonomy-where';
import { memberVisible } from './visibility';

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
  where.push(...(await taxonomyWhere(db, type, filters)));
  if (filters.scope) where.push(scopeCondition(type, filters.scope, now));
  where.push(...referenceWhere(type, filters.references));
  const reader = filters.staff ? null : { countryId: viewer.countryId, now };
  where.push(...(await parentWhere(db, type, filters.parents, reader)));

  if (!viewer.isStaff || !filters.staff) return [...where, ...memberVisible(viewer.countryId, now, type)];
  return [...where, ...(await staffWhere(db, type, filters.staff, now))];
}

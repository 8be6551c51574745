// The list filters by another item: a reference field (a campaign's `?partnerId=`) and a child
// type's parent (`?handbook=`), as WHERE conditions on the alias `i`.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { contentItems } from '../../db/schema/content';
import { sqlList } from '../../db/sql-list';
import { type ContentType } from './content-type';
import { requireKnown } from './known-ids';
import { type ListFilters } from './list-query';
import { publishedAt } from './published';

/** A reference field's name (from the registry) as a bound value. */
function checkedField(type: ContentType, field: string): string {
  if (type.fields[field]?.kind !== 'reference') throw new Error(`${type.key}.${field} is no reference field`);
  return field;
}

export function referenceWhere(type: ContentType, references: ListFilters['references']): SQL[] {
  const where: SQL[] = [];
  for (const [field, ids] of Object.entries(references)) {
    // Stored as JSON numbers: compared as text, so a stray value is no match rather than a failed cast.
    if (ids.length > 0) where.push(sql`(i.extra->>${checkedField(type, field)}) in (${sqlList(ids.map(String))})`);
  }
  return where;
}

/** `?<parent field>=`: members may name only parents they could read (`countryId`); staff: null. */
export async function parentWhere(
  db: Db,
  type: ContentType,
  parents: readonly number[],
  reader: { countryId: number; now: Date } | null,
): Promise<SQL[]> {
  if (!type.parent || parents.length === 0) return [];
  // The answer must not tell a member that a draft exists.
  const readable = reader ? [publishedAt('content_items', reader.now, reader.countryId)] : [];
  const found = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.type, type.parent.type), inArray(contentItems.id, parents), ...readable));
  requireKnown(type.parent.field, parents, found);
  return [sql`i.parent_id in (${sqlList(parents)})`];
}

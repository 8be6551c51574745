// What child types (content-type.ts `parent`: a handbook's chapters, a chapter's sections) need
// beyond their own rows: members see a child only when every ancestor is readable too; two
// children of one parent never share a place (migration 0008's deferred unique constraint, kept
// by shifting siblings and by a reorder written in one transaction); and a child lives in its
// parent's country.
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor, rowsOf } from '../../db/client';
import { contentItems } from '../../db/schema/content';
import { validationError } from '../../http/errors';
import { type ContentType } from './content-type';
import { publishedAt } from './published';

/** The item's ancestors (the outer alias `i`): a recursive walk up `parent_id`. */
const ANCESTORS = sql`with recursive up(id, parent_id, status, publish_date, country_id) as (
    select p.id, p.parent_id, p.status, p.publish_date, p.country_id from content_items p where p.id = i.parent_id
    union all
    select p.id, p.parent_id, p.status, p.publish_date, p.country_id from content_items p join up on p.id = up.parent_id)`;

/** A child (alias `i`) whose ancestors a member may all read: published, their date come, of the country. */
export function ancestorsVisible(countryId: number, now: Date): SQL {
  return sql`not exists (${ANCESTORS} select 1 from up
    where not (${publishedAt('up', now, countryId)}))`;
}

/** Whether a member may read every ancestor of the item `id`. */
export async function ancestorsReadable(db: DbExecutor, id: number, countryId: number, now: Date): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from content_items i where i.id = ${id} and ${ancestorsVisible(countryId, now)}`,
  );
  return rows.length > 0;
}

/** The country of a parent item, or null when there is none of that type. */
export async function parentCountry(db: DbExecutor, type: ContentType, parentId: number): Promise<number | null> {
  if (!type.parent) return null;
  const [row] = await db
    .select({ countryId: contentItems.countryId })
    .from(contentItems)
    .where(and(eq(contentItems.id, parentId), eq(contentItems.type, type.parent.type)));
  return row?.countryId ?? null;
}

/** Moves the item's descendants to its new country with it: a handbook's parts are where it is. */
export async function moveDescendants(db: DbExecutor, id: number, countryId: number): Promise<void> {
  await db.execute(sql`update content_items set country_id = ${countryId}
    where id in (with recursive down(id) as (
        select c.id from content_items c where c.parent_id = ${id}
        union select c.id from content_items c join down on c.parent_id = down.id)
      select id from down)`);
}

/**
 * Makes room at `position` among the parent's children: the ones at or after it move one down
 * (the constraint is checked at commit, so the shift may pass through duplicates).
 */
export async function makeRoom(
  db: DbExecutor,
  parentId: number | null,
  position: number,
  movingId: number | null,
): Promise<void> {
  if (parentId === null) return;
  await db
    .update(contentItems)
    .set({ position: sql`${contentItems.position} + 1` })
    .where(
      and(
        eq(contentItems.parentId, parentId),
        sql`${contentItems.position} >= ${position}`,
        movingId === null ? undefined : ne(contentItems.id, movingId),
      ),
    );
}

export const REORDER_MESSAGE = 'List every item of the parent exactly once.';

/**
 * Places the parent's children in `order` (0, 1, 2, ...). 400 unless `order` names each child of
 * `parentId` exactly once: a partial order could leave two items in one place.
 */
export async function reorderChildren(
  db: DbExecutor,
  type: ContentType,
  parentId: number,
  order: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const children = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, type.key), eq(contentItems.parentId, parentId)))
      .for('update');
    const ids = new Set(children.map((child) => child.id));
    const complete =
      order.length === ids.size && new Set(order).size === order.length && order.every((id) => ids.has(id));
    if (!complete) throw validationError({ order: [REORDER_MESSAGE] });
    if (order.length === 0) return;
    const places = sql.join(
      order.map((id, position) => sql`(${id}::int, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update content_items set position = v.position
      from (values ${places}) as v(id, position) where content_items.id = v.id`);
  });
}

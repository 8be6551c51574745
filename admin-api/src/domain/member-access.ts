// Whose purchase data a user may read (spec §6): their own member; a chain user (changeMember) also
// the members of their member tree; staff any member. Everyone else gets 403, whether the member
// exists or not, so ids cannot be probed. Used by every purchasing, report and commitment call.
import { sql } from 'drizzle-orm';
import { parseMemberSegment } from '../contract/member-id';
import { notFound, permissionDenied } from '../core/api-errors';
import { type DbExecutor, rowsOf } from '../db/client';
import { type CurrentUser } from './current-user';

/** The top ancestor of a member (itself without a parent), or null when it does not exist. */
async function treeRootOf(db: DbExecutor, memberId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from members where id = ${memberId}
      union all
      select m.id, m.parent_id, up.depth + 1 from members m join up on m.id = up.parent_id where up.depth < 32
    )
    select id from up order by depth desc limit 1`,
  );
  return row ? Number(row.id) : null;
}

/**
 * The member id a request may read: `current` is the member the user acts for now. Throws 404 for
 * a malformed segment (or an unknown member, for staff) and 403 when the user may not read it.
 */
export async function resolveMember(
  db: DbExecutor,
  user: CurrentUser,
  segment: string | number | undefined,
): Promise<number> {
  const parsed = typeof segment === 'number' ? segment : parseMemberSegment(segment);
  if (parsed === null) throw notFound();
  if (parsed === 'current' || parsed === user.memberId) return user.memberId;
  if (user.isStaff) {
    if ((await treeRootOf(db, parsed)) === null) throw notFound();
    return parsed;
  }
  if (user.changeMember) {
    const [target, own] = await Promise.all([treeRootOf(db, parsed), treeRootOf(db, user.memberId)]);
    if (target !== null && target === own) return parsed;
  }
  throw permissionDenied();
}

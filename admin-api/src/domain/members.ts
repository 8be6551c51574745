// Members and the member tree: which members a user may act for (`me/member-tree/`, `me/member/`).
import { asc, eq } from 'drizzle-orm';
import { type MemberTreeNode as MemberNodeBody } from '../contract/member';
import { type Db, type DbExecutor } from '../db/client';
import { members } from '../db/schema/accounts';
import { countries } from '../db/schema/locale';
import { type CurrentUser } from './current-user';

/** A node of the member tree, as `me/member-tree/` answers it. */
export type MemberNode = MemberNodeBody;

type MemberRow = { id: number; name: string; parentId: number | null; country: MemberNode['country'] };

export async function memberExists(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
  return rows.length > 0;
}

/** The currency a member's figures are in (its country's); null when there is no such member. */
export async function memberCurrency(db: DbExecutor, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ currency: countries.currency })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .where(eq(members.id, memberId));
  return row?.currency ?? null;
}

async function allMembers(db: Db): Promise<MemberRow[]> {
  return db
    .select({
      id: members.id,
      name: members.name,
      parentId: members.parentId,
      country: { id: countries.id, name: countries.name, code: countries.code },
    })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .orderBy(asc(members.name), asc(members.id));
}

/** Builds the forest of `rows` (children sorted as the rows are); a cycle in the data is cut. */
export function buildForest(rows: readonly MemberRow[], rootIds?: readonly number[]): MemberNode[] {
  const byParent = new Map<number | null, MemberRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    // A parent that is not among the rows makes the row a root.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const seen = new Set<number>();
  const build = (row: MemberRow): MemberNode => {
    seen.add(row.id);
    const children = (byParent.get(row.id) ?? []).filter((child) => !seen.has(child.id)).map(build);
    return { id: row.id, name: row.name, country: row.country, children };
  };
  const roots = rootIds ? rows.filter((row) => rootIds.includes(row.id)) : (byParent.get(null) ?? []);
  return roots.map(build);
}

/** The top ancestor of `memberId` (itself when it has no parent). */
export function rootOf(rows: readonly MemberRow[], memberId: number): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let current = memberId;
  const visited = new Set<number>();
  for (;;) {
    const parent = byId.get(current)?.parentId;
    if (parent === null || parent === undefined || visited.has(parent) || !byId.has(parent)) return current;
    visited.add(current);
    current = parent;
  }
}

/**
 * The members a user may act for, as a forest: staff every member; a `changeMember` user the
 * whole tree their current member belongs to (from its top ancestor); anyone else their member.
 */
export async function memberTreeFor(db: Db, user: CurrentUser): Promise<MemberNode[]> {
  const rows = await allMembers(db);
  if (user.isStaff) return buildForest(rows);
  if (user.changeMember) return buildForest(rows, [rootOf(rows, user.memberId)]);
  const own = rows.find((row) => row.id === user.memberId);
  return own ? [{ id: own.id, name: own.name, country: own.country, children: [] }] : [];
}

export function flattenTree(nodes: readonly MemberNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...flattenTree(node.children)]);
}

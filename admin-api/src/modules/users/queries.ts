// Reads of Manage users (`users/`): one member's users with their status, the audit log, and what an
// invitation needs to know (whether the e-mail is taken, the member's name and languages).
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type UserStatus } from '../../contract/settings';
import { type DbExecutor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { members, users } from '../../db/schema/accounts';
import { countryLanguages } from '../../db/schema/locale';
import { userAuditEntries } from '../../db/schema/settings';
import { type PageWindow } from '../../http/pagination';
import { USER_ROLE } from '../../rules/levels';
import { type AuditRow, type ManagedUserRow } from './serialize';

export type UserFilter = {
  memberId: number;
  roles: readonly number[];
  statuses: readonly UserStatus[];
  /** Part of the name or e-mail, matched case-insensitively; '' matches everyone. */
  search: string;
};

/** Invited: not active, no password yet, and invited through Manage users (the status rule of ManagedUser). */
const pending = sql`(not ${users.isActive} and ${users.password} is null and ${users.invitedAt} is not null)`;

const STATUS_SQL: Record<UserStatus, SQL> = {
  invited: pending,
  active: sql`${users.isActive}`,
  inactive: sql`(not ${users.isActive} and not ${pending})`,
};

function where({ memberId, roles, statuses, search }: UserFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(users.memberId, memberId)];
  if (roles.length > 0) filters.push(inArray(users.role, [...roles]));
  if (statuses.length > 0) filters.push(or(...statuses.map((status) => STATUS_SQL[status])));
  if (search !== '') {
    const pattern = containsPattern(search);
    filters.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)));
  }
  return and(...filters);
}

const managedUserColumns = {
  id: users.id,
  memberId: users.memberId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  title: users.title,
  role: users.role,
  isShared: users.isShared,
  isStaff: users.isStaff,
  isActive: users.isActive,
  hasPassword: sql<boolean>`${users.password} is not null`,
  invitedAt: users.invitedAt,
  lastLogin: users.lastLogin,
};

/** One page of the member's users by name, with the total of the filter. */
export async function listUsers(
  db: DbExecutor,
  filter: UserFilter,
  window: PageWindow,
): Promise<{ total: number; rows: ManagedUserRow[] }> {
  const rows = await db
    .select({ ...managedUserColumns, total: sql<number>`(count(*) over ())::int` })
    .from(users)
    .where(where(filter))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: rows[0]?.total ?? 0, rows };
}

/** `lock`: FOR UPDATE, inside the transaction that changes the user. */
export async function findManagedUser(
  db: DbExecutor,
  id: number,
  { lock = false } = {},
): Promise<ManagedUserRow | null> {
  const query = db.select(managedUserColumns).from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Locks the member's owners (FOR UPDATE, by id so that concurrent changes lock them in one order) and
 * answers how many are active: two owners demoting each other at once then run one after the other,
 * and the second sees the first's change.
 */
export async function lockOwnersAndCountActive(db: DbExecutor, memberId: number): Promise<number> {
  const owners = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(and(eq(users.memberId, memberId), eq(users.role, USER_ROLE.owner)))
    .orderBy(asc(users.id))
    .for('update');
  return owners.filter((owner) => owner.isActive).length;
}

export async function emailTaken(db: DbExecutor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/** The member's name and its country's languages, in the language switcher's order. */
export async function memberForInvitation(
  db: DbExecutor,
  memberId: number,
): Promise<{ name: string; languageIds: number[] } | null> {
  const rows = await db
    .select({ name: members.name, languageId: countryLanguages.languageId })
    .from(members)
    .leftJoin(countryLanguages, eq(countryLanguages.countryId, members.countryId))
    .where(eq(members.id, memberId))
    .orderBy(asc(countryLanguages.position), asc(countryLanguages.languageId));
  const [first] = rows;
  if (!first) return null;
  return {
    name: first.name,
    languageIds: rows.flatMap((row) => (row.languageId === null ? [] : [row.languageId])),
  };
}

/** A page of the member's audit log, newest first. */
export async function listAuditEntries(
  db: DbExecutor,
  memberId: number,
  window: PageWindow,
): Promise<{ total: number; rows: AuditRow[] }> {
  const rows = await db
    .select({
      id: userAuditEntries.id,
      createdAt: userAuditEntries.createdAt,
      action: userAuditEntries.action,
      actorId: userAuditEntries.actorId,
      actorName: userAuditEntries.actorName,
      targetId: userAuditEntries.targetId,
      targetName: userAuditEntries.targetName,
      targetEmail: userAuditEntries.targetEmail,
      details: userAuditEntries.details,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(userAuditEntries)
    .where(eq(userAuditEntries.memberId, memberId))
    .orderBy(desc(userAuditEntries.createdAt), desc(userAuditEntries.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: rows[0]?.total ?? 0, rows };
}

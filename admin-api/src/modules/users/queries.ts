// Reads of `users/`: the users of one member, optionally of some roles only.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { type PageWindow } from '../../http/pagination';

export type UserFilter = { memberId: number; roles: readonly number[] };

function where({ memberId, roles }: UserFilter): SQL | undefined {
  const filters: SQL[] = [eq(users.memberId, memberId)];
  if (roles.length > 0) filters.push(inArray(users.role, [...roles]));
  return and(...filters);
}

export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where(filter));
  return row?.n ?? 0;
}

export function listUsers(db: Db, filter: UserFilter, window: PageWindow) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      isShared: users.isShared,
      isActive: users.isActive,
    })
    .from(users)
    .where(where(filter))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

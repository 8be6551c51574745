// Writes of the current user: profile fields, feature preferences and the member they act for.
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { users } from '../../db/schema/accounts';

export type ProfileChanges = Partial<{
  firstName: string;
  lastName: string;
  phoneNumber: string;
  title: number | null;
  hasDigestSubscribed: boolean;
  isOnboarded: boolean;
}>;

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Each feature once, in the order first given. */
export async function setPreferences(db: Db, userId: number, preferences: readonly number[]): Promise<void> {
  await db
    .update(users)
    .set({ preferences: [...new Set(preferences)] })
    .where(eq(users.id, userId));
}

export async function setActingMember(db: Db, userId: number, memberId: number): Promise<void> {
  await db.update(users).set({ memberId }).where(eq(users.id, userId));
}

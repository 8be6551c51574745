// The member's own digest subscription.
import { eq, not } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { users } from '../../db/schema/accounts';

/** Flips the subscription in one statement, so two quick toggles cannot both read the old value. */
export async function toggleDigestSubscription(db: Db, userId: number): Promise<{ hasDigestSubscribed: boolean }> {
  const [row] = await db
    .update(users)
    .set({ hasDigestSubscribed: not(users.hasDigestSubscribed) })
    .where(eq(users.id, userId))
    .returning({ hasDigestSubscribed: users.hasDigestSubscribed });
  if (!row) throw new Error(`user ${userId} vanished while toggling the digest`);
  return row;
}

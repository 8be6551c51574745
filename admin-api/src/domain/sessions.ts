// Ending a user's sessions: every token carries the user's token version (claim `ver`), and
// authentication refuses a token of an older one (http/auth.ts, the refresh call). Raising the
// version therefore ends every session at once, without a token blacklist.
import { eq, sql } from 'drizzle-orm';
import { type DbExecutor } from '../db/client';
import { users } from '../db/schema/accounts';

/** The `users.tokenVersion` value of an UPDATE that ends the user's sessions (with other changes). */
export const nextTokenVersion = () => sql<number>`${users.tokenVersion} + 1`;

/**
 * Ends every session of the user (deactivation, password change or reset). Pass the transaction the
 * change runs in. Answers the new version, to sign this session's new tokens with; null if no such user.
 */
export async function endSessions(db: DbExecutor, userId: number): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: nextTokenVersion() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

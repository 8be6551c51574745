// Who invited the seeded users and Göteborg's change log (Manage users), written through the audit
// writer the users module uses, inside the seed's transaction.
import { eq } from 'drizzle-orm';
import { type DbExecutor } from '../db/client';
import { users } from '../db/schema/accounts';
import { recordUserAudit } from '../domain/user-audit';
import { USER_AUDIT, USERS } from './data/users';

const DAY = 24 * 60 * 60 * 1000;

export type SeededUser = { id: number; email: string; firstName: string; lastName: string; memberId: number };

/** When a seeded user was invited, or null for users not invited through Manage users. */
export const invitedAtOf = (user: (typeof USERS)[number], now: Date): Date | null =>
  user.invited ? new Date(now.getTime() - user.invited.daysAgo * DAY) : null;

export async function seedUserAudit(tx: DbExecutor, seeded: readonly SeededUser[], now: Date): Promise<void> {
  const byEmail = new Map(seeded.map((user) => [user.email, user]));
  const find = (email: string): SeededUser => {
    const user = byEmail.get(email);
    if (!user) throw new Error(`Seed data names an unknown user: ${email}`);
    return user;
  };
  for (const user of USERS) {
    if (!user.invited) continue;
    await tx
      .update(users)
      .set({ invitedById: find(user.invited.by).id })
      .where(eq(users.id, find(user.email).id));
  }
  for (const entry of USER_AUDIT) {
    const target = find(entry.target);
    await recordUserAudit(tx, {
      memberId: target.memberId,
      actor: find(entry.actor),
      target,
      action: entry.action,
      ...(entry.details ? { details: entry.details } : {}),
      at: new Date(now.getTime() - entry.daysAgo * DAY),
    });
  }
}

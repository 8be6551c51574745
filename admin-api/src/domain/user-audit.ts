// The audit log of Manage users (table user_audit_entries): one writer, used by the users module
// (invitations, roles, deactivation) and the auth module (an invited user activating the account).
import { type AuditAction } from '../contract/settings';
import { type DbExecutor } from '../db/client';
import { userAuditEntries } from '../db/schema/settings';
import { fullName } from './full-name';

type Person = { id: number; firstName: string; lastName: string };

export type AuditRecord = {
  memberId: number;
  actor: Person;
  target: Person & { email: string };
  action: AuditAction;
  details?: Record<string, unknown>;
  at: Date;
};

/** Writes one entry; pass the transaction the change runs in, so the change and its entry land together. */
export async function recordUserAudit(db: DbExecutor, record: AuditRecord): Promise<void> {
  await db.insert(userAuditEntries).values({
    memberId: record.memberId,
    actorId: record.actor.id,
    actorName: fullName(record.actor),
    targetId: record.target.id,
    targetName: fullName(record.target),
    targetEmail: record.target.email,
    action: record.action,
    details: record.details ?? {},
    createdAt: record.at,
  });
}

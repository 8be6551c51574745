// The Report notification "is ready" about a member's newest statement, to its active owners and
// managers. Its title is the statement's name in each recipient's own language ("Kvartalsrapport
// över inköp, K3 2026" for a Swedish owner, "Quartalsabrechnung der Einkäufe, Q3 2026" for a
// German one), as the reports page names it.
import { type DbExecutor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { voicesOf } from '../../i18n/recipients';
import { voiceOf } from '../../i18n/translate';
import { USER_ROLE } from '../../rules/levels';
import { statementRecipients } from './queries';
import { localReportName } from './serialize';

export const OWNERS_AND_MANAGERS = [USER_ROLE.owner, USER_ROLE.manager];

export const REPORT_READY_VERB = 'is ready';

export type IssuedReport = { id: number; kind: number; periodYear: number; periodQuarter: number | null };

/** Notifies the member's owners and managers that `report` is ready; the number notified. */
export async function notifyReportReady(
  tx: DbExecutor,
  memberId: number,
  report: IssuedReport,
  now: Date,
): Promise<number> {
  const recipients = await statementRecipients(tx, memberId, OWNERS_AND_MANAGERS);
  if (recipients.length === 0) return 0;
  const voices = await voicesOf(tx, recipients);
  await tx.insert(notifications).values(
    recipients.map((recipientId) => ({
      recipientId,
      actorId: report.id,
      actorTitle: localReportName(report, voices.get(recipientId) ?? voiceOf(null)).slice(0, 255),
      actorLevels: [...OWNERS_AND_MANAGERS],
      verb: REPORT_READY_VERB,
      unread: true,
      timestamp: now,
      description: 'Report',
    })),
  );
  return recipients.length;
}

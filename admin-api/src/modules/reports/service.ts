// Writes of the reports module: statements issued by staff, and a report mailed to an address the
// user typed (the PDF with its QR code attached, the user as Reply-To).
import { type QuarterStatement, REPORT_KIND, type ReportKind } from '../../contract/purchasing';
import { fieldError, nonFieldError, notFound } from '../../core/api-errors';
import { type DbExecutor } from '../../db/client';
import { type CurrentUser } from '../../domain/current-user';
import { memberExists } from '../../domain/members';
import { invalidPkMessage } from '../../http/fields';
import { voiceOfAddress } from '../../i18n/recipients';
import { type Voice, voiceOf, voiceOfUser } from '../../i18n/translate';
import { type Mailer } from '../../mail/mailer';
import { statementSnapshot, storeStatement, type YearlyRebateStatement } from './issue';
import { renderReportPdf } from './pdf';
import { findReport, type ReportRow } from './queries';
import { localReportName, reportFileName, reportPortalUrl } from './serialize';

export type IssueRequest = { member: number; kind: ReportKind; year: number; quarter?: number | null | undefined };

const hasData = (snapshot: QuarterStatement | YearlyRebateStatement) => snapshot.suppliers.length > 0;

/** Staff issue (or re-issue) a statement; 400 for an unknown member or a period without purchases. */
export async function issueByStaff(
  db: DbExecutor,
  request: IssueRequest,
  issuedAt: Date,
): Promise<{ report: ReportRow; created: boolean }> {
  if (!(await memberExists(db, request.member))) throw fieldError('member', invalidPkMessage(request.member));
  const period = {
    year: request.year,
    quarter: request.kind === REPORT_KIND.quarterlyStatement ? request.quarter : null,
  };
  const snapshot = await statementSnapshot(db, request.member, request.kind, period);
  if (!hasData(snapshot)) throw nonFieldError('The member has no purchase data in this period.');
  const stored = await storeStatement(db, request.member, request.kind, period, snapshot, issuedAt);
  const report = await findReport(db, stored.id);
  if (!report) throw notFound();
  return { report, created: stored.version === 1 };
}

/** The PDF a user opens or mails, in `voice` (the reader's language): with the QR code to the report's page unless `removeQr`. */
export function reportPdf(
  report: ReportRow,
  portalUrl: string,
  removeQr: boolean,
  voice: Voice = voiceOf(null),
): Promise<Buffer> {
  return renderReportPdf(report, removeQr ? null : reportPortalUrl(portalUrl, report), voice);
}

/** Mails the report's PDF (without its QR code if `removeQr`) to `email` (already validated and lower-cased), replying to the user. */
export async function sendReport(
  deps: { db: DbExecutor; mailer: Mailer; portalUrl: string },
  user: CurrentUser,
  report: ReportRow,
  email: string,
  removeQr = false,
): Promise<void> {
  // The addressee's own language when the address is a user's (issue 24); for an address without an
  // account, the sender's, who chose to write to it.
  const voice = await voiceOfAddress(deps.db, email, voiceOfUser(user));
  const { t } = voice;
  const name = localReportName(report, voice);
  const link = reportPortalUrl(deps.portalUrl, report);
  const member = report.memberName;
  await deps.mailer.send({
    to: email,
    replyTo: user.email,
    subject: t('mail.report.subject', { report: name, member }),
    text: [
      t('mail.report.intro', { sender: `${user.firstName} ${user.lastName}`, email: user.email, report: name, member }),
      t('mail.report.attached', { currency: report.currency }),
      '',
      t('mail.report.open', { member, link }),
    ].join('\n'),
    link,
    attachments: [
      {
        filename: reportFileName(report),
        contentType: 'application/pdf',
        content: await reportPdf(report, deps.portalUrl, removeQr, voice),
      },
    ],
  });
}

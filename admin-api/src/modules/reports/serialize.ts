// Report documents as the API answers them, and the names they go by (list, PDF file, mail).
import { apiPath } from '../../contract/api-prefix';
import { REPORT_KIND, type ReportDocument, type ReportKindOption, REPORTS_API } from '../../contract/purchasing';
import { isoUtc } from '../../http/dates';
import { type Voice } from '../../i18n/translate';
import { type ReportRow } from './queries';

/** `GET enums/report-kind/`: the portal translates the names. */
export const REPORT_KIND_OPTIONS: readonly ReportKindOption[] = [
  { id: REPORT_KIND.quarterlyStatement, name: 'quarterly_statement' },
  { id: REPORT_KIND.yearlyRebateStatement, name: 'yearly_rebate_statement' },
];

export const REPORT_KIND_IDS: readonly number[] = REPORT_KIND_OPTIONS.map((option) => option.id);

type Period = Pick<ReportRow, 'kind' | 'periodYear' | 'periodQuarter'>;

/** "Q3 2026" or "2026". */
export function periodLabel(report: Pick<ReportRow, 'periodYear' | 'periodQuarter'>): string {
  return report.periodQuarter === null ? String(report.periodYear) : `Q${report.periodQuarter} ${report.periodYear}`;
}

/** The document's English name ("Quarterly statement Q3 2026"); the portal shows its own by kind. */
export function reportName(report: Period): string {
  const kind = report.kind === REPORT_KIND.quarterlyStatement ? 'Quarterly statement' : 'Yearly rebate statement';
  return `${kind} ${periodLabel(report)}`;
}

/** The period in a reader's language, as the portal writes it: "K3 2026", "3. kvt. 2026", "2026". */
export function localPeriodLabel(report: Pick<ReportRow, 'periodYear' | 'periodQuarter'>, voice: Voice): string {
  if (report.periodQuarter === null) return String(report.periodYear);
  return voice.t('report.quarter', { quarter: report.periodQuarter, year: report.periodYear });
}

/** The document's name in a reader's language, as the portal names it: "Kvartalsrapport över inköp, K3 2026". */
export function localReportName(report: Period, voice: Voice): string {
  const kind = report.kind === REPORT_KIND.quarterlyStatement ? 'quarterly_statement' : 'yearly_rebate_statement';
  return voice.t('report.title', { kind: voice.t(`report.kinds.${kind}`), period: localPeriodLabel(report, voice) });
}

const LETTERS: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', þ: 'th' };

/** A file-name slug in ASCII: "Djurkliniken Solna" → "djurkliniken-solna", "Łódź" → "lodz". */
export function fileSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łøæœßđþ]/g, (letter) => LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** `vetnet-q3-2026-djurkliniken-solna.pdf`, `vetnet-rebates-2026-djurkliniken-solna.pdf`. */
export function reportFileName(report: Period & Pick<ReportRow, 'memberName'>): string {
  const period =
    report.periodQuarter === null ? `rebates-${report.periodYear}` : `q${report.periodQuarter}-${report.periodYear}`;
  const member = fileSlug(report.memberName);
  return `vetnet-${period}${member ? `-${member}` : ''}.pdf`;
}

/** The PDF's address; `?remove_qr=true` when the list was asked so. */
export function reportFilePath(id: number, removeQr: boolean): string {
  return `${apiPath(REPORTS_API.file(id))}${removeQr ? '?remove_qr=true' : ''}`;
}

/** Where the QR code and the mail lead: the report on the portal's reports page. */
export function reportPortalUrl(portalUrl: string, report: Pick<ReportRow, 'id' | 'memberId'>): string {
  return `${portalUrl}/reports?report=${report.id}&member=${report.memberId}`;
}

export function serializeReport(row: ReportRow, removeQr: boolean): ReportDocument {
  return {
    id: row.id,
    kind: row.kind,
    name: reportName(row),
    periodYear: row.periodYear,
    periodQuarter: row.periodQuarter,
    version: row.version,
    issuedAt: isoUtc(row.issuedAt),
    member: { id: row.memberId, name: row.memberName },
    file: reportFilePath(row.id, removeQr),
  };
}

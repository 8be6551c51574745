import {
  fieldsOf,
  idOf,
  numberOr,
  numberOrNull,
  pageOf,
  requiredListOf,
  textOr,
  type Page,
} from '@/lib/api/read-answer';
import type { ReportDocument, ReportKindOption } from '@/lib/contract/purchasing';

function readReport(value: unknown): ReportDocument {
  const fields = fieldsOf(value, 'report');
  const member = fieldsOf(fields.member ?? {}, 'report');
  return {
    id: idOf(fields.id, 'report'),
    kind: numberOr(fields.kind, 0),
    name: textOr(fields.name, ''),
    periodYear: numberOr(fields.periodYear, 0),
    periodQuarter: numberOrNull(fields.periodQuarter),
    version: numberOr(fields.version, 1),
    issuedAt: textOr(fields.issuedAt, ''),
    member: { id: numberOr(member.id, 0), name: textOr(member.name, '') },
    // Without its file a report can be listed but not opened: the row shows no link.
    file: textOr(fields.file, ''),
  };
}

/** `GET reports/` (docs/api.md "Reports"). */
export function readReportPage(value: unknown): Page<ReportDocument> {
  return pageOf(value, 'report list', readReport);
}

function readKind(value: unknown): ReportKindOption {
  const fields = fieldsOf(value, 'report kind');
  return { id: idOf(fields.id, 'report kind'), name: textOr(fields.name, '') };
}

/** `GET enums/report-kind/`: `[{id, name}]`. */
export function readReportKinds(value: unknown): ReportKindOption[] {
  return requiredListOf(value, 'report kinds', readKind);
}

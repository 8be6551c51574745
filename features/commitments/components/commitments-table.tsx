import { DataTable } from '@/components/data-table/data-table';
import { ExportButtons } from '@/components/data-table/export-buttons';
import type { ListedCommitment, TrackedCommitment } from '@/lib/contract/purchasing';
import { exportFileName, type TableData } from '@/lib/export/table';
import { toAmount } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCommitmentFormat } from './use-commitment-format';

type Format = ReturnType<typeof useCommitmentFormat>;
type Translate = ReturnType<typeof useTranslation>['t'];

const text = (value: string) => ({ text: value, value });
const money = (format: Format, amount: string, currency: string) => ({
  text: format.money(amount, currency),
  value: toAmount(amount),
});

/**
 * The commitments as a table (screen and exports): what, when, the target and its price tiers; ended
 * ones also how they came out, and a note in a column of its own (never run into the name).
 */
export function commitmentsTableData(
  commitments: ListedCommitment[],
  caption: string,
  format: Format,
  t: Translate,
): TableData {
  const withResult = commitments.some((commitment) => commitment.result);
  const withNote = commitments.some((commitment) => commitment.note);
  return {
    caption,
    columns: [
      { header: t('columns.subject') },
      { header: t('columns.period') },
      { header: t('columns.target'), numeric: true },
      { header: t('columns.tiers') },
      ...(withResult ? [{ header: t('columns.result') }] : []),
      ...(withNote ? [{ header: t('columns.note') }] : []),
    ],
    rows: commitments.map((commitment) => ({
      key: String(commitment.id),
      cells: [
        text(format.subject(commitment)),
        text(format.period(commitment)),
        money(format, commitment.targetAmount, commitment.currency),
        text(
          commitment.tiers.length === 0
            ? t('noTiers')
            : commitment.tiers.map((tier) => format.tier(tier, commitment.currency)).join('; '),
        ),
        ...(withResult ? [text(commitment.result ? format.result(commitment, commitment.result) : '')] : []),
        ...(withNote ? [text(commitment.note)] : []),
      ],
    })),
  };
}

/** Each commitment's progress as a table, for the tracking page's exports. */
export function trackingTableData(
  results: TrackedCommitment[],
  caption: string,
  format: Format,
  t: Translate,
): TableData {
  return {
    caption,
    columns: [
      { header: t('columns.subject') },
      { header: t('columns.period') },
      { header: t('columns.status') },
      { header: t('columns.actual'), numeric: true },
      { header: t('columns.target'), numeric: true },
      { header: t('columns.projected'), numeric: true },
      { header: t('neededPerMonth'), numeric: true },
    ],
    rows: results.map((commitment) => ({
      key: String(commitment.id),
      cells: [
        text(format.subject(commitment)),
        text(format.period(commitment)),
        text(t(`status.${commitment.status}`)),
        money(format, commitment.actualAmount, commitment.currency),
        money(format, commitment.targetAmount, commitment.currency),
        money(format, commitment.projectedAmount, commitment.currency),
        money(format, commitment.neededPerMonth, commitment.currency),
      ],
    })),
  };
}

/** The commitments table with its CSV and Excel downloads; scrolls sideways on a phone. */
export function CommitmentsTable({
  commitments,
  caption,
  fileParts,
}: {
  commitments: ListedCommitment[];
  caption: string;
  fileParts: (string | number)[];
}) {
  const { t } = useTranslation('commitments');
  const format = useCommitmentFormat();
  return (
    <DataTable
      table={commitmentsTableData(commitments, caption, format, t)}
      fileName={exportFileName(fileParts)}
      locale={format.locale}
      captionHidden
    />
  );
}

/** The tracking page's CSV and Excel downloads of every commitment's progress. */
export function TrackingExport({
  results,
  fileParts,
}: {
  results: TrackedCommitment[];
  fileParts: (string | number)[];
}) {
  const { t } = useTranslation('commitments');
  const format = useCommitmentFormat();
  // The rows are written on the click, not on every render: the cards above already show them.
  return (
    <ExportButtons
      table={trackingTableData([], t('track.title'), format, t)}
      exportRows={async () => trackingTableData(results, t('track.title'), format, t).rows}
      fileName={exportFileName(fileParts)}
      locale={format.locale}
    />
  );
}

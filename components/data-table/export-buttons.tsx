import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import type { ExportFormat } from '@/lib/export/save-table';
import type { TableData, TableRow } from '@/lib/export/table';
import { useTranslation } from '@/lib/i18n/use-translation';

type ExportButtonsProps = {
  table: TableData;
  /** The file name without extension (`exportFileName` of lib/export/table). */
  fileName: string;
  /** The locale of the figures (decides `;` and the decimal comma of the CSV). */
  locale: string;
  /**
   * The rows to export, asked for on the click (e.g. every page of a paged list, fetched then);
   * without it the table's own rows are exported. A rejection shows the export's failure message.
   */
  exportRows?: () => Promise<TableRow[]>;
};

/** CSV and Excel downloads of a table; each library is loaded only when its button is pressed. */
export function ExportButtons({ table, fileName, locale, exportRows }: ExportButtonsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      // Loaded on the click: nothing of the export reaches the page's first load.
      const [{ saveTable }, rows] = await Promise.all([
        import('@/lib/export/save-table'),
        exportRows ? exportRows() : table.rows,
      ]);
      await saveTable(format, { ...table, rows }, fileName, locale);
    } catch {
      toast(t('dataTable.exportFailed'), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      className="d-flex flex-wrap gap-2 d-print-none"
      role="group"
      aria-label={t('dataTable.exportLabel', { table: table.caption })}
    >
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-secondary btn-sm"
          style={{ minHeight: 32, minWidth: 44 }}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void run(format)}
        >
          {t(`dataTable.${format}`)}
        </button>
      ))}
    </div>
  );
}

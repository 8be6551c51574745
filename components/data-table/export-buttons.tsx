import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import type { ExportFormat } from '@/lib/export/save-table';
import type { TableData } from '@/lib/export/table';
import { useTranslation } from '@/lib/i18n/use-translation';

type ExportButtonsProps = {
  table: TableData;
  /** The file name without extension (`exportFileName` of lib/export/table). */
  fileName: string;
  /** The locale of the figures (decides `;` and the decimal comma of the CSV). */
  locale: string;
};

/** CSV and Excel downloads of a table; each library is loaded only when its button is pressed. */
export function ExportButtons({ table, fileName, locale }: ExportButtonsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      // Loaded on the click: nothing of the export reaches the page's first load.
      const { saveTable } = await import('@/lib/export/save-table');
      await saveTable(format, table, fileName, locale);
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

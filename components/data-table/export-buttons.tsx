import { useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import type { TableData } from '@/lib/export/table';
import { useTranslation } from '@/lib/i18n/use-translation';

type ExportButtonsProps = {
  table: TableData;
  /** The file name without extension (`exportFileName` of lib/export/table). */
  fileName: string;
  /** The locale of the figures (decides `;` and the decimal comma of the CSV). */
  locale: string;
};

type Format = 'csv' | 'xlsx';

/** CSV and Excel downloads of a table; each library is loaded only when its button is pressed. */
export function ExportButtons({ table, fileName, locale }: ExportButtonsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState<Format | null>(null);

  const run = async (format: Format) => {
    setBusy(format);
    try {
      const { downloadBlob } = await import('@/lib/export/download');
      if (format === 'csv') {
        const { csvBlob } = await import('@/lib/export/csv');
        downloadBlob(csvBlob(table, locale), `${fileName}.csv`);
      } else {
        const { xlsxBlob } = await import('@/lib/export/xlsx');
        downloadBlob(await xlsxBlob(table, table.caption), `${fileName}.xlsx`);
      }
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

import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import { CUSTOMERS_EXPORT_FILE } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import { exportCustomers } from '../api/export-customers';
import type { CustomersQuery } from '../customers-query';

type ExportState = 'idle' | 'busy' | 'ready';

/** "Export to Excel": the API makes the workbook of the whole filtered list; the browser saves it. */
export function ExportButton({ query, disabled }: { query: CustomersQuery; disabled: boolean }) {
  const { t } = useTranslation('manage-customers');
  const [state, setState] = useState<ExportState>('idle');
  const [failure, setFailure] = useState<string[]>([]);

  async function run() {
    setState('busy');
    setFailure([]);
    try {
      const blob = await exportCustomers(apiClient, query);
      // Loaded on the click, like the tables' own exports.
      const { downloadBlob } = await import('@/lib/export/download');
      downloadBlob(blob, CUSTOMERS_EXPORT_FILE);
      setState('ready');
    } catch (error) {
      if (!(error instanceof ApiError)) reportError(error, { action: 'customers export' });
      setFailure([t('export.failed')]);
      setState('idle');
    }
  }

  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={disabled || state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void run()}
      >
        {state === 'busy' ? t('export.busy') : t('export.button')}
      </button>
      <p role="status" className="small mt-2 mb-0">
        {state === 'ready' ? t('export.ready') : ''}
      </p>
      <FormAlert messages={failure} />
    </div>
  );
}

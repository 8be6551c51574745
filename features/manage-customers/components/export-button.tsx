import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { exportCustomers } from '../api/export-customers';
import { customersExportFileName } from '../export-file-name';
import type { CustomersQuery } from '../customers-query';

type ExportState = 'idle' | 'busy' | 'ready';

type ExportButtonProps = { query: CustomersQuery; memberName: string; disabled: boolean };

/**
 * "Export to Excel": the API makes the workbook of the whole filtered list; the browser saves it,
 * named after the clinic and the day (`customers-smadjursklinik-goteborg-2026-11-26.xlsx`).
 */
export function ExportButton({ query, memberName, disabled }: ExportButtonProps) {
  const { t } = useTranslation('manage-customers');
  const { user } = useSession();
  const [state, setState] = useState<ExportState>('idle');
  const [failure, setFailure] = useState<string[]>([]);

  async function run() {
    setState('busy');
    setFailure([]);
    try {
      const blob = await exportCustomers(apiClient, query);
      // Loaded on the click, like the tables' own exports.
      const { downloadBlob } = await import('@/lib/export/download');
      downloadBlob(blob, customersExportFileName(memberName, new Date(), countryTimeZone(user.member.country.code)));
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

import { StatusPage } from '@/components/status-page/status-page';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deployTimeRemaining, formatTimeFromNow } from '@/lib/time/remaining';
import { useNow } from '@/lib/time/use-now';

type MaintenanceViewProps = {
  deployDate: string | null;
  estimatedDownTimeInMinutes: number | null;
};

const CLOCK_TICK_MS = 30_000;

/** The maintenance page of spec §2, with the time the deploy is still expected to take. */
export function MaintenanceView({ deployDate, estimatedDownTimeInMinutes }: MaintenanceViewProps) {
  const { t, i18n } = useTranslation('errors');
  // The estimate is relative to now, so it is computed on the client only.
  const now = useNow(CLOCK_TICK_MS);
  const remaining = now === null ? null : deployTimeRemaining(deployDate, estimatedDownTimeInMinutes, now);

  return (
    <StatusPage tabTitle={t('maintenance.tabTitle')} title={t('maintenance.title')}>
      <p>{t('maintenance.body')}</p>
      {remaining !== null && (
        <p data-testid="maintenance-remaining">
          {t('maintenance.remaining', { time: formatTimeFromNow(remaining, i18n.language) })}
        </p>
      )}
    </StatusPage>
  );
}

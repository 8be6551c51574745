import { StatusPage } from '@/components/status-page/status-page';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Shown to Internet Explorer instead of the portal (spec §2 "Other"). */
export function UnsupportedBrowserView() {
  const { t } = useTranslation('errors');
  return (
    <StatusPage tabTitle={t('unsupported.tabTitle')} title={t('unsupported.title')}>
      <p>{t('unsupported.body')}</p>
    </StatusPage>
  );
}

import { BROWSER_API_BASE_URL } from '@/lib/api/browser-client';
import { PARTNERS_API } from '@/lib/contract/partners';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The staff's download of every partner's contract in one ZIP archive. */
export function PartnerAdminListExtras() {
  const { t } = useTranslation('content');
  return (
    <a className="btn btn-outline-secondary" href={`${BROWSER_API_BASE_URL}${PARTNERS_API.allContracts}`} download>
      {t('partnerEditor.downloadAllContracts')}
    </a>
  );
}

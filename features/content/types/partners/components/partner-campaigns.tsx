import { AppLink } from '@/components/app-link/app-link';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { idSlug } from '@/lib/text/slug';
import styles from '../../../components/content.module.scss';
import { useContentFormat } from '../../../components/use-content-format';
import { usePartnerCampaigns } from '../api/partner-api';

/** The partner's running campaigns, each opening over the campaigns list; a sentence when there are none. */
export function PartnerCampaigns({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('content');
  const format = useContentFormat();
  const { data, error } = usePartnerCampaigns(partnerId);
  const campaigns = data?.results ?? [];
  return (
    <section aria-labelledby="partner-campaigns" className="mb-4">
      <h2 id="partner-campaigns" className="h4">
        {t('partner.campaigns')}
      </h2>
      {data && campaigns.length === 0 && <p className="text-body-secondary">{t('partner.noCampaigns')}</p>}
      {error && !data && <p className="text-body-secondary">{t('partner.campaignsFailed')}</p>}
      {campaigns.length > 0 && (
        <ul className={styles.attachments}>
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <AppLink href={ROUTES.campaigns.detail(idSlug(campaign.id, campaign.title))}>{campaign.title}</AppLink>
              {campaign.endsAt && (
                <span className="text-body-secondary">
                  {' '}
                  · {t('partner.campaignEnds', { date: format.date(campaign.endsAt) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

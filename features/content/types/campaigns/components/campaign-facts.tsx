import { useTranslation } from '@/lib/i18n/use-translation';
import { useNow } from '@/lib/time/use-now';
import { useContentFormat } from '../../../components/use-content-format';
import { CampaignPartnerName } from './campaign-partner';
import styles from './campaigns.module.scss';
import { EndsSoonBadge } from './ends-soon-badge';
import type { CampaignItem } from '../campaign-item';

const MINUTE = 60_000;

/** A campaign's partner (linking to its page), its period, the offer link and its terms; an ended one says so. */
export function CampaignFacts({ item }: { item: CampaignItem }) {
  const { t } = useTranslation('content');
  const format = useContentFormat();
  const now = useNow(MINUTE);
  // Known in the browser only (the server's clock is not the reader's), so both render alike first.
  const ended = now !== null && item.endsAt !== undefined && Date.parse(item.endsAt) < now;
  return (
    <section aria-label={t('campaign.facts')} className="mb-3">
      {ended && (
        <p className="alert alert-secondary" role="note">
          {t('campaign.ended')}
        </p>
      )}
      <dl className="row mb-2">
        {item.partner && (
          <>
            <dt className="col-sm-3">{t('campaign.partner')}</dt>
            <dd className="col-sm-9">
              <CampaignPartnerName partner={item.partner} link />
            </dd>
          </>
        )}
        {item.startsAt && (
          <>
            <dt className="col-sm-3">{t('campaign.period')}</dt>
            <dd className="col-sm-9">
              <time dateTime={item.startsAt}>{format.days(item.startsAt, item.endsAt ?? item.startsAt)}</time>{' '}
              {!ended && <EndsSoonBadge endsAt={item.endsAt} />}
            </dd>
          </>
        )}
      </dl>
      {item.offerUrl && (
        <p>
          <a className="btn btn-primary" href={item.offerUrl} target="_blank" rel="noopener">
            {t('campaign.offer')}
          </a>
        </p>
      )}
      {item.terms && (
        <>
          <h2 className="h5">{t('campaign.terms')}</h2>
          <p className={styles.terms}>{item.terms}</p>
        </>
      )}
    </section>
  );
}

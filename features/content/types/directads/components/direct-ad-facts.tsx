import { useTranslation } from '@/lib/i18n/use-translation';
import { useContentFormat } from '../../../components/use-content-format';
import { DirectAdReply } from './direct-ad-reply';
import type { DirectAdItem } from '../direct-ad-item';

/** A direct ad's place, price and expiry, and the form to answer it (the advertiser's address stays private). */
export function DirectAdFacts({ item }: { item: DirectAdItem }) {
  const { t } = useTranslation('content');
  const format = useContentFormat();
  return (
    <>
      <dl className="row mb-2">
        {item.place && (
          <>
            <dt className="col-sm-3">{t('directAd.place')}</dt>
            <dd className="col-sm-9">{item.place}</dd>
          </>
        )}
        {item.price && (
          <>
            <dt className="col-sm-3">{t('directAd.price')}</dt>
            <dd className="col-sm-9">{item.price}</dd>
          </>
        )}
        {item.expiresAt && (
          <>
            <dt className="col-sm-3">{t('directAd.expires')}</dt>
            <dd className="col-sm-9">
              <time dateTime={item.expiresAt}>{format.date(item.expiresAt)}</time>
            </dd>
          </>
        )}
      </dl>
      <DirectAdReply item={item} />
    </>
  );
}

import type { Translate } from '@/lib/i18n/use-translation';

/** A member without purchases yet (a new member): what will come, and when. */
export function EmptyPurchases({ t }: { t: Translate }) {
  return (
    <div className="alert alert-info" role="status">
      <h2 className="h5">{t('empty.title')}</h2>
      <p className="mb-0">{t('empty.lag')}</p>
    </div>
  );
}

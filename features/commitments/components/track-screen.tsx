import Head from 'next/head';
import Link from 'next/link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCommitmentTracking } from '../api/commitment-tracking';
import { commitmentsHref } from '../commitments-query';
import styles from './commitments.module.scss';
import { TrackCard } from './track-card';
import { useCommitmentFormat } from './use-commitment-format';
import type { TrackProps } from '../server/commitments-props';

/** `/commitments/track`: progress toward each commitment, at risk first (the API's order). */
export function TrackScreen({ member, trackKey }: TrackProps) {
  const { t } = useTranslation('commitments');
  const format = useCommitmentFormat();
  const { data, error, isLoading } = useCommitmentTracking(trackKey);
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('track.title'))}</title>
      </Head>
      <h1 className="h2">{t('track.title')}</h1>
      <p className="lead">{t('track.intro')}</p>
      {/* Stream F's member switch goes here after the merge (components/member-switch). */}
      {data?.asOf && <p className={styles.meta}>{t('track.asOf', { date: format.date(data.asOf) })}</p>}
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <ul className={styles.cards} aria-label={t('track.listLabel')}>
          {data.results.map((commitment) => (
            <TrackCard key={commitment.id} commitment={commitment} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <p className="mt-3">
        <Link href={commitmentsHref({ member })}>{t('track.toList')}</Link>
      </p>
    </div>
  );
}

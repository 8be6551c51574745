import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { useCommitmentTracking } from '../api/commitment-tracking';
import { commitmentsHref } from '../commitments-query';
import { TrackingExport } from './commitments-table';
import styles from './commitments.module.scss';
import { TrackCard } from './track-card';
import { useCommitmentFormat } from './use-commitment-format';
import type { TrackProps } from '../server/commitments-props';

/** `/commitments/track`: progress toward each commitment, at risk first (the API's order). */
export function TrackScreen({ member, trackKey, memberOptions }: TrackProps) {
  const { t } = useTranslation('commitments');
  const { user } = useSession();
  const format = useCommitmentFormat();
  const { data, error, isLoading } = useCommitmentTracking(trackKey);
  const memberName = memberOptions.find((option) => option.id === member)?.name ?? user.member.name;
  return (
    <div className="container py-4">
      <MemberPageHeader
        title={t('track.title')}
        intro={t('track.intro')}
        memberOptions={memberOptions}
        member={member}
      />
      {data?.asOf && <p className={styles.meta}>{t('track.asOf', { date: format.date(data.asOf) })}</p>}
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <>
          <ul className={styles.cards} aria-label={t('track.listLabel')}>
            {data.results.map((commitment) => (
              <TrackCard key={commitment.id} commitment={commitment} />
            ))}
          </ul>
          <div className="mt-3">
            <TrackingExport
              results={data.results}
              fileParts={['vetnet', 'commitments-progress', data.asOf, memberName]}
            />
          </div>
        </>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <p className="mt-3">
        <AppLink href={commitmentsHref({ member })}>{t('track.toList')}</AppLink>
      </p>
    </div>
  );
}

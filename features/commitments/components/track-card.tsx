import type { TrackedCommitment } from '@/lib/contract/purchasing';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CommitmentProgress } from './commitment-progress';
import styles from './commitments.module.scss';
import { StatusChip } from './status-chip';
import { useCommitmentFormat } from './use-commitment-format';

/** One commitment's progress: what, when, the bar, and the figures that matter (needed per month, next tier). */
export function TrackCard({ commitment }: { commitment: TrackedCommitment }) {
  const { t } = useTranslation('commitments');
  const format = useCommitmentFormat();
  const money = (amount: string | number) => format.money(amount, commitment.currency);
  const subject = format.subject(commitment);
  const active = commitment.status === 'at_risk' || commitment.status === 'on_track';
  // The whole period is behind: it came out as it did, and no further tier can be reached.
  const ended = commitment.elapsedShare >= 1 && (commitment.status === 'achieved' || commitment.status === 'missed');
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className="h5 mb-0">{subject}</h2>
        <StatusChip status={commitment.status} />
      </div>
      <p className={styles.meta}>{format.period(commitment)}</p>
      {commitment.note && <p className={styles.note}>{commitment.note}</p>}
      {ended && (
        <p className={styles.result}>
          {format.result(commitment, {
            actualAmount: commitment.actualAmount,
            status: commitment.status as 'achieved' | 'missed',
            reachedTier: commitment.reachedTier,
          })}
        </p>
      )}
      <CommitmentProgress commitment={commitment} label={t('progressLabel', { subject })} money={money} />
      <dl className={styles.figures}>
        <div>
          <dt>{t(ended ? 'columns.bought' : 'columns.actual')}</dt>
          <dd>{money(commitment.actualAmount)}</dd>
        </div>
        <div>
          <dt>{t('columns.target')}</dt>
          <dd>{money(commitment.targetAmount)}</dd>
        </div>
        {active && (
          <>
            <div>
              <dt>{t('columns.projected')}</dt>
              <dd>{money(commitment.projectedAmount)}</dd>
            </div>
            <div>
              <dt>{t('neededPerMonth')}</dt>
              <dd>{money(commitment.neededPerMonth)}</dd>
            </div>
          </>
        )}
        {commitment.reachedTier && (
          <div>
            <dt>{t('reachedTier')}</dt>
            <dd>{format.tier(commitment.reachedTier, commitment.currency)}</dd>
          </div>
        )}
        {!ended && commitment.nextTier && commitment.gapToNextTier !== null && (
          <div>
            <dt>{t('nextTier')}</dt>
            <dd>
              {t('gapToTier', {
                gap: money(commitment.gapToNextTier),
                tier: format.tier(commitment.nextTier, commitment.currency),
              })}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

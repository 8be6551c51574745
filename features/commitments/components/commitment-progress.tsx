import type { TrackedCommitment } from '@/lib/contract/purchasing';
import { toAmount } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './commitments.module.scss';

type CommitmentProgressProps = {
  commitment: TrackedCommitment;
  label: string;
  money: (amount: string | number) => string;
};

const percentOf = (value: number, scale: number) => `${Math.min(100, Math.max(0, (value / scale) * 100)).toFixed(2)}%`;

/**
 * Plain HTML progress toward the target: the bought amount as the bar, each tier's threshold as a
 * mark, the projection at the period's end as a marker. The scale reaches the target, the highest
 * tier and the projection, so every mark fits. The figures are also in words beside it.
 */
export function CommitmentProgress({ commitment, label, money }: CommitmentProgressProps) {
  const { t } = useTranslation('commitments');
  const actual = toAmount(commitment.actualAmount);
  const target = toAmount(commitment.targetAmount);
  const projected = toAmount(commitment.projectedAmount);
  const tiers = commitment.tiers.map((tier) => ({ ...tier, threshold: toAmount(tier.thresholdAmount) }));
  const scale = Math.max(target, projected, actual, ...tiers.map((tier) => tier.threshold), 1);
  const share = target > 0 ? Math.round((actual / target) * 100) : 0;
  const projecting = commitment.status !== 'achieved' && commitment.status !== 'missed';
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(actual, target)}
        aria-valuetext={t('progressText', { actual: money(actual), target: money(target), share })}
      >
        <div
          className={`${styles.bar} ${styles[`bar_${commitment.status}`] ?? ''}`}
          style={{ width: percentOf(actual, scale) }}
        />
        {tiers.map((tier) => (
          <span
            key={`${tier.threshold}-${tier.discountPercent}`}
            className={styles.tierMark}
            style={{ left: percentOf(tier.threshold, scale) }}
            title={tier.label}
            aria-hidden="true"
          />
        ))}
        <span className={styles.targetMark} style={{ left: percentOf(target, scale) }} aria-hidden="true" />
        {projecting && (
          <span
            className={styles.projectionMark}
            style={{ left: percentOf(projected, scale) }}
            data-testid="projection-marker"
            aria-hidden="true"
          />
        )}
      </div>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendTier}>{t('legend.tier')}</span>
        <span className={styles.legendTarget}>{t('legend.target')}</span>
        {projecting && <span className={styles.legendProjection}>{t('legend.projection')}</span>}
      </p>
    </div>
  );
}

import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { Commitment } from '@/lib/contract/purchasing';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './commitments.module.scss';
import { useCommitmentFormat } from './use-commitment-format';

/** The commitments as a table: what, when, the target and its price tiers. Scrolls sideways on a phone. */
export function CommitmentsTable({ commitments, caption }: { commitments: Commitment[]; caption: string }) {
  const { t } = useTranslation('commitments');
  const format = useCommitmentFormat();
  return (
    <ScrollRegion label={caption}>
      <table className="table mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.subject')}</th>
            <th scope="col">{t('columns.period')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.target')}
            </th>
            <th scope="col">{t('columns.tiers')}</th>
          </tr>
        </thead>
        <tbody>
          {commitments.map((commitment) => (
            <tr key={commitment.id}>
              <th scope="row">
                {format.subject(commitment)}
                {commitment.note && <span className={styles.note}>{commitment.note}</span>}
              </th>
              <td>{format.period(commitment)}</td>
              <td className={styles.number}>{format.money(commitment.targetAmount, commitment.currency)}</td>
              <td>
                {commitment.tiers.length === 0 ? (
                  t('noTiers')
                ) : (
                  <ul className={styles.tiers}>
                    {commitment.tiers.map((tier) => (
                      <li key={`${tier.thresholdAmount}-${tier.discountPercent}`}>
                        {format.tier(tier, commitment.currency)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

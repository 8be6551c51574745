import type { CommitmentStatus } from '@/lib/contract/purchasing';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './commitments.module.scss';

/** A commitment's status in words and colour (the colour is never the only signal). */
export function StatusChip({ status }: { status: CommitmentStatus }) {
  const { t } = useTranslation('commitments');
  return <span className={`${styles.chip} ${styles[status] ?? ''}`}>{t(`status.${status}`)}</span>;
}

import type { SalesRep } from '@/lib/contract/partners';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './partners.module.scss';

/** The partner's sales representatives, one card each: region, name, and how to reach them. */
export function PartnerSalesReps({ reps }: { reps: readonly SalesRep[] }) {
  const { t } = useTranslation('content');
  if (reps.length === 0) return null;
  return (
    <section aria-labelledby="partner-reps" className="mb-4">
      <h2 id="partner-reps" className="h4">
        {t('partner.salesReps')}
      </h2>
      <ul className={styles.reps}>
        {reps.map((rep) => (
          <li key={rep.id} className={styles.rep}>
            {rep.region && <p className="small text-body-secondary mb-1">{rep.region}</p>}
            <p className="fw-semibold mb-1">{rep.name}</p>
            {rep.phone && (
              <p className="mb-1">
                <a href={`tel:${rep.phone.replace(/\s+/g, '')}`}>{rep.phone}</a>
              </p>
            )}
            {rep.email && (
              <p className="mb-0 text-break">
                <a href={`mailto:${rep.email}`}>{rep.email}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../../../components/content.module.scss';
import type { ServiceItem } from '../service-item';

/** Who to contact about a service, and its website. */
export function ServiceContact({ item }: { item: ServiceItem }) {
  const { t } = useTranslation('content');
  if (!item.contactName && !item.contactEmail && !item.contactPhone && !item.websiteUrl) return null;
  return (
    <dl className={styles.facts}>
      {item.contactName && (
        <div>
          <dt>{t('service.contact')}</dt>
          <dd>{item.contactName}</dd>
        </div>
      )}
      {(item.contactEmail || item.contactPhone) && (
        <div>
          <dt>{t('service.reach')}</dt>
          <dd className="d-flex flex-wrap gap-3">
            {item.contactEmail && <a href={`mailto:${item.contactEmail}`}>{item.contactEmail}</a>}
            {item.contactPhone && <a href={`tel:${item.contactPhone.replace(/\s+/g, '')}`}>{item.contactPhone}</a>}
          </dd>
        </div>
      )}
      {item.websiteUrl && (
        <div>
          <dt>{t('service.website')}</dt>
          <dd>
            <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer">
              {item.websiteUrl}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

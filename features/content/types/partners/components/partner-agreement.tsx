import { BROWSER_API_BASE_URL } from '@/lib/api/browser-client';
import { PARTNERS_API } from '@/lib/contract/partners';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import styles from '../../../components/content.module.scss';
import { useContentFormat } from '../../../components/use-content-format';
import { contactTypeLabel } from '../partner-texts';
import type { PartnerItem } from '../partner-item';
import type { ReactNode } from 'react';

/** The agreement's facts: its type, how long it runs, the partner's contact and website, the contract for those who may read it. */
export function PartnerAgreement({ item }: { item: PartnerItem }) {
  const { t } = useTranslation('content');
  const { can } = useSession();
  const format = useContentFormat();
  const type = contactTypeLabel(item.contactType, t);
  const { agreementStartsAt: starts, agreementEndsAt: ends } = item;
  const contract = item.contract && can('viewPartnerContracts');
  if (!type && !starts && !ends && !item.contactName && !item.contactPhone && !item.websiteUrl && !contract)
    return null;
  return (
    <section aria-labelledby="partner-agreement" className="mb-4">
      <h2 id="partner-agreement" className="h4">
        {t('partner.agreement')}
      </h2>
      <dl className={styles.facts}>
        {type && <Fact term={t('partner.contactType')}>{type}</Fact>}
        {(starts || ends) && (
          <Fact term={t('partner.valid')}>
            {starts && <time dateTime={starts}>{format.date(starts)}</time>}
            {' – '}
            {ends && <time dateTime={ends}>{format.date(ends)}</time>}
          </Fact>
        )}
        {item.contactName && <Fact term={t('partner.contact')}>{item.contactName}</Fact>}
        {item.contactPhone && (
          <Fact term={t('partner.phone')}>
            <a href={`tel:${item.contactPhone.replace(/\s+/g, '')}`}>{item.contactPhone}</a>
          </Fact>
        )}
        {item.websiteUrl && (
          <Fact term={t('partner.website')}>
            <a href={item.websiteUrl} target="_blank" rel="noopener noreferrer">
              {item.websiteUrl}
            </a>
          </Fact>
        )}
      </dl>
      {contract && (
        <a
          className="btn btn-outline-primary btn-sm"
          href={`${BROWSER_API_BASE_URL}${PARTNERS_API.contractFile(item.id)}`}
        >
          {t('partner.downloadContract')}
        </a>
      )}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

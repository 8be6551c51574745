import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { PartnerItem } from '../partner-item';

// Sending needs JavaScript anyway: the form (its fields, the submission, the subjects) loads after the
// first paint, and the page's first load carries only this section's heading.
const PartnerContactForm = dynamic(() => import('./partner-contact-form').then((module) => module.PartnerContactForm), {
  ssr: false,
});

/** "Contact {name}": the request form, or why there is none. */
export function PartnerContact({ item }: { item: PartnerItem }) {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="partner-contact" className="mb-4">
      <h2 id="partner-contact" className="h4">
        {t('partner.contactHeading', { name: item.title })}
      </h2>
      {item.acceptsContactRequests === true ? (
        <PartnerContactForm item={item} />
      ) : (
        <p className="text-body-secondary">{t('partner.noContact')}</p>
      )}
    </section>
  );
}

import { AppLink } from '@/components/app-link/app-link';
import type { CampaignPartner } from '@/lib/contract/partners';
import { ROUTES } from '@/lib/routes';
import { idSlug } from '@/lib/text/slug';
import styles from './campaigns.module.scss';

/** A campaign's partner: its logo and name; on the campaign's page a link to the partner's page. */
export function CampaignPartnerName({ partner, link = false }: { partner: CampaignPartner; link?: boolean }) {
  const content = (
    <>
      {partner.logo && (
        // The name beside it says what the logo shows; an uploaded file served by the admin API.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.logo} src={partner.logo.url} alt="" />
      )}
      <span>{partner.title}</span>
    </>
  );
  return link ? (
    <AppLink className={styles.partner} href={ROUTES.partners.detail(idSlug(partner.id, partner.title))}>
      {content}
    </AppLink>
  ) : (
    <span className={styles.partner}>{content}</span>
  );
}

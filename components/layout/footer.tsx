import { AppLink } from '@/components/app-link/app-link';
import {
  COOKIE_INFO_URLS,
  ORGANISATION,
  POLICY_LANGUAGE,
  PRIVACY_POLICY_URLS,
  privacyPolicyCode,
} from '@/lib/config/organisation';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './footer.module.scss';

export type FooterLink = { href: string; label: string };

type FooterProps = {
  /** The portal's own pages the viewer may open (contact, release notes); none on the login pages. */
  portalLinks?: FooterLink[];
};

/**
 * The foot of every page a member sees: the privacy policy and cookie information in the page's
 * language (spec §9 names one policy per language), the portal's own pages, support and the
 * organisation. The page's language is the member's, or on the login pages the browser's.
 */
export function Footer({ portalLinks = [] }: FooterProps) {
  const { t, i18n } = useTranslation();
  const policy = privacyPolicyCode(i18n.language);
  const links = [
    ...portalLinks.map(({ href, label }) => (
      <AppLink key={href} href={href} className={styles.link}>
        {label}
      </AppLink>
    )),
    <a key="privacy" href={PRIVACY_POLICY_URLS[policy]} hrefLang={POLICY_LANGUAGE[policy]} className={styles.link}>
      {t('footer.privacy')}
    </a>,
    <a key="cookies" href={COOKIE_INFO_URLS[policy]} hrefLang={POLICY_LANGUAGE[policy]} className={styles.link}>
      {t('footer.cookies')}
    </a>,
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.key}>{link}</li>
            ))}
          </ul>
        </nav>
        <p className={styles.support}>
          {t('footer.support')}{' '}
          <a href={`mailto:${ORGANISATION.supportEmail}`} className={styles.link}>
            {ORGANISATION.supportEmail}
          </a>
        </p>
        <p className={styles.organisation}>
          {t('footer.copyright', { year: new Date().getFullYear(), organisation: ORGANISATION.name })}
        </p>
      </div>
    </footer>
  );
}

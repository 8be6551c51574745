import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { MenuIcon } from '@/components/icons/icons';
import { useTranslation } from '@/lib/i18n/use-translation';
import { InsideLayoutContext } from './inside-layout';
import styles from './layout.module.scss';
import { MainMenu } from './main-menu';
import { useRouteFocus } from './route-focus';
import { useIsMobile } from './use-is-mobile';
import { UserMenu } from './user-menu';
import type { LayoutProps } from './layout-types';

const MOBILE_MENU_ID = 'mobile-menu';

// The slide-out menu (react-bootstrap's offcanvas and its transitions) loads on the first tap of the
// Menu button: the first load of every page is lighter, and desktops never load it.
const MobileMenu = dynamic(() => import('./mobile-menu').then((module) => module.MobileMenu), { ssr: false });

function Logo() {
  const { t } = useTranslation();
  return (
    <AppLink href="/" className={styles.brand}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 48 px SVG mark */}
      <img src="/images/logo.svg" alt="" width={36} height={36} />
      <span>{t('productName')}</span>
    </AppLink>
  );
}

/**
 * The frame of every signed-in page (spec §2): the banner, the header with logo, menu, bell and user
 * menu on a desktop, or menu button, logo and notifications link on a phone (CSS chooses, at 992 px),
 * the page itself, and the footer.
 */
export function Layout({ menu, path, user, userLinks, slots, onLogout, children }: LayoutProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const showMobileMenu = menuOpen && mobile;
  useRouteFocus();

  // A navigation by any other way than the menu's links (back, a link in the page) closes it too.
  useEffect(() => {
    const close = () => setMenuOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {slots.banner}
      <header className={styles.header}>
        <div className={`${styles.bar} ${styles.desktopOnly}`}>
          <Logo />
          <nav aria-label={t('menu.label')} className={styles.desktopNav}>
            <MainMenu menu={menu} path={path} />
          </nav>
          <div className={styles.tools}>
            {slots.bell}
            <UserMenu user={user} links={userLinks} languageSwitcher={slots.languageSwitcher} onLogout={onLogout} />
          </div>
        </div>
        <div className={`${styles.bar} ${styles.mobileOnly}`}>
          <button
            type="button"
            className={`btn btn-link ${styles.menuButton}`}
            aria-expanded={showMobileMenu}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
            <span>{t('menu.button')}</span>
          </button>
          <Logo />
          <div className={styles.tools}>{slots.notificationsLink}</div>
        </div>
      </header>
      {menuWanted && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          show={showMobileMenu}
          onClose={() => setMenuOpen(false)}
          menu={menu}
          path={path}
          user={user}
          languageSwitcher={slots.languageSwitcher}
          onLogout={onLogout}
        />
      )}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <InsideLayoutContext.Provider value={true}>{children}</InsideLayoutContext.Provider>
      </main>
      {slots.footer}
      {slots.devPanel}
    </>
  );
}

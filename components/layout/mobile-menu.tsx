import Offcanvas from 'react-bootstrap/Offcanvas';
import { AppLink } from '@/components/app-link/app-link';
import { ChevronRightIcon } from '@/components/icons/icons';
import { keepTabInside } from '@/lib/browser/focus-trap';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLinkPath, menuLinks, type VisibleLink, type VisibleMenuItem } from '@/lib/menu/menu-model';
import { ROUTES } from '@/lib/routes';
import styles from './layout.module.scss';
import type { LayoutUser } from './layout-types';
import type { ReactNode } from 'react';

type MobileMenuProps = {
  id: string;
  show: boolean;
  onClose: () => void;
  menu: VisibleMenuItem[];
  path: string;
  user: LayoutUser;
  languageSwitcher: ReactNode | null;
  onLogout: () => void;
};

/**
 * The phone's slide-out menu (spec §2): the navigation with the current page marked, the user and
 * member linking to settings, logout and the language switcher. A click outside it (the backdrop),
 * Escape or a click on a link closes it; while it is open, Tab stays inside it.
 */
export function MobileMenu({ id, show, onClose, menu, path, user, languageSwitcher, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const current = currentLinkPath(menuLinks(menu), path);
  const renderLink = (link: VisibleLink) => (
    <li key={link.path}>
      <AppLink
        href={link.path}
        className={`${styles.mobileLink}${current === link.path ? ` ${styles.mobileLinkCurrent}` : ''}`}
        aria-current={current === link.path ? 'page' : undefined}
        onClick={onClose}
      >
        {t(link.titleKey)}
      </AppLink>
    </li>
  );

  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onClose}
      placement="start"
      aria-labelledby={`${id}-title`}
      className={styles.mobileMenu}
      // Offcanvas only pulls focus back after it has reached the page behind (the skip link): Tab
      // and Shift+Tab cycle inside instead. Escape closes it and returns focus to the Menu button.
      onKeyDown={keepTabInside}
    >
      <Offcanvas.Header closeButton closeLabel={t('menu.close')}>
        <Offcanvas.Title id={`${id}-title`} as="h2" className="h5">
          {t('menu.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className={styles.mobileBody}>
        <AppLink href={ROUTES.settings.me} className={styles.mobileUser} onClick={onClose}>
          <span className={styles.initials} aria-hidden="true">
            {user.initials}
          </span>
          <span className="d-flex flex-column">
            <strong>{user.fullName}</strong>
            <span className={styles.memberName}>{user.memberName}</span>
          </span>
          <ChevronRightIcon className="ms-auto" />
        </AppLink>
        <nav aria-label={t('menu.label')}>
          <ul className={styles.mobileList}>
            {menu.map((item) =>
              item.kind === 'LINK' ? (
                // A single link stands apart from the group above it, as its own section.
                <li key={item.path} className={styles.mobileSingle}>
                  <ul className={styles.mobileList}>{renderLink(item)}</ul>
                </li>
              ) : (
                <li key={item.titleKey}>
                  <h3 className={styles.mobileGroup}>{t(item.titleKey)}</h3>
                  <ul className={styles.mobileList}>{item.items.map(renderLink)}</ul>
                </li>
              ),
            )}
          </ul>
        </nav>
        {languageSwitcher && <div className={styles.mobileSection}>{languageSwitcher}</div>}
        <button type="button" className="btn btn-outline-primary w-100 mt-3" onClick={onLogout}>
          {t('logout')}
        </button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

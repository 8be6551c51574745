import { AppLink } from '@/components/app-link/app-link';
import { DisclosureMenu } from '@/components/menu/disclosure-menu';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './layout.module.scss';
import type { LayoutUser, UserMenuLink } from './layout-types';
import type { ReactNode } from 'react';

type UserMenuProps = {
  user: LayoutUser;
  links: UserMenuLink[];
  languageSwitcher: ReactNode | null;
  onLogout: () => void;
};

/** The user menu (spec §2): the user's initials, the language switcher, settings and the management links, logout. */
export function UserMenu({ user, links, languageSwitcher, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu
      align="end"
      toggleLabel={t('userMenu.label', { name: user.fullName })}
      toggleClassName={`btn btn-link ${styles.initialsToggle}`}
      menuClassName={styles.userMenu}
      toggle={
        <span className={styles.initials} aria-hidden="true">
          {user.initials}
        </span>
      }
    >
      <div className={styles.userMenuHeader}>
        <strong>{user.fullName}</strong>
        <span className={styles.memberName}>{user.memberName}</span>
      </div>
      {languageSwitcher && <div className={styles.userMenuSection}>{languageSwitcher}</div>}
      <hr className="dropdown-divider" />
      {links.map((link) => (
        <AppLink key={link.href} href={link.href} className="dropdown-item">
          {link.label}
        </AppLink>
      ))}
      <hr className="dropdown-divider" />
      <button type="button" className="dropdown-item" onClick={onLogout}>
        {t('logout')}
      </button>
    </DisclosureMenu>
  );
}

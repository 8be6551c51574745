import Link from 'next/link';
import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'next-i18next/pages';
import { moveToMenuEnds } from '@/components/menu/menu-keyboard';
import type { LayoutUser, UserMenuLink } from './layout-types';
import styles from './layout.module.scss';

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
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className={styles.initialsToggle} aria-label={t('userMenu.label', { name: user.fullName })}>
        <span className={styles.initials} aria-hidden="true">
          {user.initials}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className={styles.userMenu} onKeyDown={moveToMenuEnds}>
        <div className={styles.userMenuHeader}>
          <strong>{user.fullName}</strong>
          <span className={styles.memberName}>{user.memberName}</span>
        </div>
        {languageSwitcher && <div className={styles.userMenuSection}>{languageSwitcher}</div>}
        <Dropdown.Divider />
        {links.map((link) => (
          <Dropdown.Item key={link.href} as={Link} href={link.href}>
            {link.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" onClick={onLogout}>
          {t('logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

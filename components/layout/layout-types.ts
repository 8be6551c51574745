import type { VisibleMenuItem } from '@/lib/menu/menu-model';
import type { ReactNode } from 'react';

export type LayoutUser = {
  fullName: string;
  initials: string;
  /** The member's name as shown (hidden when obfuscation is on). */
  memberName: string;
};

export type UserMenuLink = { href: string; label: string };

/** What the features put into the layout; `_app` fills these slots (ARCHITECTURE "Layers"). */
export type LayoutSlots = {
  bell: ReactNode;
  notificationsLink: ReactNode;
  /** Null when the member's country has no language selector. */
  languageSwitcher: ReactNode | null;
  banner: ReactNode;
  /** The developer panel's toggle, for staff and chain users. */
  devPanel: ReactNode | null;
  /** The footer under the page: privacy policy, the portal's own pages, support (components/layout/footer). */
  footer?: ReactNode;
};

export type LayoutProps = {
  menu: VisibleMenuItem[];
  /** The page shown, to mark it in the menus. */
  path: string;
  user: LayoutUser;
  userLinks: UserMenuLink[];
  slots: LayoutSlots;
  onLogout: () => void;
  children: ReactNode;
};

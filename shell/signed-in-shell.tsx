import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { Footer, type FooterLink } from '@/components/layout/footer';
import { initialsOf } from '@/components/layout/initials';
import { Layout } from '@/components/layout/layout';
import type { UserMenuLink } from '@/components/layout/layout-types';
import { hasLanguageSelector, LanguageSwitcher } from '@/features/languages/components/language-switcher';
import { NotificationBell, NotificationsLink } from '@/features/notifications/components/notification-bell';
import { useLogout } from '@/lib/auth/use-logout';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { VisibleMenuItem } from '@/lib/menu/menu-model';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { shownMemberName } from '@/lib/session/view-preferences';

// The maintenance banner depends on the time, so it shows only in the browser, never in the server's
// HTML: loaded after hydration, it appears exactly when it did (and the status call with it).
const WarningBanner = dynamic(
  () => import('@/features/maintenance/components/warning-banner').then((module) => module.WarningBanner),
  { ssr: false },
);
// Only staff and chain users have the panel: loaded for them, in the browser, after the page.
const DevPanel = dynamic(() => import('@/features/dev-panel/components/dev-panel').then((module) => module.DevPanel), {
  ssr: false,
});
// The panel's maintenance switch, for staff: loaded only when the panel shows it.
const MaintenanceSwitch = dynamic(
  () => import('@/features/maintenance/components/maintenance-switch').then((module) => module.MaintenanceSwitch),
  {
    ssr: false,
  },
);

const CONTACT_PATH = ROUTES.contacts;

/** Whether the member's menu offers a page (the footer repeats only links the menu allows). */
function menuOffers(menu: VisibleMenuItem[], path: string): boolean {
  return menu.some((item) =>
    item.kind === 'LINK' ? item.path === path : item.items.some((link) => link.path === path),
  );
}

/** The frame of a signed-in page: the Layout, its slots filled from the features (ARCHITECTURE "Layers"). */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { user, menu, can, preferences } = useSession();
  const logout = useLogout();

  useEffect(() => {
    document.body.classList.toggle('prototype-mode', preferences.prototypeMode);
  }, [preferences.prototypeMode]);

  const userLinks: UserMenuLink[] = [
    { href: ROUTES.settings.me, label: t('userMenu.settings') },
    ...(can('manageUsers') ? [{ href: ROUTES.settings.manageUsers, label: t('userMenu.manageUsers') }] : []),
    ...(can('manageCustomers')
      ? [{ href: ROUTES.settings.manageCustomers, label: t('userMenu.manageCustomers') }]
      : []),
  ];

  const footerLinks: FooterLink[] = [
    ...(menuOffers(menu, CONTACT_PATH) ? [{ href: CONTACT_PATH, label: t('footer.contact') }] : []),
    { href: ROUTES.release, label: t('footer.releaseNotes') },
  ];

  return (
    <Layout
      menu={menu}
      path={router.asPath}
      user={{
        fullName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        initials: initialsOf(user.firstName, user.lastName, user.email),
        memberName: shownMemberName(user.member.name, preferences.obfuscate, t('member.hidden')),
      }}
      userLinks={userLinks}
      onLogout={() => void logout()}
      slots={{
        bell: <NotificationBell />,
        notificationsLink: <NotificationsLink />,
        languageSwitcher: hasLanguageSelector(user.member.country) ? <LanguageSwitcher /> : null,
        banner: <WarningBanner />,
        devPanel: can('developerPanel') ? (
          <DevPanel maintenanceSwitch={can('staffTools') ? <MaintenanceSwitch /> : null} />
        ) : null,
        footer: <Footer portalLinks={footerLinks} />,
      }}
    >
      {children}
    </Layout>
  );
}

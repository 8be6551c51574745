import '@/styles/globals.scss';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { SWRConfig } from 'swr';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { initialsOf } from '@/components/layout/initials';
import { Layout } from '@/components/layout/layout';
import type { UserMenuLink } from '@/components/layout/layout-types';
import { RouteProgress } from '@/components/progress-bar/route-progress';
import { ToastProvider } from '@/components/toast/toast-provider';
import { hasLanguageSelector, LanguageSwitcher } from '@/features/languages/components/language-switcher';
import { WarningBanner } from '@/features/maintenance/components/warning-banner';
import { NotificationBell, NotificationsLink } from '@/features/notifications/components/notification-bell';
import { useRouteActivity } from '@/lib/activity/use-route-activity';
import type { PageBaseProps } from '@/lib/auth/guard';
import { SessionLifecycle } from '@/lib/auth/session-lifecycle';
import { useLogout } from '@/lib/auth/use-logout';
import { TranslationProvider } from '@/lib/i18n/translation-provider';
import { SessionProvider, useSession } from '@/lib/session/session-context';
import { shownMemberName } from '@/lib/session/view-preferences';
import { SWR_OPTIONS } from '@/lib/swr/swr-options';

// Needed only when a page fails, or only by staff and chain users: loaded then, so they cost the
// first load of no member's page.
const ErrorScreen = dynamic(() => import('@/features/maintenance/components/error-screen').then((module) => module.ErrorScreen));
const DevPanel = dynamic(() => import('@/features/dev-panel/components/dev-panel').then((module) => module.DevPanel), { ssr: false });

/** The frame of a signed-in page: the Layout, its slots filled from the features (ARCHITECTURE "Layers"). */
function SignedInShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { user, menu, can, preferences } = useSession();
  const logout = useLogout();

  useEffect(() => {
    document.body.classList.toggle('prototype-mode', preferences.prototypeMode);
  }, [preferences.prototypeMode]);

  const userLinks: UserMenuLink[] = [
    { href: '/settings/me', label: t('userMenu.settings') },
    ...(can('manageUsers') ? [{ href: '/settings/manage-users', label: t('userMenu.manageUsers') }] : []),
    ...(can('manageCustomers') ? [{ href: '/settings/manage-costumers', label: t('userMenu.manageCustomers') }] : []),
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
        devPanel: can('developerPanel') ? <DevPanel /> : null,
      }}
    >
      {children}
    </Layout>
  );
}

function RouteActivity({ signedIn }: { signedIn: boolean }) {
  useRouteActivity(signedIn);
  return null;
}

/** The application: translations, data cache, session, crash handling, and the page in its frame. */
function PortalApp({ Component, pageProps, router }: AppProps<Partial<PageBaseProps>>) {
  const { session = null, fallback = {}, errorStatus = null, _nextI18Next: translations } = pageProps;
  const page = errorStatus ? <ErrorScreen code={errorStatus} /> : <Component {...pageProps} />;
  // Every signed-in page is framed by the Layout; the error views and the public pages are not (spec §2).
  const framed = session && !errorStatus ? <SignedInShell>{page}</SignedInShell> : page;
  return (
    <TranslationProvider translations={translations}>
      <SWRConfig value={{ ...SWR_OPTIONS, fallback }}>
        <SessionProvider session={session}>
          <ToastProvider>
            <SessionLifecycle signedIn={session !== null} />
            <RouteActivity signedIn={session !== null} />
            <RouteProgress />
            <ErrorBoundary resetKey={router.asPath} fallback={(status) => <ErrorScreen code={status} />}>
              {framed}
            </ErrorBoundary>
          </ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </TranslationProvider>
  );
}

export default PortalApp;

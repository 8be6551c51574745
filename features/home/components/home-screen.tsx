import Head from 'next/head';
import { AppLink } from '@/components/app-link/app-link';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { shownMemberName } from '@/lib/session/view-preferences';
import styles from './home.module.scss';
import type { ReactNode } from 'react';

/** The members' start page: a welcome, what other features put on it (`children`) and a shortcut to every area this user can use. */
export function HomeScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user, menu, preferences } = useSession();
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('home.tabTitle'))}</title>
      </Head>
      <h1>{t('home.greeting', { name: user.firstName })}</h1>
      <p className="lead">
        {t('home.memberLine', { member: shownMemberName(user.member.name, preferences.obfuscate, t('member.hidden')) })}
      </p>
      {children}
      <h2 className="h4 mt-4">{t('home.shortcuts')}</h2>
      {menu.length === 0 ? (
        <p>{t('home.noAreas')}</p>
      ) : (
        <div className={styles.areas}>
          {menu.map((item) => (
            <section key={item.kind === 'LINK' ? item.path : item.titleKey} className={styles.area}>
              <h3 className="h5">{t(item.titleKey)}</h3>
              <ul>
                {(item.kind === 'LINK' ? [item] : item.items).map((link) => (
                  <li key={link.path}>
                    {/* One of many shortcuts: prefetched on hover, not all at once in the viewport (issue 28). */}
                    <AppLink href={link.path} prefetch={false}>
                      {t(link.titleKey)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="mt-4">
        <AppLink href={ROUTES.release}>{t('home.releaseNotes')}</AppLink>
      </p>
    </div>
  );
}

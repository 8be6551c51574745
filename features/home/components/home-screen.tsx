import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useSession } from '@/lib/session/session-context';
import { useLogout } from '@/lib/auth/use-logout';

/** The members' start page. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  return (
    <main id="main-content" className="container py-5">
      <Head>
        <title>{`${t('home.tabTitle')} · ${t('productName')}`}</title>
      </Head>
      <h1>{t('home.greeting', { name: user.firstName })}</h1>
      <p className="lead">{t('home.memberLine', { member: user.member.name })}</p>
      <button type="button" className="btn btn-outline-primary" onClick={() => void logout()}>
        {t('logout')}
      </button>
    </main>
  );
}

import dynamic from 'next/dynamic';
import Head from 'next/head';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { maySwitchMember } from '@/lib/members/member-choice';
import { useSession } from '@/lib/session/session-context';
import styles from './my-settings.module.scss';
import { PasswordForm } from './password-form';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { SettingsSection } from './settings-section';

// Chain users and staff only: a chunk of its own, so nobody else's page carries the tree.
const MemberSection = dynamic(() => import('./member-section').then((module) => module.MemberSection));

/** `/settings/me`: the member's profile, topics and digest, password, and (for chain users and staff) the member switch. */
export function MySettingsScreen() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  return (
    <div className={`container py-4 ${styles.page}`}>
      <Head>
        <title>{pageTitle(t('title'))}</title>
      </Head>
      <h1 className="h2">{t('title')}</h1>
      <p className="text-body-secondary text-break">{t('signedInAs', { email: user.email })}</p>
      <SettingsSection heading={t('profile.heading')}>
        <ProfileForm />
      </SettingsSection>
      <SettingsSection heading={t('preferences.heading')}>
        <PreferencesForm />
      </SettingsSection>
      <SettingsSection heading={t('password.heading')}>
        <PasswordForm />
      </SettingsSection>
      {maySwitchMember(user) && (
        <SettingsSection heading={t('member.heading')}>
          <MemberSection />
        </SettingsSection>
      )}
    </div>
  );
}

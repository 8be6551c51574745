import { FormAlert } from '@/components/forms/form-alert';
import { CardPageLayout } from '@/components/layout/card-page-layout';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoginForm } from './login-form';

type LoginScreenProps = {
  next: string;
  /** Arrived here right after choosing a password. */
  passwordSet: boolean;
};

/** `/login` (spec §2): the login form, with the way back to where the member was going. */
export function LoginScreen({ next, passwordSet }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  return (
    <CardPageLayout tabTitle={t('login.tabTitle')} heading={t('login.heading')} intro={t('login.intro')}>
      {passwordSet && <FormAlert variant="success" messages={[t('login.passwordSet')]} />}
      <LoginForm next={next} />
    </CardPageLayout>
  );
}

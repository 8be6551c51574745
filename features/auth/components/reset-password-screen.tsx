import { AppLink } from '@/components/app-link/app-link';
import { CardPageLayout } from '@/components/layout/card-page-layout';
import { apiClient } from '@/lib/api/browser-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { requestPasswordReset } from '../api/request-password-reset';
import { resendActivation } from '../api/resend-activation';
import { EmailRequestForm } from './email-request-form';

/** `/login/reset-password`: ask for a reset link, or for the activation e-mail again. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <CardPageLayout
      tabTitle={t('resetPassword.tabTitle')}
      heading={t('resetPassword.heading')}
      intro={t('resetPassword.intro')}
      links={<AppLink href={ROUTES.login}>{t('backToLogin')}</AppLink>}
    >
      <EmailRequestForm
        submitLabel={t('resetPassword.submit')}
        sentMessage={(email) => t('resetPassword.sent', { email })}
        send={(input) => requestPasswordReset(apiClient, input)}
      />
      <section className="mt-4 pt-4 border-top" aria-labelledby="resend-activation-heading">
        <h2 id="resend-activation-heading" className="h5">
          {t('resendActivation.heading')}
        </h2>
        <p className="text-body-secondary">{t('resendActivation.intro')}</p>
        <EmailRequestForm
          submitLabel={t('resendActivation.submit')}
          sentMessage={(email) => t('resendActivation.sent', { email })}
          send={(input) => resendActivation(apiClient, input)}
        />
      </section>
    </CardPageLayout>
  );
}

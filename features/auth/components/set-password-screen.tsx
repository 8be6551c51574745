import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { CardPageLayout } from '@/components/layout/card-page-layout';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { validate, type FieldProblem } from '@/lib/forms/validate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { confirmPasswordReset, MIN_PASSWORD_LENGTH, setPasswordInputSchema } from '../api/confirm-password-reset';
import { fieldMessages } from './field-messages';

type SetPasswordScreenProps = {
  uid: string | null;
  token: string | null;
  /** The link came from an activation e-mail rather than a reset. */
  activation: boolean;
};

/** Fields of the reset call the member cannot see: their errors belong above the form. */
const LINK_FIELDS = ['uid', 'token'] as const;

/** `/login/set-password?uid=&token=`: choose a new password, or the first one of an invited account. */
export function SetPasswordScreen({ uid, token, activation }: SetPasswordScreenProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [newPassword, setNewPassword] = useState('');
  const [reNewPassword, setReNewPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const heading = activation ? t('setPassword.activationHeading') : t('setPassword.heading');
  const requestNewLink = <AppLink href={ROUTES.resetPassword}>{t('setPassword.requestNewLink')}</AppLink>;

  if (!uid || !token) {
    return (
      <CardPageLayout tabTitle={t('setPassword.tabTitle')} heading={heading} links={requestNewLink}>
        <FormAlert messages={[t('setPassword.invalidLink')]} />
      </CardPageLayout>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(setPasswordInputSchema, { uid, token, newPassword, reNewPassword });
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    await submit(async () => {
      await confirmPasswordReset(apiClient, checked.data);
      await router.push(`${ROUTES.login}?passwordSet=1`);
    });
  }

  const linkFailures = LINK_FIELDS.flatMap((field) => serverFieldErrors[field] ?? []);
  const messages = linkFailures.length > 0 ? linkFailures : failure;

  return (
    <CardPageLayout
      tabTitle={t('setPassword.tabTitle')}
      heading={heading}
      intro={t('setPassword.intro')}
      links={linkFailures.length > 0 ? requestNewLink : <AppLink href={ROUTES.login}>{t('backToLogin')}</AppLink>}
    >
      <form method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <FormAlert messages={messages} />
        <TextField
          label={t('setPassword.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          errors={fieldMessages('newPassword', problems, serverFieldErrors, t)}
        />
        <TextField
          label={t('setPassword.repeatPassword')}
          type="password"
          name="reNewPassword"
          autoComplete="new-password"
          required
          value={reNewPassword}
          onChange={(event) => setReNewPassword(event.target.value)}
          errors={fieldMessages('reNewPassword', problems, serverFieldErrors, t)}
        />
        <button type="submit" className="btn btn-primary w-100" disabled={submitting}>
          {submitting ? t('setPassword.submitting') : t('setPassword.submit')}
        </button>
      </form>
    </CardPageLayout>
  );
}

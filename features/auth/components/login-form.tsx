import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import { browserTokenStore } from '@/lib/auth/browser-token-store';
import { useSubmission } from '@/lib/forms/use-submission';
import { validate, type FieldProblem } from '@/lib/forms/validate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { normalizeEmail } from '@/lib/text/email';
import { emailInputSchema } from '../api/email-input';
import { login, loginInputSchema } from '../api/login';
import { sendMagicLink } from '../api/send-magic-link';
import { fieldMessages } from './field-messages';

type LoginFormProps = {
  /** Where to go after logging in: an already validated same-origin path. */
  next: string;
};

type Mode = 'password' | 'magic-link';

/** E-mail and password login, or a one-time login link by e-mail (spec §7 Auth). */
export function LoginForm({ next }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string | null>(null);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function refuse(found: Record<string, FieldProblem>) {
    setProblems(found);
    (found.email ? emailRef : passwordRef).current?.focus();
  }

  async function logInWithPassword() {
    const checked = validate(loginInputSchema, { email: email.trim(), password });
    if (!checked.ok) return refuse(checked.problems);
    setProblems({});
    await submit(async () => {
      browserTokenStore.saveTokens(await login(apiClient, checked.data));
      await router.replace(next);
    });
  }

  async function requestMagicLink() {
    const checked = validate(emailInputSchema, { email: email.trim() });
    if (!checked.ok) return refuse(checked.problems);
    setProblems({});
    if (await submit(() => sendMagicLink(apiClient, checked.data, next)))
      setMagicLinkSentTo(normalizeEmail(checked.data.email));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void (mode === 'password' ? logInWithPassword() : requestMagicLink());
  }

  function switchMode() {
    setMode(mode === 'password' ? 'magic-link' : 'password');
    setProblems({});
    setMagicLinkSentTo(null);
  }

  const messagesFor = (field: string) => fieldMessages(field, problems, serverFieldErrors, t);
  const busyLabel = mode === 'password' ? t('login.submitting') : t('sending');
  const submitLabel = mode === 'password' ? t('login.submit') : t('login.magicLinkSubmit');

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormAlert messages={failure} />
      {magicLinkSentTo && (
        <FormAlert variant="success" messages={[t('login.magicLinkSent', { email: magicLinkSentTo })]} />
      )}
      <TextField
        ref={emailRef}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={messagesFor('email')}
      />
      {mode === 'password' && (
        <TextField
          ref={passwordRef}
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={messagesFor('password')}
        />
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </button>
      <div className="d-flex flex-column gap-2 mt-3">
        <button type="button" className="btn btn-link p-0 text-start" onClick={switchMode}>
          {mode === 'password' ? t('login.useMagicLink') : t('login.usePassword')}
        </button>
        <AppLink href={ROUTES.resetPassword}>{t('login.forgotPassword')}</AppLink>
      </div>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import { browserTokenStore } from '@/lib/auth/browser-token-store';
import { MIN_PASSWORD_LENGTH } from '@/lib/config/limits';
import { firstFieldWithProblem, messagesOfField } from '@/lib/forms/field-messages';
import { useSubmission } from '@/lib/forms/use-submission';
import type { FieldProblem } from '@/lib/forms/validate';
import { validateOnSubmit } from '@/lib/forms/validate-on-submit';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { changePassword } from '../api/change-password';
import { PROBLEM_KEYS } from './field-problems';
import { StatusMessage } from './status-message';

const EMPTY = { currentPassword: '', newPassword: '', reNewPassword: '' };
type PasswordValues = typeof EMPTY;
const FIELDS = ['currentPassword', 'newPassword', 'reNewPassword'] as const;

/**
 * A new password given the current one. Our API ends every other session and answers a new token
 * pair, which replaces this browser's, as a login does; djoser answers 204 and the tokens stay valid.
 * Either way this session goes on.
 */
export function PasswordForm() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  /** After a change: whether the API also signed the other sessions out (it sent a new token pair). */
  const [changed, setChanged] = useState<'everywhere' | 'here' | null>(null);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    reNewPassword: useRef<HTMLInputElement>(null),
  };

  const messagesFor = (field: string) =>
    messagesOfField(PROBLEM_KEYS, field, problems, serverFieldErrors, t, { count: MIN_PASSWORD_LENGTH });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChanged(null);
    const checked = await validateOnSubmit(
      () => import('../api/change-password-input').then((module) => module.changePasswordInputSchema),
      values,
    );
    if (!checked.ok) {
      setProblems(checked.problems);
      const field = firstFieldWithProblem(FIELDS, checked.problems);
      if (field) refs[field].current?.focus();
      return;
    }
    setProblems({});
    let signedOutElsewhere = false;
    const ok = await submit(async () => {
      const tokens = await changePassword(apiClient, checked.data);
      if (tokens) browserTokenStore.saveTokens(tokens);
      signedOutElsewhere = tokens !== null;
    });
    if (!ok) return;
    setValues(EMPTY);
    setChanged(signedOutElsewhere ? 'everywhere' : 'here');
  }

  const field = (name: keyof PasswordValues, label: string, autoComplete: string, hint?: string) => (
    <TextField
      ref={refs[name]}
      label={label}
      hint={hint}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      errors={messagesFor(name)}
    />
  );

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
      <FormAlert messages={failure} />
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      {field('currentPassword', t('password.current'), 'current-password')}
      {field('newPassword', t('password.new'), 'new-password', t('password.newHint', { count: MIN_PASSWORD_LENGTH }))}
      {field('reNewPassword', t('password.repeat'), 'new-password')}
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('password.submitting') : t('password.submit')}
      </button>
      <StatusMessage
        message={
          changed === 'everywhere' ? t('password.changed') : changed === 'here' ? t('password.changedHere') : null
        }
      />
    </form>
  );
}

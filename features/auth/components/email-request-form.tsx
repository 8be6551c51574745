import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useSubmission } from '@/lib/forms/use-submission';
import { validate, type FieldProblem } from '@/lib/forms/validate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { normalizeEmail } from '@/lib/text/email';
import { emailInputSchema, type EmailInput } from '../api/email-input';
import { fieldMessages } from './field-messages';

type EmailRequestFormProps = {
  submitLabel: string;
  /** The confirmation shown once sent; it never says whether the address has an account. */
  sentMessage: (email: string) => string;
  send: (input: EmailInput) => Promise<void>;
};

/** One e-mail field that asks the API to send a mail: a reset link or the activation e-mail again. */
export function EmailRequestForm({ submitLabel, sentMessage, send }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(emailInputSchema, { email: email.trim() });
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setSentTo(null);
    if (await submit(() => send(checked.data))) setSentTo(normalizeEmail(checked.data.email));
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormAlert messages={failure} />
      {sentTo && <FormAlert variant="success" messages={[sentMessage(sentTo)]} />}
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={fieldMessages('email', problems, serverFieldErrors, t)}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={submitting}>
        {submitting ? t('sending') : submitLabel}
      </button>
    </form>
  );
}

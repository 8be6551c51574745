import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useToast } from '@/components/toast/toast-provider';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { validate, type FieldProblem } from '@/lib/forms/validate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { normalizeEmail } from '@/lib/text/email';
import { sendReport, sendReportSchema } from '../api/send-report';

type SendReportFormProps = {
  reportId: number;
  title: string;
  /** The PDF without its QR code (the row's choice). */
  removeQr: boolean;
  onSent: () => void;
};

/** The inline e-mail form of one report: prefilled with the user's address, kept as typed when refused. */
export function SendReportForm({ reportId, title, removeQr, onSent }: SendReportFormProps) {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  const showToast = useToast();
  const [email, setEmail] = useState(user.email);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(sendReportSchema, { email });
    setProblem(checked.ok ? null : (checked.problems.email ?? 'invalid'));
    if (!checked.ok) return;
    if (await submit(() => sendReport(apiClient, reportId, checked.data, { removeQr }))) {
      showToast(t('send.sent', { title, email: normalizeEmail(checked.data.email) }), 'success');
      onSent();
    }
  }

  const errors = problem
    ? [t(problem === 'required' ? 'send.required' : 'send.invalid')]
    : (serverFieldErrors.email ?? []);
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting}
      aria-label={t('send.formLabel', { title })}
    >
      <FormAlert messages={failure} />
      <TextField
        label={t('send.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={errors}
        hint={t('send.hint')}
      />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('common:sending') : t('send.submit')}
      </button>
    </form>
  );
}

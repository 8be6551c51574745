import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { apiClient } from '@/lib/api/browser-client';
import { CONTACT_REQUEST_LENGTH as LIMITS } from '@/lib/contract/partners';
import { useSubmission } from '@/lib/forms/use-submission';
import { validate, type FieldProblem } from '@/lib/forms/validate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { contactRequestSchema, requestContact } from '../api/request-contact';

const EMPTY = { subject: '', message: '', phoneNumber: '' };

/** The contact request form: subject, message and an optional phone number; kept as typed when refused. */
export function ContactForm() {
  const { t } = useTranslation('contacts');
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [sent, setSent] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();

  const messages = (field: keyof typeof EMPTY) =>
    problems[field]
      ? [t(`form.problems.${problems[field] === 'required' ? 'required' : 'tooLong'}`)]
      : (serverFieldErrors[field] ?? []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(contactRequestSchema, { ...values, phoneNumber: values.phoneNumber || undefined });
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setSent(false);
    if (await submit(() => requestContact(apiClient, checked.data))) {
      setSent(true);
      setValues(EMPTY);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-busy={submitting} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="h4">
        {t('form.title')}
      </h2>
      <p>{t('form.intro')}</p>
      <FormAlert messages={failure} />
      {sent && <FormAlert variant="success" messages={[t('form.sent')]} />}
      <TextField
        label={t('form.subject')}
        name="subject"
        required
        maxLength={LIMITS.subject}
        value={values.subject}
        onChange={(event) => setValues({ ...values, subject: event.target.value })}
        errors={messages('subject')}
      />
      <TextareaField
        label={t('form.message')}
        name="message"
        rows={5}
        required
        maxLength={LIMITS.message}
        value={values.message}
        onChange={(event) => setValues({ ...values, message: event.target.value })}
        errors={messages('message')}
      />
      <TextField
        label={t('form.phone')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phoneNumber}
        value={values.phoneNumber}
        onChange={(event) => setValues({ ...values, phoneNumber: event.target.value })}
        errors={messages('phoneNumber')}
        hint={t('form.phoneHint')}
      />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('common:sending') : t('form.submit')}
      </button>
    </form>
  );
}

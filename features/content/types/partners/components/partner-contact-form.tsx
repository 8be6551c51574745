import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { MESSAGE_LENGTH } from '@/lib/contract/partners';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { requestContact, useContactSubjects } from '../api/partner-api';
import { byCode } from '../partner-texts';
import type { PartnerItem } from '../partner-item';

/** Asks the partner to get in touch: a subject and a message, kept as typed when refused. */
export function PartnerContactForm({ item }: { item: PartnerItem }) {
  const { t } = useTranslation('content');
  const { data: subjects = [] } = useContactSubjects(true);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();

  const length = message.trim().length;
  const messageProblem =
    tried && (length < MESSAGE_LENGTH.min || length > MESSAGE_LENGTH.max)
      ? [t('partner.messageLength', MESSAGE_LENGTH)]
      : [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setSent(false);
    if (!subject || length < MESSAGE_LENGTH.min || length > MESSAGE_LENGTH.max) return;
    const done = await submit(async () => {
      await requestContact(item.id, { subject: Number(subject), message: message.trim() });
    });
    if (!done) return;
    setSent(true);
    setTried(false);
    setSubject('');
    setMessage('');
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="partner-contact"
      aria-busy={submitting}
    >
      <FormAlert messages={failure} />
      {sent && <FormAlert variant="success" messages={[t('partner.contactSent')]} />}
      <SelectField
        label={t('partner.subject')}
        required
        placeholder={t('partner.chooseSubject')}
        value={subject}
        onChange={setSubject}
        showErrors={tried}
        options={subjects.map((option) => ({
          value: String(option.id),
          label: byCode(t, 'subjects', option.code, option.name),
        }))}
        errors={serverFieldErrors.subject ?? []}
      />
      <TextareaField
        label={t('partner.message')}
        required
        rows={5}
        maxLength={MESSAGE_LENGTH.max}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        errors={[...messageProblem, ...(serverFieldErrors.message ?? [])]}
        hint={t('partner.messageHint', { ...MESSAGE_LENGTH, count: message.length })}
      />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('common:sending') : t('partner.send')}
      </button>
    </form>
  );
}

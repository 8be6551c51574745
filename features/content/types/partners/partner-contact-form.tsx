import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { MESSAGE_LENGTH } from '@/lib/contract/partners';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { requestContact, useContactSubjects } from './partner-api';
import { byCode } from './partner-texts';
import type { PartnerItem } from './partner-item';

/** Asks the partner to get in touch: a subject and a message, kept as typed when refused. */
export function PartnerContactForm({ item }: { item: PartnerItem }) {
  const { t } = useTranslation('content');
  const accepts = item.acceptsContactRequests === true;
  const { data: subjects = [] } = useContactSubjects(accepts);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const heading = t('partner.contactHeading', { name: item.title });

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
    <section aria-labelledby="partner-contact" className="mb-4">
      <h2 id="partner-contact" className="h4">
        {heading}
      </h2>
      {!accepts ? (
        <p className="text-body-secondary">{t('partner.noContact')}</p>
      ) : (
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
      )}
    </section>
  );
}

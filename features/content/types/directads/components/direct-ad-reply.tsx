import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextareaField } from '@/components/forms/textarea-field';
import { apiClient } from '@/lib/api/browser-client';
import { MESSAGE_LENGTH } from '@/lib/contract/partners';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNow } from '@/lib/time/use-now';
import { replyProblem, replyToAd } from '../api/reply-to-ad';
import type { DirectAdItem } from '../direct-ad-item';

const MINUTE = 60_000;

/**
 * A direct ad's reply form: the message is relayed to the advertiser with the member's address to
 * answer to. Refused or throttled, the text stays; sent, it is cleared and the sending confirmed.
 * An expired ad takes no replies.
 */
export function DirectAdReply({ item }: { item: DirectAdItem }) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<'tooShort' | 'tooLong' | null>(null);
  const [sent, setSent] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const now = useNow(MINUTE);

  // The API refuses a reply to an expired ad too (400); the browser's clock only spares the typing.
  if (now !== null && item.expiresAt && Date.parse(item.expiresAt) < now) {
    return <p className="alert alert-secondary">{t('directAd.expired')}</p>;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    const found = replyProblem(message);
    setProblem(found);
    if (found) return;
    if (await submit(async () => void (await replyToAd(apiClient, item.id, message)))) {
      setMessage('');
      setSent(true);
    }
  }

  const errors = problem ? [t(`directAd.${problem}`, MESSAGE_LENGTH)] : (serverFieldErrors.message ?? []);
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h4">
        {t('directAd.replyHeading')}
      </h2>
      <div aria-live="polite">{sent && <FormAlert variant="success" messages={[t('directAd.sent')]} />}</div>
      <form method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <FormAlert messages={failure} />
        <TextareaField
          label={t('directAd.message')}
          name="message"
          rows={6}
          required
          maxLength={MESSAGE_LENGTH.max}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setSent(false);
          }}
          errors={errors}
          hint={t('directAd.messageHint', { ...MESSAGE_LENGTH, length: message.trim().length })}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? t('common:sending') : t('directAd.send')}
        </button>
      </form>
    </section>
  );
}

import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { sendTest } from '../api/send-test';

type TestSendProps = {
  issueId: number;
  /** The composer's save running now: a subject left by clicking here is saved before the test goes. */
  settled: () => Promise<void>;
};

/**
 * "Send a test to me": the draft as saved, mailed to the signed-in staff member alone (the API picks
 * the address and throttles it; a refusal, the wait after too many included, shows its reason).
 */
export function TestSend({ issueId, settled }: TestSendProps) {
  const { t } = useTranslation('digest-editor');
  const { submitting, failure, submit } = useSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send() {
    setSentTo(null);
    let to = '';
    const ok = await submit(async () => {
      await settled();
      to = (await sendTest(apiClient, issueId)).to;
    });
    if (ok) setSentTo(to);
  }

  return (
    <div className="mb-4">
      <FormAlert messages={failure} />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-describedby="digest-test-hint"
        disabled={submitting}
        onClick={() => void send()}
      >
        {t('test.button')}
      </button>
      <p id="digest-test-hint" className="small text-body-secondary mt-1 mb-0">
        {t('test.hint')}
      </p>
      <p role="status" className="small mb-0">
        {sentTo ? t('test.sent', { email: sentTo }) : ''}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { toggleDigest } from '../api/toggle-digest';
import styles from './my-settings.module.scss';
import { StatusMessage } from './status-message';

/** "Send me the digest": a switch that takes effect at once (the spec's toggle endpoint) and says what it did. */
export function DigestSwitch() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const [subscribed, setSubscribed] = useState(user.hasDigestSubscribed);
  const [news, setNews] = useState<string | null>(null);
  const { submitting, failure, submit } = useSubmission();

  async function flip() {
    setNews(null);
    await submit(async () => {
      const now = await toggleDigest(apiClient);
      setSubscribed(now);
      setNews(now ? t('preferences.digestOn') : t('preferences.digestOff'));
    });
  }

  return (
    <div className={styles.digest}>
      <FormAlert messages={failure} />
      <CheckField
        switch
        label={t('preferences.digest')}
        hint={t('preferences.digestHint')}
        checked={subscribed}
        // Not disabled while saving: a disabled control would drop the keyboard focus.
        onChange={() => {
          if (!submitting) void flip();
        }}
      />
      <StatusMessage message={news} className="mt-2" />
    </div>
  );
}

import { useState } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useDigestSubscription } from '@/lib/session/use-digest-subscription';
import styles from './my-settings.module.scss';
import { StatusMessage } from './status-message';

/** "Send me the digest": a switch that takes effect at once (the spec's toggle endpoint) and says what it did. */
export function DigestSwitch() {
  const { t } = useTranslation('settings');
  const digest = useDigestSubscription();
  const [news, setNews] = useState<string | null>(null);

  async function flip() {
    setNews(null);
    const now = await digest.toggle();
    if (now !== null) setNews(now ? t('preferences.digestOn') : t('preferences.digestOff'));
  }

  return (
    <div className={styles.digest}>
      <FormAlert messages={digest.failure} />
      <CheckField
        switch
        label={t('preferences.digest')}
        hint={t('preferences.digestHint')}
        checked={digest.subscribed}
        // Not disabled while saving: a disabled control would drop the keyboard focus.
        onChange={() => {
          if (!digest.submitting) void flip();
        }}
      />
      <StatusMessage message={news} className="mt-2" />
    </div>
  );
}

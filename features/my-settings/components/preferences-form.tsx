import { useState, type FormEvent } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import { useSession } from '@/lib/session/session-context';
import { useTags } from '@/lib/tags/get-tags';
import { savePreferences } from '../api/save-preferences';
import { DigestSwitch } from './digest-switch';
import styles from './my-settings.module.scss';
import { StatusMessage } from './status-message';

/** The topics (tags) the member wants to hear about, saved together, and the digest switch, which acts at once. */
export function PreferencesForm() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const { data: tags = [] } = useTags();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(user.preferences));
  const [saved, setSaved] = useState(false);
  const { submitting, failure, submit } = useSubmission();

  const toggle = (id: number, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    // Only tags that still exist: a preference for a deleted tag would be refused as a whole.
    const ids = tags.filter((tag) => chosen.has(tag.id)).map((tag) => tag.id);
    if (await submit(async () => void (await savePreferences(apiClient, ids)))) setSaved(true);
  }

  return (
    <>
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
        <FormAlert messages={failure} />
        <fieldset>
          <legend className={styles.legend}>{t('preferences.topics')}</legend>
          {tags.length === 0 ? (
            <p className="text-body-secondary">{t('preferences.noTopics')}</p>
          ) : (
            <div className={styles.topics}>
              {tags.map((tag) => (
                <CheckField
                  key={tag.id}
                  label={vocabularyName(t, tag.name)}
                  checked={chosen.has(tag.id)}
                  onChange={(on) => toggle(tag.id, on)}
                />
              ))}
            </div>
          )}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={submitting || tags.length === 0}>
          {submitting ? t('preferences.submitting') : t('preferences.submit')}
        </button>
        <StatusMessage message={saved ? t('preferences.saved') : null} />
      </form>
      <DigestSwitch />
    </>
  );
}

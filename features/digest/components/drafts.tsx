import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useLocaleOptions } from '@/lib/session/get-locale-options';
import { startDraft, useDrafts } from '../api/issues';
import { optionsShown, useHydrated } from './use-hydrated';

/** The drafts being composed, one per country and language, each opening in the composer below. */
export function Drafts({ issueId }: { issueId: number | null }) {
  const { t } = useTranslation('digest');
  const { data: drafts = [] } = useDrafts();
  return (
    <section aria-labelledby="digest-drafts-heading" className="mb-4">
      <h2 id="digest-drafts-heading" className="h4">
        {t('drafts.heading')}
      </h2>
      {drafts.length === 0 ? (
        <p className="text-body-secondary">{t('drafts.empty')}</p>
      ) : (
        <ul className="list-unstyled mb-3">
          {drafts.map((draft) => (
            <li key={draft.id} className="mb-2">
              <AppLink
                href={`${ROUTES.digest.home}?issue=${draft.id}`}
                aria-current={draft.id === issueId ? 'true' : undefined}
                className={draft.id === issueId ? 'fw-bold' : undefined}
              >
                {t('drafts.item', {
                  country: draft.country.name,
                  language: draft.language.name,
                  subject: draft.subject || t('drafts.untitled'),
                })}
              </AppLink>{' '}
              <span className="text-body-secondary small">{t('drafts.items', { count: draft.itemCount })}</span>
            </li>
          ))}
        </ul>
      )}
      <NewDraft />
    </section>
  );
}

/** Starts (or opens) the draft of a country in one of its languages, assembled by the API. */
function NewDraft() {
  const { t } = useTranslation('digest');
  const router = useRouter();
  const { data: options } = useLocaleOptions(true);
  const [country, setCountry] = useState('');
  const [language, setLanguage] = useState('');
  const [tried, setTried] = useState(false);
  const { submitting, failure, submit } = useSubmission();
  const hydrated = useHydrated();
  const countries = options?.countries ?? [];
  const languages = countries.find((option) => String(option.id) === country)?.languages ?? [];

  function start(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!country || !language) return;
    void submit(async () => {
      const issue = await startDraft(apiClient, { country: Number(country), language: Number(language) });
      await router.push(`${ROUTES.digest.home}?issue=${issue.id}`);
    });
  }

  return (
    <form onSubmit={start} noValidate aria-labelledby="digest-new-heading" className="row g-2 align-items-end">
      <h3 id="digest-new-heading" className="h6 col-12 mb-0">
        {t('newDraft.heading')}
      </h3>
      <div className="col-12">
        <FormAlert messages={failure} />
      </div>
      <div className="col-12 col-sm-4">
        <SelectField
          label={t('newDraft.country')}
          required
          showErrors={tried}
          value={country}
          placeholder={t('newDraft.choose')}
          options={optionsShown(
            countries.map((option) => ({ value: String(option.id), label: option.name })),
            country,
            hydrated,
          )}
          onChange={(value) => {
            setCountry(value);
            const first = countries.find((option) => String(option.id) === value)?.languages[0];
            setLanguage(first ? String(first.id) : '');
          }}
        />
      </div>
      <div className="col-12 col-sm-4">
        <SelectField
          label={t('newDraft.language')}
          required
          showErrors={tried}
          value={language}
          placeholder={t('newDraft.choose')}
          options={languages.map((option) => ({ value: String(option.id), label: option.name }))}
          onChange={setLanguage}
        />
      </div>
      <div className="col-12 col-sm-4 mb-3">
        <button type="submit" className="btn btn-primary w-100" disabled={submitting} aria-busy={submitting}>
          {t('newDraft.start')}
        </button>
      </div>
    </form>
  );
}

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { DIGEST_LIMITS, DIGEST_STATUS, type DigestIssue } from '@/lib/contract/digest';
import type { Level } from '@/lib/contract/member';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import { useHeaderGifs } from '../api/header-gifs';
import { useIssue } from '../api/issue';
import { AddItems } from './add-items';
import { ComposerItems } from './composer-items';
import { LevelPicker } from './level-picker';
import { SendPanel } from './send-panel';
import { TestSend } from './test-send';
import { useComposer } from './use-composer';

function PreviewLoading() {
  const { t } = useTranslation('digest');
  return <p role="status">{t('preview.loading')}</p>;
}

// The preview (an iframe and the mail's HTML) loads after the page's first paint.
const IssuePreview = dynamic(() => import('./issue-preview').then((module) => module.IssuePreview), {
  ssr: false,
  loading: PreviewLoading,
});

/** The texts of the draft: each saved when the field is left, if it changed. */
function IssueTexts({ issue, composer }: { issue: DigestIssue; composer: ReturnType<typeof useComposer> }) {
  const { t } = useTranslation('digest');
  const [subject, setSubject] = useState(issue.subject);
  const [introduction, setIntroduction] = useState(issue.introduction);
  const { data: headerGifs = [] } = useHeaderGifs();
  const subjectMissing = subject.trim().length < DIGEST_LIMITS.subject.min;

  return (
    <>
      <TextField
        label={t('composer.subject')}
        required
        value={subject}
        maxLength={DIGEST_LIMITS.subject.max}
        errors={subjectMissing ? [t('composer.subjectMissing')] : []}
        onChange={(event) => setSubject(event.target.value)}
        onBlur={() => {
          if (!subjectMissing && subject !== issue.subject && subject.length <= DIGEST_LIMITS.subject.max) {
            void composer.save({ subject });
          }
        }}
      />
      <TextareaField
        label={t('composer.introduction')}
        hint={t('composer.introductionHint')}
        rows={5}
        value={introduction}
        maxLength={DIGEST_LIMITS.introduction.max}
        onChange={(event) => setIntroduction(event.target.value)}
        onBlur={() => {
          if (introduction !== issue.introduction && introduction.length <= DIGEST_LIMITS.introduction.max) {
            void composer.save({ introduction });
          }
        }}
      />
      <SelectField
        label={t('composer.headerImage')}
        hint={t('composer.headerImageHint')}
        value={issue.headerImage ? String(issue.headerImage.id) : ''}
        placeholder={t('composer.noHeaderImage')}
        options={headerGifs.map((image) => ({ value: String(image.id), label: image.alt || `#${image.id}` }))}
        onChange={(value) => void composer.save({ headerImage: value ? Number(value) : null })}
      />
      <p className="small">
        <AppLink href={ROUTES.digest.headerGifs}>{t('composer.manageHeaderImages')}</AppLink>
      </p>
    </>
  );
}

/**
 * The preview on demand: the frame and the mail's HTML load when asked for, after the page's first
 * paint, and a sandboxed frame (which runs no script, an accessibility checker's neither) is only
 * on the page while staff look at it.
 */
function PreviewToggle({ issueId, version }: { issueId: number; version: string }) {
  const { t } = useTranslation('digest');
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-4">
      <button
        type="button"
        className="btn btn-outline-primary mb-3"
        aria-expanded={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? t('preview.hide') : t('preview.show')}
      </button>
      {shown && <IssuePreview issueId={issueId} version={version} />}
    </div>
  );
}

function DraftComposer({ issue, levels }: { issue: DigestIssue; levels: Level[] }) {
  const { t, i18n } = useTranslation('digest');
  const composer = useComposer(issue);
  const timeZone = countryTimeZone(issue.country.code);
  return (
    <>
      <p className="text-body-secondary">
        {t('composer.since', { date: formatDate(issue.since, i18n.language, timeZone) })}
      </p>
      <FormAlert messages={composer.failure} />
      <p role="status" className="small text-body-secondary">
        {composer.saving ? t('composer.saving') : composer.saved ? t('composer.saved') : ''}
      </p>
      <IssueTexts key={issue.id} issue={issue} composer={composer} />
      <LevelPicker key={`levels-${issue.id}`} issue={issue} levels={levels} composer={composer} />
      <ComposerItems items={composer.items} onChange={(items) => void composer.setItems(items)} />
      <AddItems
        issueId={issue.id}
        items={composer.items}
        onAdd={(item) => void composer.setItems([...composer.items, item])}
      />
      <PreviewToggle issueId={issue.id} version={issue.updatedAt} />
      <TestSend issueId={issue.id} settled={composer.settled} />
      <SendPanel issue={issue} />
    </>
  );
}

/** The draft chosen on `/digest`: its texts, items, preview and send; a sending or sent issue shows its figures. */
export function Composer({ issueId, levels }: { issueId: number; levels: Level[] }) {
  const { t } = useTranslation('digest');
  const { data: issue, error } = useIssue(issueId);
  if (!issue) {
    return error ? (
      <p className="alert alert-danger" role="alert">
        {t('composer.loadFailed')}
      </p>
    ) : (
      <p role="status">{t('loading')}</p>
    );
  }
  return (
    <section aria-labelledby="digest-composer-heading" className="mb-5">
      <h2 id="digest-composer-heading" className="h4">
        {t('composer.heading', { country: issue.country.name, language: issue.language.name })}
      </h2>
      {issue.status === DIGEST_STATUS.draft ? (
        <DraftComposer key={issue.id} issue={issue} levels={levels} />
      ) : (
        <>
          <p>{issue.subject}</p>
          <SendPanel issue={issue} />
        </>
      )}
    </section>
  );
}

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { DIGEST_LIMITS, type DigestIssue } from '@/lib/contract/digest';
import type { Level } from '@/lib/contract/member';
import { useChunkNamespace } from '@/lib/i18n/chunk-namespaces';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useHeaderGifs } from '../api/header-gifs';
import { AddItems } from './add-items';
import { ComposerItems } from './composer-items';
import { DraftSince, EditorPending } from './draft-summary';
import { LevelPicker } from './level-picker';
import { SendPanel } from './send-panel';
import { TestSend } from './test-send';
import { useComposer } from './use-composer';

// The draft's editor (this module) loads after the page's first paint (see composer.tsx); the
// preview, inside it, loads only when asked for.

function PreviewLoading() {
  const { t } = useTranslation('digest-editor');
  return <p role="status">{t('preview.loading')}</p>;
}

// The preview (an iframe and the mail's HTML) loads after the page's first paint.
const IssuePreview = dynamic(() => import('./issue-preview').then((module) => module.IssuePreview), {
  ssr: false,
  loading: PreviewLoading,
});

/** The texts of the draft: each saved when the field is left, if it changed. */
function IssueTexts({ issue, composer }: { issue: DigestIssue; composer: ReturnType<typeof useComposer> }) {
  const { t } = useTranslation('digest-editor');
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
  const { t } = useTranslation('digest-editor');
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

/**
 * The draft's editor once its texts are there (they come with it, not with the page:
 * lib/i18n/chunk-namespaces); until then the summary the server's HTML showed stays.
 */
export function DraftEditor({ issue, levels }: { issue: DigestIssue; levels: Level[] }) {
  const texts = useChunkNamespace('digest-editor');
  if (texts === 'held') return <Editor issue={issue} levels={levels} />;
  return <EditorPending issue={issue} failed={texts === 'failed'} />;
}

/** The draft's editor: its texts, member levels, items, the items to add, the preview, the test and the send. */
function Editor({ issue, levels }: { issue: DigestIssue; levels: Level[] }) {
  const { t } = useTranslation('digest-editor');
  const composer = useComposer(issue);
  return (
    <>
      <DraftSince issue={issue} />
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

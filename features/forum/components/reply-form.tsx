import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import type { ForumReply } from '@/lib/contract/forum';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { createReply } from '../api/post-actions';
import { clearDraft, hasText, saveDraft } from '../reply-draft';
import { LazyRichTextEditor } from './lazy-editor';

const DRAFT_SAVE_DELAY_MS = 500;

export type ReplyStart = { html: string; quoteId: number | null; restored: boolean };

type ReplyFormProps = {
  threadId: number;
  start: ReplyStart;
  onPosted: (reply: ForumReply) => void;
  onClose: () => void;
};

/** Writing a reply: the editor, the restored-draft notice, and the server's refusal beside the form. */
export function ReplyForm({ threadId, start, onPosted, onClose }: ReplyFormProps) {
  const { t } = useTranslation('forum');
  const { submitting, failure, submit } = useSubmission();
  const [html, setHtml] = useState(start.html);
  const [restored, setRestored] = useState(start.restored);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => formRef.current?.scrollIntoView?.({ block: 'nearest' }), []);
  // Debounced: a keystroke should not write storage each time.
  useEffect(() => {
    const timer = setTimeout(() => saveDraft(threadId, { html, quoteId: start.quoteId }), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [threadId, html, start.quoteId]);

  const post = () =>
    submit(async () => {
      const reply = await createReply(threadId, { post: html, quote: start.quoteId });
      clearDraft(threadId);
      onPosted(reply);
    });
  const discard = () => {
    clearDraft(threadId);
    setRestored(false);
    setHtml('');
    setEditorKey((key) => key + 1);
  };
  const close = () => {
    clearDraft(threadId);
    setConfirmCancel(false);
    onClose();
  };

  return (
    <form
      ref={formRef}
      className="card card-body mt-4"
      aria-label={t('reply.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      {restored && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span className="flex-grow-1">{t('reply.restored')}</span>
          <Button variant="outline-secondary" size="sm" onClick={discard}>
            {t('reply.discard')}
          </Button>
        </div>
      )}
      <FormAlert messages={failure} />
      <LazyRichTextEditor key={editorKey} label={t('reply.label')} initialHtml={html} onChange={setHtml} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting || !hasText(html)}>
          {t('reply.submit')}
        </Button>
        <Button variant="outline-secondary" onClick={() => (hasText(html) ? setConfirmCancel(true) : close())}>
          {t('reply.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        show={confirmCancel}
        message={t('reply.discardQuestion')}
        confirmLabel={t('reply.discard')}
        onConfirm={close}
        onCancel={() => setConfirmCancel(false)}
      />
    </form>
  );
}

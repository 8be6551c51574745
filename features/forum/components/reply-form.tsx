import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import type { ForumReply } from '@/lib/contract/forum';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { searchMentionable } from '../api/mentionable';
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
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const [html, setHtml] = useState(start.html);
  const [restored, setRestored] = useState(start.restored);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // A block body: Chromium's scrollIntoView answers a promise, which React would call as the cleanup.
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const keptRef = useDraftSaving(threadId, html, start.quoteId);

  const post = () =>
    submit(async () => {
      const reply = await createReply(threadId, { post: html, quote: start.quoteId });
      keptRef.current = false;
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
    keptRef.current = false;
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
      <LazyRichTextEditor
        key={editorKey}
        label={t('reply.label')}
        required
        initialHtml={html}
        onChange={setHtml}
        mentions={(query) => searchMentionable(threadId, query)}
        errors={[...(serverFieldErrors.post ?? []), ...(serverFieldErrors.quote ?? [])]}
      />
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

/**
 * Keeps the text in storage as it is typed (debounced: not a write per keystroke), and at once when
 * the form goes away or the page is left. Answers a flag to set false once the draft is done with.
 */
function useDraftSaving(threadId: number, html: string, quoteId: number | null) {
  const keptRef = useRef(true);
  const latestRef = useRef({ html, quoteId });
  useEffect(() => {
    latestRef.current = { html, quoteId };
    const timer = setTimeout(() => keptRef.current && saveDraft(threadId, { html, quoteId }), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [threadId, html, quoteId]);
  useEffect(() => {
    const flush = () => {
      if (keptRef.current) saveDraft(threadId, latestRef.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [threadId]);
  return keptRef;
}

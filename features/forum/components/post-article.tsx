import { createContext, useContext, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { RichText } from '@/components/rich-text/rich-text';
import type { ForumAuthor } from '@/lib/contract/forum';
import { useSubmission } from '@/lib/forms/use-submission';
import type { SafeHtml } from '@/lib/html/safe-html';
import { useTranslation } from '@/lib/i18n/use-translation';
import { patchPost } from '../api/post-actions';
import styles from './forum.module.scss';
import { LazyRichTextEditor } from './lazy-editor';
import { PostByline } from './post-byline';

export type ArticlePost = {
  id: number;
  author: ForumAuthor;
  createdAt: string;
  editedAt: string | null;
  post: SafeHtml;
};

/** What the rules let the reader do with this post; a missing handler hides its button. */
export type PostActions = {
  onQuote?: () => void;
  canEdit: boolean;
  onDelete?: () => Promise<void>;
  /** Replies only: mark or unmark as the thread's answer. */
  onToggleAnswer?: () => void;
  isAnswer?: boolean;
};

type PostArticleProps = {
  post: ArticlePost;
  isThread: boolean;
  actions: PostActions;
  /** After an edit: the screen reloads what it shows. */
  onEdited: () => void;
  /** Above the text: "In reply to …", the answer badge. */
  header?: ReactNode;
  /** The post the address named (a notification's, a mention's): marked. */
  highlighted?: boolean;
};

/** A label that names a post's author: `t(key, { name })` of the forum's texts. */
type NamedLabel = (key: string, name: string) => string;

/**
 * The thread page's labels naming an author, made once per key and name for its page of posts (26
 * posts have a few authors, and each label is an interpolation); without it each post makes its own.
 */
const NamedLabels = createContext<NamedLabel | null>(null);

/** Shares the labels naming authors among the posts inside (one render of the page: a new one, new labels). */
export function NamedLabelsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('forum');
  return <NamedLabels.Provider value={rememberedLabels(t)}>{children}</NamedLabels.Provider>;
}

/** `t`'s labels naming an author, each made on its first use and remembered by this function. */
function rememberedLabels(t: (key: string, options: { name: string }) => string): NamedLabel {
  const made = new Map<string, string>();
  return (key, name) => {
    const id = `${key}\u0000${name}`;
    let text = made.get(id);
    if (text === undefined) {
      text = t(key, { name });
      made.set(id, text);
    }
    return text;
  };
}

function useNamedLabel(): NamedLabel {
  const { t } = useTranslation('forum');
  return useContext(NamedLabels) ?? ((key, name) => t(key, { name }));
}

/** One post (`#post-{id}`, focusable so the page can move to it): byline, text and its actions. */
export function PostArticle({ post, isThread, actions, onEdited, header, highlighted = false }: PostArticleProps) {
  const named = useNamedLabel();
  const [editing, setEditing] = useState(false);
  const name = post.author.name;
  return (
    <article
      id={`post-${post.id}`}
      tabIndex={-1}
      className={`border rounded p-3 mb-3 ${styles.post} ${highlighted ? styles.highlighted : ''}`}
      aria-label={named('post.label', name)}
    >
      {header}
      <PostByline author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} className="small mb-2" />
      {editing ? (
        <PostEditor
          post={post}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onEdited();
          }}
        />
      ) : (
        <>
          <RichText html={post.post} />
          <ActionButtons name={name} isThread={isThread} actions={actions} onEdit={() => setEditing(true)} />
        </>
      )}
    </article>
  );
}

function ActionButtons({
  name,
  isThread,
  actions,
  onEdit,
}: {
  name: string;
  isThread: boolean;
  actions: PostActions;
  onEdit: () => void;
}) {
  const { t } = useTranslation('forum');
  const named = useNamedLabel();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { onQuote, canEdit, onDelete, onToggleAnswer, isAnswer } = actions;
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete?.();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  // Plain buttons with Bootstrap's classes: every post has them, and react-bootstrap's Button costs
  // the server render of a page of 26 posts more than the rest of their markup.
  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      {onQuote && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={named('post.quoteLabel', name)}
          onClick={onQuote}
        >
          {t('post.quote')}
        </button>
      )}
      {canEdit && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={named('post.editLabel', name)}
          onClick={onEdit}
        >
          {t('post.edit')}
        </button>
      )}
      {onToggleAnswer && (
        <button
          type="button"
          className="btn btn-outline-success btn-sm"
          aria-label={named(isAnswer ? 'post.unmarkAnswerLabel' : 'post.markAnswerLabel', name)}
          onClick={onToggleAnswer}
        >
          {t(isAnswer ? 'post.unmarkAnswer' : 'post.markAnswer')}
        </button>
      )}
      {onDelete && (
        <>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            aria-label={named('post.deleteLabel', name)}
            onClick={() => setConfirming(true)}
          >
            {t('post.delete')}
          </button>
          <ConfirmDialog
            show={confirming}
            message={t(isThread ? 'post.deleteThreadQuestion' : 'post.deleteQuestion')}
            confirmLabel={t('post.delete')}
            busy={busy}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </div>
  );
}

function PostEditor({ post, onDone }: { post: ArticlePost; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('forum');
  const { submitting, failure, submit } = useSubmission();
  const [html, setHtml] = useState<string>(post.post);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(() => patchPost(post.id, { post: html })).then((saved) => saved && onDone(true));
      }}
    >
      <FormAlert messages={failure} />
      <LazyRichTextEditor label={t('post.editorLabel')} initialHtml={post.post} onChange={setHtml} />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {t('post.save')}
        </Button>
        <Button variant="outline-secondary" onClick={() => onDone(false)}>
          {t('post.cancel')}
        </Button>
      </div>
    </form>
  );
}

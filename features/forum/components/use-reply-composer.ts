import { useRouter } from 'next/router';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { useTranslation } from '@/lib/i18n/use-translation';
import { quotePrefill } from '../quote';
import { loadDraft } from '../reply-draft';
import type { ArticlePost } from './post-article';
import type { ReplyStart } from './reply-form';

/** The reply form's state: closed, or open with what it starts with (`version` remounts it). */
export type Composer = {
  start: ReplyStart | null;
  version: number;
  open: (start?: Partial<ReplyStart>) => void;
  quote: (post: ArticlePost) => void;
  close: () => void;
};

/**
 * Opens the form on load when the address asks (`?reply=1`, `?quoteId=`) or a draft was left.
 * `findPost` finds a post shown on this page (the server chose the page holding `?quoteId=`).
 */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function useReplyComposer(
  threadId: number,
  mayReply: boolean,
  findPost: (id: number) => ArticlePost | null,
): Composer {
  const { t } = useTranslation('forum');
  const { query, isReady } = useRouter();
  // Storage and the address are read after hydration: the server renders the form closed.
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  // undefined until the member opens or closes the form: until then the address and a draft decide.
  const [chosen, setChosen] = useState<ReplyStart | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const heading = useCallback((post: ArticlePost) => t('reply.wrote', { name: post.author.name }), [t]);

  const landing = useMemo(
    () => (hydrated && isReady ? landingStart(threadId, query, findPost, heading) : null),
    // Once per thread: later changes of the address are the page's own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hydrated, isReady, threadId],
  );

  const open = useCallback((given: Partial<ReplyStart> = {}) => {
    setChosen({ html: '', quoteId: null, restored: false, ...given });
    setVersion((current) => current + 1);
  }, []);
  const quote = useCallback(
    (post: ArticlePost) => open({ html: quotePrefill(heading(post), post.post), quoteId: post.id }),
    [open, heading],
  );
  const start = chosen === undefined ? landing : chosen;
  return { start: mayReply ? start : null, version, open, quote, close: () => setChosen(null) };
}

/** A restored draft wins (it is what the member wrote), then `?quoteId=`, then `?reply=1`. */
function landingStart(
  threadId: number,
  query: Record<string, unknown>,
  findPost: (id: number) => ArticlePost | null,
  heading: (post: ArticlePost) => string,
): ReplyStart | null {
  const draft = loadDraft(threadId);
  if (draft) return { ...draft, restored: true };
  const quoted = positiveIntegerParam(query.quoteId);
  const quotedPost = quoted === null ? null : findPost(quoted);
  if (quotedPost)
    return { html: quotePrefill(heading(quotedPost), quotedPost.post), quoteId: quotedPost.id, restored: false };
  return query.reply === '1' ? { html: '', quoteId: null, restored: false } : null;
}

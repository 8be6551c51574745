import Head from 'next/head';
import { useState } from 'react';
import { Pagination } from '@/components/pagination/pagination';
import { pageTitle } from '@/lib/config/product';
import { REPLIES_PAGE_SIZE } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';
import { moderateProblem, replyProblem, writeProblem, type ForumActor } from '@/lib/rules/forum';
import { useSession } from '@/lib/session/session-context';
import { markThread } from '../api/read-post';
import { useReplies, type ReadableReplyPage } from '../api/replies';
import { useThread, type ReadableThread } from '../api/thread';
import { FollowButton } from './follow-button';
import { ModerationBar } from './moderation-bar';
import { NamedLabelsProvider, PostArticle, type ArticlePost } from './post-article';
import { ReplyForm } from './reply-form';
import { NEWEST_REPLY_ID, ReplyList } from './reply-list';
import { ThreadBadges } from './thread-badges';
import { useCategoryLabel } from './use-category-label';
import { useLanding } from './use-landing';
import { usePostActions } from './use-post-actions';
import { useReplyComposer } from './use-reply-composer';
import { useThreadActions } from './use-thread-actions';
import type { ThreadPageProps } from '../server/thread-props';

/** `/forum/{id}`: the thread, one page of its replies, and what the reader may do with them. */
export function ThreadScreen({ id, page }: ThreadPageProps) {
  const { data: thread } = useThread(id);
  const { data: replies } = useReplies(id, page);
  if (!thread || !replies) return null;
  return <ThreadView thread={thread} replies={replies} />;
}

function ThreadView({ thread, replies }: { thread: ReadableThread; replies: ReadableReplyPage }) {
  const { t } = useTranslation('forum');
  const { user, can } = useSession();
  const actor: ForumActor = { id: user.id, isStaff: can('staffTools'), isShared: user.isShared };
  const actions = useThreadActions(thread);
  const categoryLabel = useCategoryLabel();
  const mayReply = replyProblem(actor, { authorId: thread.author.id, isClosed: thread.isClosed }) === null;
  const findPost = (postId: number): ArticlePost | null =>
    postId === thread.id ? thread : (replies.results.find((reply) => reply.id === postId) ?? null);
  const composer = useReplyComposer(thread.id, mayReply, findPost);
  const postActions = usePostActions(thread, actor, mayReply, actions, composer, othersReplies(thread, replies));
  const landedId = useLanding(thread.id);
  // A page past the last (a kept or edited address) comes empty and uncounted: the thread's count pages it.
  const count = replies.results.length === 0 && replies.page > 1 ? thread.replyCount : replies.count;
  const pages = Math.max(1, Math.ceil(count / REPLIES_PAGE_SIZE));

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(thread.title)}</title>
      </Head>
      <h1 className="h2">
        {thread.title} <ThreadBadges thread={thread} />
      </h1>
      {thread.category && <p className="text-body-secondary">{categoryLabel(thread.category)}</p>}
      <ThreadTools
        thread={thread}
        actor={actor}
        onPatch={actions.patchThread}
        onFollowChanged={actions.refresh}
        onFail={actions.fail}
      />
      {thread.answerId !== null && (
        <p>
          <a href={postHref(thread.answerId, thread.id, replies)}>{t('thread.jumpToAnswer')}</a>
        </p>
      )}
      {thread.isClosed && (
        <div className="alert alert-secondary" role="alert">
          {t('thread.closedNotice')}
        </div>
      )}
      <NamedLabelsProvider>
        <PostArticle
          post={thread}
          isThread
          highlighted={thread.id === landedId}
          actions={postActions(thread)}
          onEdited={actions.refresh}
        />
        <h2 className="h4 mt-4">{t('thread.replies', { count })}</h2>
        {pages > 1 && (
          <p>
            <a
              href={
                replies.page === pages ? `#${NEWEST_REPLY_ID}` : `/forum/${thread.id}?page=${pages}#${NEWEST_REPLY_ID}`
              }
            >
              {t('thread.toNewest')}
            </a>
          </p>
        )}
        <ReplyList
          thread={thread}
          replies={replies}
          isLastPage={replies.page === pages}
          highlightedId={landedId}
          actionsFor={postActions}
          onEdited={actions.refresh}
        />
      </NamedLabelsProvider>
      <Pagination
        page={replies.page}
        pages={pages}
        numbered
        label={t('thread.replyPages')}
        hrefFor={(target) => `/forum/${thread.id}?page=${target}`}
      />
      {writeProblem(actor) === 'sharedAccount' && (
        <p className="text-body-secondary mt-3">{t('common:serverMessage.forumSharedAccount')}</p>
      )}
      {mayReply && composer.start === null && (
        <button type="button" className="btn btn-primary mt-3" onClick={() => composer.open()}>
          {t('reply.open')}
        </button>
      )}
      {composer.start && (
        <ReplyForm
          key={composer.version}
          threadId={thread.id}
          start={composer.start}
          onPosted={(reply) => {
            composer.close();
            void actions.posted(reply);
          }}
          onClose={composer.close}
        />
      )}
    </div>
  );
}

/**
 * The thread's replies by others than its author (deleteProblem's `othersReplies`): counted when they
 * all are on this page, else taken as every reply (the API has the last word either way).
 */
function othersReplies(thread: ReadableThread, replies: ReadableReplyPage): number {
  if (replies.count > replies.results.length) return thread.replyCount;
  return replies.results.filter((reply) => reply.author.id !== thread.author.id).length;
}

/** The link to a post: on this page its anchor, else the page holding it. */
export function postHref(postId: number, threadId: number, replies: ReadableReplyPage): string {
  const here = postId === threadId || replies.results.some((reply) => reply.id === postId);
  return here ? `#post-${postId}` : `?postId=${postId}#post-${postId}`;
}

function ThreadTools({
  thread,
  actor,
  onPatch,
  onFollowChanged,
  onFail,
}: {
  thread: ReadableThread;
  actor: ForumActor;
  onPatch: ReturnType<typeof useThreadActions>['patchThread'];
  onFollowChanged: () => void;
  onFail: (error: unknown) => void;
}) {
  const { t } = useTranslation('forum');
  const [unreadSaid, setUnreadSaid] = useState('');
  const markUnread = async () => {
    try {
      await markThread(thread.id, true);
      setUnreadSaid(t('thread.markedUnread'));
    } catch (error) {
      onFail(error);
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <FollowButton threadId={thread.id} following={thread.following} onChanged={onFollowChanged} />
      <button type="button" className="btn btn-outline-secondary" onClick={() => void markUnread()}>
        {t('thread.markUnread')}
      </button>
      <span role="status">{unreadSaid}</span>
      {moderateProblem(actor) === null && (
        <ModerationBar thread={thread} onPatch={(patch) => void onPatch(patch, patch as Partial<ReadableThread>)} />
      )}
    </div>
  );
}

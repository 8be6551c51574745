import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PostArticle, type ArticlePost, type PostActions } from './post-article';
import { NEW_SINCE_ID } from './use-landing';
import type { ReadableReplyPage } from '../api/replies';
import type { ReadableThread } from '../api/thread';

/** The newest reply's place on the last page ("Go to the newest replies"). */
export const NEWEST_REPLY_ID = 'newest-reply';

type ReplyListProps = {
  thread: ReadableThread;
  replies: ReadableReplyPage;
  isLastPage: boolean;
  /** The reply the address named, highlighted. */
  highlightedId: number | null;
  actionsFor: (post: ArticlePost) => PostActions;
  onEdited: () => void;
};

/** One page of replies, oldest first, with the divider before the first one the reader has not seen. */
export function ReplyList({ thread, replies, isLastPage, highlightedId, actionsFor, onEdited }: ReplyListProps) {
  const { t } = useTranslation('forum');
  const byId = new Map<number, ArticlePost>(replies.results.map((reply) => [reply.id, reply]));
  byId.set(thread.id, thread);
  if (replies.results.length === 0)
    return <p className="text-body-secondary">{t(replies.page > 1 ? 'thread.pageEmpty' : 'thread.noReplies')}</p>;
  const newest = isLastPage ? replies.results.at(-1)?.id : undefined;
  return (
    <ol className="list-unstyled">
      {replies.results.map((reply) => (
        <Fragment key={reply.id}>
          {reply.id === thread.firstUnreadId && (
            <li
              id={NEW_SINCE_ID}
              tabIndex={-1}
              className="d-flex align-items-center gap-2 my-3 text-primary fw-semibold"
            >
              <hr className="flex-grow-1 m-0" aria-hidden="true" />
              {t('thread.newSince')}
              <hr className="flex-grow-1 m-0" aria-hidden="true" />
            </li>
          )}
          <li id={reply.id === newest ? NEWEST_REPLY_ID : undefined}>
            <PostArticle
              post={reply}
              isThread={false}
              highlighted={reply.id === highlightedId}
              actions={actionsFor(reply)}
              onEdited={onEdited}
              header={
                // Most replies quote nothing and are not the answer: they have no header to render.
                reply.quoteId === null && thread.answerId !== reply.id ? null : (
                  <ReplyHeader
                    quoted={reply.quoteId === null ? null : (byId.get(reply.quoteId) ?? reply.quoteId)}
                    isAnswer={thread.answerId === reply.id}
                  />
                )
              }
            />
          </li>
        </Fragment>
      ))}
    </ol>
  );
}

/** "Answer", and "In reply to {name}" linking to the quoted post (here, or the page holding it). */
function ReplyHeader({ quoted, isAnswer }: { quoted: ArticlePost | number | null; isAnswer: boolean }) {
  const { t } = useTranslation('forum');
  if (quoted === null && !isAnswer) return null;
  return (
    <p className="small d-flex flex-wrap gap-2 mb-1">
      {isAnswer && <span className="badge text-bg-success">{t('post.answer')}</span>}
      {typeof quoted === 'number' && <a href={`?postId=${quoted}#post-${quoted}`}>{t('reply.inReplyToEarlier')}</a>}
      {quoted !== null && typeof quoted === 'object' && (
        <a href={`#post-${quoted.id}`}>{t('reply.inReplyTo', { name: quoted.author.name })}</a>
      )}
    </p>
  );
}

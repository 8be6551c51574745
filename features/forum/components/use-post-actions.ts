import { useCallback } from 'react';
import { deleteProblem, editProblem, mayMarkAnswer, type ForumActor } from '@/lib/rules/forum';
import { useNow } from '@/lib/time/use-now';
import type { ArticlePost, PostActions } from './post-article';
import type { Composer } from './use-reply-composer';
import type { useThreadActions } from './use-thread-actions';
import type { ReadableThread } from '../api/thread';

const MINUTE_MS = 60_000;

/**
 * What the reader may do with each post, by the forum's rules (lib/rules/forum) at the current
 * minute: a button the API would refuse is not shown. Until the browser knows the time (the server's
 * render), edit and delete wait.
 */
export function usePostActions(
  thread: ReadableThread,
  actor: ForumActor,
  mayReply: boolean,
  actions: ReturnType<typeof useThreadActions>,
  composer: Composer,
  othersReplies: number,
): (post: ArticlePost) => PostActions {
  const now = useNow(MINUTE_MS);
  return useCallback(
    (post: ArticlePost) => {
      const isThread = post.id === thread.id;
      const facts = {
        authorId: post.author.id,
        createdAt: post.createdAt,
        othersReplies: isThread ? othersReplies : 0,
      };
      const at = now === null ? null : new Date(now);
      const markAnswer = !isThread && mayMarkAnswer(actor, { authorId: thread.author.id, isClosed: thread.isClosed });
      const isAnswer = thread.answerId === post.id;
      return {
        onQuote: mayReply ? () => composer.quote(post) : undefined,
        canEdit: at !== null && editProblem(actor, facts, at) === null,
        onDelete: at !== null && deleteProblem(actor, facts, at) === null ? () => actions.remove(post.id) : undefined,
        onToggleAnswer: markAnswer
          ? () =>
              void actions.patchThread(
                { answer: isAnswer ? null : post.id },
                { answerId: isAnswer ? null : post.id, isAnswered: !isAnswer },
              )
          : undefined,
        isAnswer,
      };
    },
    [actions, actor, composer, mayReply, now, othersReplies, thread],
  );
}

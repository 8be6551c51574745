import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/toast/toast-provider';
import { FORUM_API, type ForumReply, type PostPatch } from '@/lib/contract/forum';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deletePost, patchPost } from '../api/post-actions';
import { threadKey, type ReadableThread } from '../api/thread';

/** The thread page's writes: each updates what the page shows, and says what went wrong. */
export function useThreadActions(thread: ReadableThread) {
  const { t } = useTranslation('forum');
  const router = useRouter();
  const toast = useToast();
  const messages = useFailureMessages();
  const { mutate } = useSWRConfig();
  const id = thread.id;

  /** The thread and every loaded page of its replies, fetched again. */
  const refresh = useCallback(async () => {
    const replies = FORUM_API.replies(id);
    await Promise.all([mutate(threadKey(id)), mutate((key) => typeof key === 'string' && key.startsWith(replies))]);
  }, [id, mutate]);

  const fail = useCallback(
    async (error: unknown) => (await messages.failure(error)).forEach((message) => toast(message, 'danger')),
    [messages, toast],
  );

  /** Pin, close, mark the answer: shown at once, undone if the API refuses. */
  const patchThread = useCallback(
    async (patch: PostPatch, shown: Partial<ReadableThread>) => {
      try {
        await mutate(
          threadKey(id),
          patchPost(id, patch).then(() => undefined),
          {
            optimisticData: (current?: ReadableThread) => ({ ...(current ?? thread), ...shown }),
            populateCache: false,
            revalidate: true,
            rollbackOnError: true,
          },
        );
      } catch (error) {
        await fail(error);
      }
    },
    [fail, id, mutate, thread],
  );

  const remove = useCallback(
    async (postId: number) => {
      try {
        await deletePost(postId);
      } catch (error) {
        await fail(error);
        return;
      }
      toast(t('post.deleted'), 'success');
      if (postId === id) await router.push('/forum');
      else await refresh();
    },
    [fail, id, refresh, router, t, toast],
  );

  const posted = useCallback(
    async (reply: ForumReply) => {
      await refresh();
      toast(t('reply.posted'), 'success');
      await router.replace(`/forum/${id}?postId=${reply.id}#post-${reply.id}`);
    },
    [id, refresh, router, t, toast],
  );

  return { refresh, patchThread, remove, posted, fail };
}

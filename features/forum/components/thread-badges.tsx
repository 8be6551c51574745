import type { ForumThread } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';

type ThreadBadgesProps = {
  thread: Pick<ForumThread, 'isPinned' | 'isClosed' | 'isAnswered' | 'unread' | 'newReplies' | 'replyCount'>;
  /** The list also says what is new for the reader; the thread page does not (it marks it read). */
  showUnread?: boolean;
};

/** A thread's states as badges: pinned, closed, answered and, in the list, new or its count of new replies. */
export function ThreadBadges({ thread, showUnread = false }: ThreadBadgesProps) {
  const { t } = useTranslation('forum');
  const unread = showUnread && thread.unread;
  // A thread never opened shows "New"; one read before shows how many replies came since.
  if (!thread.isPinned && !thread.isClosed && !thread.isAnswered && !unread) return null;
  const unreadText =
    thread.newReplies > 0 && thread.newReplies < thread.replyCount
      ? t('badge.newReplies', { count: thread.newReplies })
      : t('badge.new');
  return (
    <span className="d-inline-flex flex-wrap gap-1 align-middle">
      {thread.isPinned && <span className="badge text-bg-info">{t('badge.pinned')}</span>}
      {thread.isClosed && <span className="badge text-bg-secondary">{t('badge.closed')}</span>}
      {thread.isAnswered && <span className="badge text-bg-success">{t('badge.answered')}</span>}
      {unread && <span className="badge text-bg-primary">{unreadText}</span>}
    </span>
  );
}

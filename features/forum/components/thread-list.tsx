import { AppLink } from '@/components/app-link/app-link';
import { MetaLine } from '@/components/meta-line/meta-line';
import { SearchMatch } from '@/components/search-match/search-match';
import type { ForumThread } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { formatRelativeTime } from '@/lib/time/relative-time';
import { useNow } from '@/lib/time/use-now';
import { ThreadBadges } from './thread-badges';
import { useCategoryLabel } from './use-category-label';

const MINUTE = 60_000;

/** The threads of one page: title (bold when there is something new), states, (for staff) country, who started it, replies and activity. */
export function ThreadList({ threads }: { threads: readonly ForumThread[] }) {
  return (
    <ul className="list-unstyled mb-3">
      {threads.map((thread) => (
        <ThreadItem key={thread.id} thread={thread} />
      ))}
    </ul>
  );
}

function ThreadItem({ thread }: { thread: ForumThread }) {
  const { t, i18n } = useTranslation('forum');
  const categoryLabel = useCategoryLabel();
  const now = useNow(MINUTE);
  // Staff read every country's forum: each thread says whose it is.
  const { can } = useSession();
  return (
    <li className="border-bottom py-3">
      <h2 className="h6 mb-1 d-flex flex-wrap align-items-center gap-2">
        <AppLink href={ROUTES.forum.post(thread.id)} className={thread.unread ? 'fw-bold' : 'fw-normal'}>
          {thread.title}
        </AppLink>
        <ThreadBadges thread={thread} showUnread />
      </h2>
      {thread.match ? <SearchMatch match={thread.match} /> : null}
      <MetaLine
        className="small text-body-secondary mb-0"
        parts={[
          can('staffTools') && t('list.country', { name: thread.countryName }),
          thread.category && categoryLabel(thread.category),
          t('list.startedBy', { name: thread.author.name }),
          t('list.replies', { count: thread.replyCount }),
          now !== null &&
            t('list.lastActivity', { when: formatRelativeTime(thread.lastActivityAt, now, i18n.language) }),
        ]}
      />
    </li>
  );
}

import { screen } from '@testing-library/react';
import type { ForumThread } from '@/lib/contract/forum';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { viewPreferencesKey } from '@/lib/session/view-preferences';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CATEGORIES_KEY } from '../api/categories';
import { readableReplies, repliesKey } from '../api/replies';
import { readableThread, threadKey } from '../api/thread';
import { ForumListScreen } from '../components/forum-list-screen';
import { ThreadScreen } from '../components/thread-screen';
import { readForumQuery, threadsKey } from '../forum-query';
import { buildThread, recordReadPosts, replyPage } from './thread-fixtures';

// Staff who switched "view as staff" off see the forum as a member does (spec §4): what the policy
// answers (`can('staffTools')`), not their account's staff flag.
const AS_MEMBER = '{"viewAsStaff":false}';
const STAFF_AS_MEMBER = { ...buildSession({ isStaff: true }), storedViewPreferences: AS_MEMBER };

// The browser keeps the choice in local storage (the cookie mirrors it for the server's render).
beforeEach(() => window.localStorage.setItem(viewPreferencesKey(STAFF_AS_MEMBER.user.id), AS_MEMBER));
afterEach(() => window.localStorage.clear());

const page = (results: ForumThread[]) => ({ count: results.length, next: null, previous: null, results });

describe('staff viewing the forum as a member', () => {
  it('see no thread’s country in the list', () => {
    const query = readForumQuery({});
    const listKey = threadsKey(query);
    renderWithProviders(<ForumListScreen query={query} listKey={listKey} />, {
      session: STAFF_AS_MEMBER,
      route: '/forum',
      fallback: { [listKey]: page([buildThread({ id: 1, title: 'Autoclave cycles' })]), [CATEGORIES_KEY]: [] },
    });
    expect(screen.getByRole('link', { name: 'Autoclave cycles' }).closest('li')).not.toHaveTextContent('Country:');
  });

  it('get no moderation bar in a thread', () => {
    recordReadPosts();
    const thread = buildThread();
    const replies = replyPage([]);
    renderWithProviders(<ThreadScreen id={thread.id} page={replies.page} />, {
      session: STAFF_AS_MEMBER,
      route: `/forum/${thread.id}`,
      fallback: {
        [threadKey(thread.id)]: readableThread(thread, sanitizeHtml),
        [repliesKey(thread.id, replies.page)]: readableReplies(replies, sanitizeHtml),
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});

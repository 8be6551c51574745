import { http, HttpResponse } from 'msw';
import type { ForumReply, ForumThreadDetail, ReplyPage } from '@/lib/contract/forum';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { readableReplies, repliesKey } from '../api/replies';
import { readableThread, threadKey } from '../api/thread';
import { ThreadScreen } from '../components/thread-screen';

// The signed-in member of buildUser is user 3, Olivia Owner.
export const ANNA = { id: 5, name: 'Anna Berg', memberName: 'Djurkliniken Solna' };
export const OLIVIA = { id: 3, name: 'Olivia Owner', memberName: 'Djurkliniken Solna' };
const LONG_AGO = '2026-01-10T09:00:00Z';

export function buildThread(overrides: Partial<ForumThreadDetail> = {}): ForumThreadDetail {
  return {
    id: 1,
    title: 'Vaccination schedules for puppies',
    category: { id: 1, key: 'clinical', name: 'Clinical questions' },
    countryId: 15,
    countryName: 'Sweden',
    author: ANNA,
    createdAt: LONG_AGO,
    editedAt: null,
    lastActivityAt: LONG_AGO,
    replyCount: 2,
    isPinned: false,
    isClosed: false,
    isAnswered: false,
    unread: false,
    newReplies: 0,
    following: false,
    excerpt: 'Which schedule do you use?',
    match: null,
    post: '<p>Which schedule do you use?</p>',
    mentions: [],
    answerId: null,
    firstUnreadId: null,
    ...overrides,
  };
}

export function buildReply(overrides: Partial<ForumReply> = {}): ForumReply {
  return {
    id: 11,
    threadId: 1,
    author: OLIVIA,
    post: '<p>We follow the WSAVA guidelines.</p>',
    mentions: [],
    createdAt: LONG_AGO,
    editedAt: null,
    quoteId: null,
    ...overrides,
  };
}

export function replyPage(results: ForumReply[], page = 1, count = results.length): ReplyPage {
  return { count, next: null, previous: null, results, page };
}

/** The bodies the page POSTs to read-post, recorded. */
export function recordReadPosts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BROWSER_API}/forum/read-post/`, async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}

/** Renders the page as the server sends it: thread and replies page in the fallback, sanitized. */
export function renderThread(
  thread: ForumThreadDetail,
  replies: ReplyPage,
  {
    route = `/forum/${thread.id}`,
    staff = false,
    shared = false,
  }: { route?: string; staff?: boolean; shared?: boolean } = {},
) {
  return renderWithProviders(<ThreadScreen id={thread.id} page={replies.page} />, {
    session: buildSession({ isStaff: staff, isShared: shared }),
    route,
    fallback: {
      [threadKey(thread.id)]: readableThread(thread, sanitizeHtml),
      [repliesKey(thread.id, replies.page)]: readableReplies(replies, sanitizeHtml),
    },
  });
}

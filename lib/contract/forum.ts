// The forum (spec §2 "/forum", §3 forum post fields, §4 closed and pinned, §7 `/api/v1/forum/…`;
// docs/api.md "Forum"). A thread is called a "post" in the API, as the spec calls it; its replies
// are posts too, so every post has one id (`?quoteId=` and a notification's target name any post,
// the thread's opening one included). Written once here for both programs (the admin API imports
// it through src/contract/forum.ts).

import type { Page } from './page';

export const FORUM_API = {
  /**
   * GET threads (paged, FORUM_PAGE_SIZE): `?category=` (id), `?title=` (contains, any case),
   * `?search=` (full text over threads and replies), `?ordering=` (FORUM_ORDERINGS, optional `-`),
   * `?following=true`, staff `?country=`. Pinned threads first. POST a thread (ThreadInput).
   */
  posts: '/forum/posts/',
  /** GET a thread (ForumThreadDetail); PATCH a thread or a reply (PostPatch); DELETE either. */
  post: (id: number) => `/forum/posts/${id}/`,
  /** GET (paged, REPLIES_PAGE_SIZE, oldest first; `?at={postId}` answers the page holding it); POST ReplyInput. */
  replies: (threadId: number) => `/forum/posts/${threadId}/replies/`,
  /**
   * GET (beyond the spec; docs/api.md "Forum"): a thread and one page of its replies at once
   * (ThreadPage), for the thread page's server render: the page of `?at={postId}`, else `?page=`,
   * else the page of the thread's `firstUnreadId`, else page 1. The parts are the answers of `post`
   * and `replies`; an API without it answers 404, and the portal then asks for each.
   */
  threadPage: (threadId: number) => `/forum/posts/${threadId}/page/`,
  /**
   * GET (beyond the spec; docs/api.md "Forum"): the thread list's page and the categories at once
   * (ForumListPage), for the list page's server render: the query of `posts/`, and `updated=true`
   * for the list of `updated`. The parts are those calls' answers; an API without it answers 404, and
   * the portal then asks for each.
   */
  listPage: '/forum/list/',
  /** GET the categories, in their order. */
  categories: '/forum/categories/',
  /** POST {post}: follow a thread (idempotent, 201). */
  subscriptions: '/forum/subscriptions/',
  /** DELETE: stop following the thread. */
  subscription: (threadId: number) => `/forum/subscriptions/${threadId}/`,
  /** GET (paged): followed threads with replies the user has not read, latest activity first. */
  updated: '/forum/subscriptions/updated/',
  /** POST ReadPostBody: mark a thread read (up to its last post) or unread. */
  readPost: '/forum/read-post/',
  /** GET `?q=` (at least 2 characters): up to 8 users of the caller's country to @mention. */
  mentionable: '/forum/mentionable/',
} as const;

export const FORUM_PAGE_SIZE = 20;
export const REPLIES_PAGE_SIZE = 25;

/** The list's orderings (DRF OrderingFilter fields); the default is latest activity first. */
export const FORUM_ORDERINGS = ['last_activity_at', 'created_at', 'reply_count'] as const;
export type ForumOrderingField = (typeof FORUM_ORDERINGS)[number];
export const DEFAULT_FORUM_ORDERING = '-last_activity_at';

export const FORUM_LIMITS = { title: { min: 3, max: 200 }, text: { max: 20_000 }, search: { max: 200 } } as const;

export type ForumCategory = { id: number; key: string; name: string };

export type ForumAuthor = { id: number; name: string; memberName: string | null };

/** One thread of `GET forum/posts/` (spec §3: isClosed, isPinned, unread). */
export type ForumThread = {
  id: number;
  title: string;
  category: ForumCategory | null;
  countryId: number;
  /** The name of the country whose forum it is in (staff see it in the list). */
  countryName: string;
  author: ForumAuthor;
  /** ISO 8601. */
  createdAt: string;
  editedAt: string | null;
  lastActivityAt: string;
  replyCount: number;
  isPinned: boolean;
  isClosed: boolean;
  /** A reply is marked as the answer. */
  isAnswered: boolean;
  /** For this user: never opened, or has replies by others since they last read it. */
  unread: boolean;
  /** Replies by others this user has not read (all of them for a thread never opened). */
  newReplies: number;
  following: boolean;
  /** The opening post's text, plain, at most 200 characters. */
  excerpt: string;
  /**
   * With `?search=` only: where the words were found, plain text with each match between
   * SEARCH_MARK.start and SEARCH_MARK.end; null otherwise.
   */
  match: string | null;
};

/** Around each matched word in `ForumThread.match` (control characters no post can hold). */
export const SEARCH_MARK = { start: '\u0002', end: '\u0003' } as const;

/** `GET forum/posts/{id}/`: the thread with its opening post (spec §3 `post`). */
export type ForumThreadDetail = ForumThread & {
  /** Sanitized HTML of the opening post. */
  post: string;
  /** The names ("First Last") of the people the opening post @mentions, to mark in its text. */
  mentions: string[];
  answerId: number | null;
  /** The first reply by another user this user has not read; null when none (read before the page marks it read). */
  firstUnreadId: number | null;
};

export type ForumReply = {
  id: number;
  threadId: number;
  author: ForumAuthor;
  /** Sanitized HTML. */
  post: string;
  /** The names ("First Last") of the people the reply @mentions, to mark in its text. */
  mentions: string[];
  createdAt: string;
  editedAt: string | null;
  /** The post this reply quotes, if any (still there). */
  quoteId: number | null;
};

/** `GET …/replies/`: a DRF page, and which page it is (it may differ from `?page=` when `?at=` chose it). */
export type ReplyPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: ForumReply[];
  page: number;
};

/** `GET forum/posts/{id}/page/`: what `post` and `replies` answer, at once. */
export type ThreadPage = { thread: ForumThreadDetail; replies: ReplyPage };

/** `GET forum/list/`: what `posts/` (or `subscriptions/updated/`) and `categories/` answer, at once. */
export type ForumListPage = { threads: Page<ForumThread>; categories: ForumCategory[] };

export type ThreadInput = {
  title: string;
  category: number;
  /** Rich text (HTML); sanitized by the API. */
  post: string;
  /** Staff only: the country's forum to post in; members always post in their own. */
  country?: number;
};

export type ReplyInput = { post: string; quote?: number | null };

/**
 * PATCH `forum/posts/{id}/`. The author (within FORUM_EDIT_WINDOW_MINUTES) or staff change the text,
 * and of a thread its title and category; staff pin and close (spec §4); the thread's author or staff
 * mark a reply as the answer (null clears it).
 */
export type PostPatch = Partial<{
  title: string;
  category: number;
  post: string;
  isPinned: boolean;
  isClosed: boolean;
  answer: number | null;
}>;

/** POST `forum/read-post/`: `unread: false` marks the thread read up to its last post, `true` unread. */
export type ReadPostBody = { post: number; unread: boolean };

export type MentionableUser = { id: number; name: string; memberName: string | null };

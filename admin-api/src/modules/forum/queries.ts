// The forum's reads: threads with what is new for the viewer, one thread, a page of replies.
// Per-viewer facts (read mark, new replies, following) are correlated subqueries on the reads'
// primary key and `forum_posts_thread_idx`, so a page of threads is one query however many
// threads and replies there are.
import { aliasedTable, and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type PgSelect } from 'drizzle-orm/pg-core';
import { type DbExecutor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { members, users } from '../../db/schema/accounts';
import { forumCategories, forumPosts, forumReads } from '../../db/schema/forum';
import { type PageWindow } from '../../http/pagination';
import { type ForumViewer, visibleThreads } from './access';
import { searchMatch, searchMatches, searchMatchesJoin, searchRank, type SearchTerms } from './search';

export type ThreadOrdering = { field: 'last_activity_at' | 'created_at' | 'reply_count'; descending: boolean };

export type ThreadFilter = {
  categoryId: number | null;
  title: string;
  search: SearchTerms | null;
  following: boolean;
  /** Followed threads with replies by others the viewer has not read (`subscriptions/updated/`). */
  updated: boolean;
  countryId: number | null;
  /** Null: the default (best match first when searching, else latest activity). */
  ordering: ThreadOrdering | null;
};

const ORDER_COLUMNS = {
  last_activity_at: forumPosts.lastActivityAt,
  created_at: forumPosts.createdAt,
  reply_count: forumPosts.replyCount,
} as const;

/**
 * The viewer's read mark of the outer thread (null when they never opened it): one row of the
 * reads' primary key, left-joined once (`joinViewerReads`) for every fact that needs it.
 */
const viewerReads = aliasedTable(forumReads, 'viewer_reads');
const readMark = sql`${viewerReads.lastReadId}`;

/** The query with the viewer's read mark of each thread (at most one: the reads' primary key). */
function joinViewerReads<Query extends PgSelect>(query: Query, viewer: ForumViewer): Query {
  // A left join adds nullable columns only when selected: the query keeps its type.
  return query.leftJoin(
    viewerReads,
    and(eq(viewerReads.userId, viewer.id), eq(viewerReads.threadId, forumPosts.id)),
  ) as unknown as Query;
}

/**
 * A read mark of 0 says the viewer marked the thread unread (`read-post/` with `unread`): then every
 * reply is new, their own too. Without a mark (never opened), only replies by others are.
 */
export const MARKED_UNREAD = 0;

/** The replies `n` that are new for the viewer: after the mark and by others, or any when marked unread. */
const newReplyCondition = (viewerId: number) =>
  sql`n.thread_id = ${forumPosts.id} and n.id > coalesce(${readMark}, 0) and (n.author_id <> ${viewerId} or ${readMark} = ${MARKED_UNREAD})`;

const newReplies = (viewerId: number) =>
  sql<number>`(select count(*) from forum_posts n where ${newReplyCondition(viewerId)})`.mapWith(Number);

/** Whether the viewer has read the thread (a mark that is not "marked unread"). */
const hasRead = sql<boolean>`coalesce(${readMark} <> ${MARKED_UNREAD}, false)`;

const markedUnread = sql<boolean>`coalesce(${readMark} = ${MARKED_UNREAD}, false)`;

const isFollowing = (viewerId: number) =>
  sql<boolean>`exists (select 1 from forum_subscriptions s where s.user_id = ${viewerId} and s.thread_id = ${forumPosts.id})`;

const hasNewReplies = (viewerId: number) =>
  sql`exists (select 1 from forum_posts n where ${newReplyCondition(viewerId)})`;

/**
 * The names a listed thread shows (its country, author, member and category): primary-key lookups
 * of the page's rows, written as subqueries rather than joins. Planning a join of five tables for
 * every list took longer on the embedded database than running it; a subquery is planned alone, and
 * runs for the page's rows only. Every one is found (foreign keys; the member and category may be null).
 */
const threadNames = {
  countryName: sql<string>`(select c.name from countries c where c.id = ${forumPosts.countryId})`,
  authorFirstName: sql<string>`(select u.first_name from users u where u.id = ${forumPosts.authorId})`,
  authorLastName: sql<string>`(select u.last_name from users u where u.id = ${forumPosts.authorId})`,
  memberName: sql<string | null>`(select m.name from members m where m.id = ${forumPosts.memberId})`,
  categoryKey: sql<string | null>`(select k.key from forum_categories k where k.id = ${forumPosts.categoryId})`,
  categoryName: sql<string | null>`(select k.name from forum_categories k where k.id = ${forumPosts.categoryId})`,
};

/** A thread's columns that are the same for every reader. */
const sharedThreadColumns = {
  id: forumPosts.id,
  title: forumPosts.title,
  countryId: forumPosts.countryId,
  countryName: threadNames.countryName,
  authorId: forumPosts.authorId,
  authorFirstName: threadNames.authorFirstName,
  authorLastName: threadNames.authorLastName,
  memberName: threadNames.memberName,
  categoryId: forumPosts.categoryId,
  categoryKey: threadNames.categoryKey,
  categoryName: threadNames.categoryName,
  createdAt: forumPosts.createdAt,
  editedAt: forumPosts.editedAt,
  lastActivityAt: forumPosts.lastActivityAt,
  replyCount: forumPosts.replyCount,
  isPinned: forumPosts.isPinned,
  isClosed: forumPosts.isClosed,
  answerId: forumPosts.answerId,
  bodyText: forumPosts.bodyText,
};

function threadColumns(viewer: ForumViewer, search: SearchTerms | null) {
  return {
    ...sharedThreadColumns,
    newReplies: newReplies(viewer.id),
    hasRead,
    markedUnread,
    following: isFollowing(viewer.id),
    match: search ? searchMatch(search) : sql<string | null>`null`,
  };
}

export type ThreadListRow = Omit<Awaited<ReturnType<typeof listThreads>>['rows'][number], 'total'>;

function filterCondition(viewer: ForumViewer, filter: ThreadFilter): SQL {
  const conditions: (SQL | undefined)[] = [visibleThreads(viewer)];
  if (filter.categoryId !== null) conditions.push(eq(forumPosts.categoryId, filter.categoryId));
  if (filter.title) conditions.push(sql`${forumPosts.title} ilike ${containsPattern(filter.title)}`);
  if (filter.following || filter.updated) conditions.push(isFollowing(viewer.id));
  if (filter.updated) conditions.push(hasNewReplies(viewer.id));
  if (filter.countryId !== null && viewer.isStaff) conditions.push(eq(forumPosts.countryId, filter.countryId));
  return and(...conditions) as SQL;
}

function orderOf(filter: ThreadFilter): SQL[] {
  const pinnedFirst = desc(forumPosts.isPinned);
  if (filter.ordering === null && filter.search) return [pinnedFirst, desc(searchRank), desc(forumPosts.id)];
  const ordering = filter.ordering ?? { field: 'last_activity_at', descending: true };
  const column = ORDER_COLUMNS[ordering.field];
  return [pinnedFirst, ordering.descending ? desc(column) : asc(column), desc(forumPosts.id)];
}

const authors = aliasedTable(users, 'authors');

/**
 * One page of the threads `viewer` may read that match `filter`, and how many there are, without a
 * second pass over the set where it can be avoided: a page that is not full (and not past the end)
 * tells the count itself; a search, or a list of followed threads, is a set of candidates read
 * whole anyway (ranked, or found from the viewer's follows), so it is counted in the same query;
 * only another full page counts the country's threads (`forum_threads_country_activity_idx`).
 * A search joins the threads to their matches, the filter and the rank at once.
 */
export async function listThreads(db: DbExecutor, viewer: ForumViewer, filter: ThreadFilter, window: PageWindow) {
  const where = filterCondition(viewer, filter);
  const countedAlong = filter.search !== null || filter.following || filter.updated;
  const rows = await withMatches(
    joinViewerReads(
      db
        .select({
          ...threadColumns(viewer, filter.search),
          total: (countedAlong ? sql<number>`count(*) over ()` : sql<number>`null`).mapWith(Number),
        })
        .from(forumPosts)
        .$dynamic(),
      viewer,
    ),
    filter,
  )
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(window.limit)
    .offset(window.offset);
  if (rows.length > 0 && countedAlong) return { total: rows[0]!.total, rows };
  if (rows.length < window.limit && (rows.length > 0 || window.offset === 0)) {
    return { total: window.offset + rows.length, rows };
  }
  const [total] = await withMatches(
    joinViewerReads(db.select({ n: count() }).from(forumPosts).$dynamic(), viewer),
    filter,
  ).where(where);
  return { total: total?.n ?? 0, rows };
}

/** The query joined to the search's matches when `filter` searches. */
function withMatches<Query extends PgSelect>(query: Query, filter: ThreadFilter): Query {
  // A join of a derived table adds nothing to the selection: the query keeps its type.
  return filter.search ? (query.innerJoin(searchMatches(filter.search), searchMatchesJoin) as unknown as Query) : query;
}

/**
 * A thread as every reader sees it, with its opening post: no read state, no visibility check (the
 * caller checks `countryId` against the reader, `isVisibleTo`). Null when `id` is not a thread.
 * Shared by the readers of a country, so the routes keep it in the read cache.
 */
export async function loadSharedThread(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ ...sharedThreadColumns, body: forumPosts.body })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, id), isNull(forumPosts.threadId)));
  return row ?? null;
}

export type SharedThreadRow = NonNullable<Awaited<ReturnType<typeof loadSharedThread>>>;

/** Whether `viewer` may read the thread `row` (visibleThreads, for a row already read). */
export function isVisibleTo(viewer: ForumViewer, row: { countryId: number }): boolean {
  return viewer.isStaff || row.countryId === viewer.countryId;
}

/** The viewer's own facts of thread `id`: what is new for them, their read mark, whether they follow it. */
export async function viewerThreadFacts(db: DbExecutor, viewer: ForumViewer, id: number) {
  const firstUnread = sql<
    number | null
  >`(select min(n.id) from forum_posts n where n.thread_id = ${forumPosts.id} and n.author_id <> ${viewer.id} and n.id > ${readMark})`.mapWith(
    (value) => (value === null ? null : Number(value)),
  );
  const [row] = await joinViewerReads(
    db
      .select({
        newReplies: newReplies(viewer.id),
        hasRead,
        markedUnread,
        following: isFollowing(viewer.id),
        firstUnreadId: firstUnread,
      })
      .from(forumPosts)
      .$dynamic(),
    viewer,
  ).where(eq(forumPosts.id, id));
  return row ?? null;
}

/**
 * One thread with `viewer`'s own facts and the first reply by another they have not read: `shared`
 * (loadSharedThread) and viewerThreadFacts; null when the thread is gone meanwhile.
 */
export async function withViewerFacts(db: DbExecutor, viewer: ForumViewer, shared: SharedThreadRow) {
  const facts = await viewerThreadFacts(db, viewer, shared.id);
  return facts ? { ...shared, ...facts, match: null } : null;
}

export type ThreadDetailRow = NonNullable<Awaited<ReturnType<typeof withViewerFacts>>>;

/** Where `postId` stands among the thread's replies (0-based), or null when it is not one of them. */
export async function replyPosition(db: DbExecutor, threadId: number, postId: number): Promise<number | null> {
  const [target] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.threadId, threadId)));
  if (!target) return null;
  const [before] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, threadId), sql`${forumPosts.id} < ${postId}`));
  return before?.n ?? 0;
}

/** A page of the thread's replies, oldest first, with their authors. */
export async function listReplies(db: DbExecutor, threadId: number, window: PageWindow) {
  const [total] = await db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.threadId, threadId));
  const rows = await db
    .select(replyColumns)
    .from(forumPosts)
    .innerJoin(authors, eq(authors.id, forumPosts.authorId))
    .leftJoin(members, eq(members.id, forumPosts.memberId))
    .where(eq(forumPosts.threadId, threadId))
    .orderBy(asc(forumPosts.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

const replyColumns = {
  id: forumPosts.id,
  threadId: forumPosts.threadId,
  authorId: forumPosts.authorId,
  authorFirstName: authors.firstName,
  authorLastName: authors.lastName,
  memberName: members.name,
  body: forumPosts.body,
  bodyText: forumPosts.bodyText,
  countryId: forumPosts.countryId,
  createdAt: forumPosts.createdAt,
  editedAt: forumPosts.editedAt,
  quoteId: forumPosts.quoteId,
};

export type ReplyRow = Awaited<ReturnType<typeof listReplies>>['rows'][number];

/** One reply with its author (after a write). */
export async function loadReply(db: DbExecutor, id: number): Promise<ReplyRow | null> {
  const [row] = await db
    .select(replyColumns)
    .from(forumPosts)
    .innerJoin(authors, eq(authors.id, forumPosts.authorId))
    .leftJoin(members, eq(members.id, forumPosts.memberId))
    .where(eq(forumPosts.id, id));
  return row ?? null;
}

/** Any post (thread or reply) by id, with its thread's id (its own for a thread). */
export async function findPost(db: DbExecutor, id: number) {
  const [row] = await db.select().from(forumPosts).where(eq(forumPosts.id, id));
  return row ?? null;
}

/** Replies of a thread by users other than its author: a member may not delete a thread others answered. */
export async function othersReplies(db: DbExecutor, threadId: number, authorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, threadId), sql`${forumPosts.authorId} <> ${authorId}`));
  return row?.n ?? 0;
}

/** The thread's newest post id (its own id when it has no replies). */
export async function newestPostId(db: DbExecutor, threadId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`max(${forumPosts.id})`.mapWith(Number) })
    .from(forumPosts)
    .where(sql`${forumPosts.id} = ${threadId} or ${forumPosts.threadId} = ${threadId}`);
  return row?.id ?? threadId;
}

export async function listCategories(db: DbExecutor) {
  return db
    .select({ id: forumCategories.id, key: forumCategories.key, name: forumCategories.name })
    .from(forumCategories)
    .orderBy(asc(forumCategories.position), asc(forumCategories.id));
}

// The forum's reads: threads with what is new for the viewer, one thread, a page of replies.
// Per-viewer facts (read mark, new replies, following) are correlated subqueries on the reads'
// primary key and `forum_posts_thread_idx`, so a page of threads is one query however many
// threads and replies there are.
import { aliasedTable, and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { members, users } from '../../db/schema/accounts';
import { forumCategories, forumPosts } from '../../db/schema/forum';
import { countries } from '../../db/schema/locale';
import { type PageWindow } from '../../http/pagination';
import { type ForumViewer, visibleThreads } from './access';
import { searchCondition, searchMatch, searchRank, type SearchTerms } from './search';

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

/** The viewer's read mark of the outer thread, or null. */
const readMark = (viewerId: number) =>
  sql`(select r.last_read_id from forum_reads r where r.user_id = ${viewerId} and r.thread_id = ${forumPosts.id})`;

/**
 * A read mark of 0 says the viewer marked the thread unread (`read-post/` with `unread`): then every
 * reply is new, their own too. Without a mark (never opened), only replies by others are.
 */
export const MARKED_UNREAD = 0;

/** The replies `n` that are new for the viewer: after the mark and by others, or any when marked unread. */
const newReplyCondition = (viewerId: number) =>
  sql`n.thread_id = ${forumPosts.id} and n.id > coalesce(${readMark(viewerId)}, 0) and (n.author_id <> ${viewerId} or ${readMark(viewerId)} = ${MARKED_UNREAD})`;

const newReplies = (viewerId: number) =>
  sql<number>`(select count(*) from forum_posts n where ${newReplyCondition(viewerId)})`.mapWith(Number);

/** Whether the viewer has read the thread (a mark that is not "marked unread"). */
const hasRead = (viewerId: number) =>
  sql<boolean>`exists (select 1 from forum_reads r where r.user_id = ${viewerId} and r.thread_id = ${forumPosts.id} and r.last_read_id <> ${MARKED_UNREAD})`;

const markedUnread = (viewerId: number) =>
  sql<boolean>`exists (select 1 from forum_reads r where r.user_id = ${viewerId} and r.thread_id = ${forumPosts.id} and r.last_read_id = ${MARKED_UNREAD})`;

const isFollowing = (viewerId: number) =>
  sql<boolean>`exists (select 1 from forum_subscriptions s where s.user_id = ${viewerId} and s.thread_id = ${forumPosts.id})`;

const hasNewReplies = (viewerId: number) =>
  sql`exists (select 1 from forum_posts n where ${newReplyCondition(viewerId)})`;

function threadColumns(viewer: ForumViewer, search: SearchTerms | null) {
  return {
    id: forumPosts.id,
    title: forumPosts.title,
    countryId: forumPosts.countryId,
    countryName: countries.name,
    authorId: forumPosts.authorId,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    memberName: members.name,
    categoryId: forumCategories.id,
    categoryKey: forumCategories.key,
    categoryName: forumCategories.name,
    createdAt: forumPosts.createdAt,
    editedAt: forumPosts.editedAt,
    lastActivityAt: forumPosts.lastActivityAt,
    replyCount: forumPosts.replyCount,
    isPinned: forumPosts.isPinned,
    isClosed: forumPosts.isClosed,
    answerId: forumPosts.answerId,
    bodyText: forumPosts.bodyText,
    newReplies: newReplies(viewer.id),
    hasRead: hasRead(viewer.id),
    markedUnread: markedUnread(viewer.id),
    following: isFollowing(viewer.id),
    match: search ? searchMatch(search) : sql<string | null>`null`,
  };
}

export type ThreadListRow = Awaited<ReturnType<typeof listThreads>>['rows'][number];

function filterCondition(viewer: ForumViewer, filter: ThreadFilter): SQL {
  const conditions: (SQL | undefined)[] = [visibleThreads(viewer)];
  if (filter.categoryId !== null) conditions.push(eq(forumPosts.categoryId, filter.categoryId));
  if (filter.title) conditions.push(sql`${forumPosts.title} ilike ${containsPattern(filter.title)}`);
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.following || filter.updated) conditions.push(isFollowing(viewer.id));
  if (filter.updated) conditions.push(hasNewReplies(viewer.id));
  if (filter.countryId !== null && viewer.isStaff) conditions.push(eq(forumPosts.countryId, filter.countryId));
  return and(...conditions) as SQL;
}

function orderOf(filter: ThreadFilter): SQL[] {
  const pinnedFirst = desc(forumPosts.isPinned);
  if (filter.ordering === null && filter.search)
    return [pinnedFirst, desc(searchRank(filter.search)), desc(forumPosts.id)];
  const ordering = filter.ordering ?? { field: 'last_activity_at', descending: true };
  const column = ORDER_COLUMNS[ordering.field];
  return [pinnedFirst, ordering.descending ? desc(column) : asc(column), desc(forumPosts.id)];
}

const authors = aliasedTable(users, 'authors');

/** One page of the threads `viewer` may read that match `filter`, and how many there are. */
export async function listThreads(db: DbExecutor, viewer: ForumViewer, filter: ThreadFilter, window: PageWindow) {
  const where = filterCondition(viewer, filter);
  const [total] = await db.select({ n: count() }).from(forumPosts).where(where);
  const rows = await db
    .select(threadColumns(viewer, filter.search))
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(members, eq(members.id, forumPosts.memberId))
    .leftJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .innerJoin(countries, eq(countries.id, forumPosts.countryId))
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/** One thread `viewer` may read, with its opening post and the first reply by another they have not read. */
export async function loadThread(db: DbExecutor, viewer: ForumViewer, id: number) {
  const firstUnread = sql<
    number | null
  >`(select min(n.id) from forum_posts n where n.thread_id = ${forumPosts.id} and n.author_id <> ${viewer.id} and n.id > ${readMark(viewer.id)})`.mapWith(
    (value) => (value === null ? null : Number(value)),
  );
  const [row] = await db
    .select({ ...threadColumns(viewer, null), body: forumPosts.body, firstUnreadId: firstUnread })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(members, eq(members.id, forumPosts.memberId))
    .leftJoin(forumCategories, eq(forumCategories.id, forumPosts.categoryId))
    .innerJoin(countries, eq(countries.id, forumPosts.countryId))
    .where(and(eq(forumPosts.id, id), visibleThreads(viewer)));
  return row ?? null;
}

export type ThreadDetailRow = NonNullable<Awaited<ReturnType<typeof loadThread>>>;

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

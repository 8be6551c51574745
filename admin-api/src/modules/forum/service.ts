// The forum's writes (docs/api.md "Forum"): threads, replies, edits, moderation, deletion and read
// marks, each checked by the forum's rules (lib/rules/forum.ts, the pages' own) and done in one
// transaction with what it sets off (counters, the writer's read mark, follows and notifications).
import { and, eq, sql } from 'drizzle-orm';
import { type PostPatch, type ReadPostBody, type ReplyInput, type ThreadInput } from '../../contract/forum';
import { notFound, permissionDenied, fieldError, nonFieldError } from '../../core/api-errors';
import { type Db, type DbExecutor } from '../../db/client';
import { forumCategories, forumPosts, forumReads } from '../../db/schema/forum';
import { countries } from '../../db/schema/locale';
import {
  deleteProblem,
  editProblem,
  FORUM_MESSAGES,
  type ForumProblem,
  mayMarkAnswer,
  moderateProblem,
  replyProblem,
  writeProblem,
} from '../../rules/forum';
import { plainTextOf, sanitizeRichText } from '../content/sanitize';
import { findVisibleThread, type ForumViewer, type ThreadRow } from './access';
import { afterReply, afterThread } from './notify';
import { findPost, MARKED_UNREAD, newestPostId, othersReplies } from './queries';

const BLANK = 'This field may not be blank.';

/** A refusal by the rules: a closed thread is a bad request (400, as the issue asks), the rest forbidden. */
function refuse(problem: ForumProblem): Error {
  return problem === 'closed' ? nonFieldError(FORUM_MESSAGES.closed) : permissionDenied(FORUM_MESSAGES[problem]);
}

/** Sanitized HTML and its text; nothing left to show (no text, no image) is blank. */
function richText(html: string): { body: string; bodyText: string } {
  const body = sanitizeRichText(html);
  const bodyText = plainTextOf(body);
  if (bodyText === '' && !/<img\s/i.test(body)) throw fieldError('post', BLANK);
  return { body, bodyText };
}

async function checkCategory(db: DbExecutor, id: number): Promise<void> {
  const [row] = await db.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.id, id));
  if (!row) throw fieldError('category', `Invalid pk "${id}" - object does not exist.`);
}

/** The forum a thread goes to: a member's own country; staff may name another. */
async function threadCountry(db: DbExecutor, viewer: ForumViewer, requested: number | undefined): Promise<number> {
  if (!viewer.isStaff || requested === undefined) return viewer.countryId;
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, requested));
  if (!row) throw fieldError('country', `Invalid pk "${requested}" - object does not exist.`);
  return requested;
}

async function markRead(db: DbExecutor, userId: number, threadId: number, lastReadId: number, now: Date) {
  await db
    .insert(forumReads)
    .values({ userId, threadId, lastReadId, readAt: now })
    .onConflictDoUpdate({ target: [forumReads.userId, forumReads.threadId], set: { lastReadId, readAt: now } });
}

export async function createThread(db: Db, viewer: ForumViewer, input: ThreadInput, now: Date): Promise<number> {
  const problem = writeProblem(viewer);
  if (problem) throw refuse(problem);
  await checkCategory(db, input.category);
  const countryId = await threadCountry(db, viewer, input.country);
  const { body, bodyText } = richText(input.post);
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(forumPosts)
      .values({
        countryId,
        authorId: viewer.id,
        memberId: viewer.memberId,
        title: input.title,
        categoryId: input.category,
        body,
        bodyText,
        language: viewer.language,
        lastActivityAt: now,
        createdAt: now,
      })
      .returning({ id: forumPosts.id });
    if (!thread) throw new Error('The thread was not stored');
    await markRead(tx, viewer.id, thread.id, thread.id, now);
    await afterThread(tx, {
      id: thread.id,
      threadId: thread.id,
      threadTitle: input.title,
      countryId,
      authorId: viewer.id,
      bodyText,
    });
    return thread.id;
  });
}

/** The post `quote` names must be of this thread: the thread itself or one of its replies. */
async function checkQuote(db: DbExecutor, threadId: number, quote: number | null | undefined): Promise<number | null> {
  if (quote === null || quote === undefined) return null;
  const post = await findPost(db, quote);
  if (!post || (post.id !== threadId && post.threadId !== threadId)) {
    throw fieldError('quote', `Invalid pk "${quote}" - object does not exist.`);
  }
  return quote;
}

export async function createReply(
  db: Db,
  viewer: ForumViewer,
  threadId: number,
  input: ReplyInput,
  now: Date,
): Promise<number> {
  const thread = await findVisibleThread(db, viewer, threadId);
  if (!thread) throw notFound();
  const problem = replyProblem(viewer, thread);
  if (problem) throw refuse(problem);
  const quoteId = await checkQuote(db, threadId, input.quote);
  const { body, bodyText } = richText(input.post);
  return db.transaction(async (tx) => {
    // Counted, and checked open, in one statement: a thread closed meanwhile takes no reply.
    const [open] = await tx
      .update(forumPosts)
      .set({ replyCount: sql`${forumPosts.replyCount} + 1`, lastActivityAt: now })
      .where(and(eq(forumPosts.id, threadId), eq(forumPosts.isClosed, false)))
      .returning({ id: forumPosts.id });
    if (!open) throw refuse('closed');
    const newestBefore = await newestPostId(tx, threadId);
    const [reply] = await tx
      .insert(forumPosts)
      .values({
        threadId,
        countryId: thread.countryId,
        authorId: viewer.id,
        memberId: viewer.memberId,
        body,
        bodyText,
        language: viewer.language,
        quoteId,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning({ id: forumPosts.id });
    if (!reply) throw new Error('The reply was not stored');
    await advanceOwnMark(tx, viewer.id, thread, newestBefore, reply.id, now);
    await afterReply(tx, {
      id: reply.id,
      threadId,
      threadTitle: thread.title ?? '',
      countryId: thread.countryId,
      authorId: viewer.id,
      bodyText,
    });
    return reply.id;
  });
}

/**
 * The replier has read their own reply, and so the thread up to it, if they had read everything
 * before it; a mark further back stays, so the replies they have not seen stay new.
 */
async function advanceOwnMark(
  tx: DbExecutor,
  userId: number,
  thread: ThreadRow,
  newestBefore: number,
  replyId: number,
  now: Date,
): Promise<void> {
  const [mark] = await tx
    .select({ lastReadId: forumReads.lastReadId })
    .from(forumReads)
    .where(and(eq(forumReads.userId, userId), eq(forumReads.threadId, thread.id)));
  const readAll = mark ? mark.lastReadId >= newestBefore : newestBefore === thread.id;
  if (readAll) await markRead(tx, userId, thread.id, replyId, now);
}

/** A post the viewer may read (a reply through its thread), with its thread. */
async function visiblePost(db: DbExecutor, viewer: ForumViewer, id: number) {
  const post = await findPost(db, id);
  if (!post) throw notFound();
  const thread = await findVisibleThread(db, viewer, post.threadId ?? post.id);
  if (!thread) throw notFound();
  return { post, thread };
}

const THREAD_ONLY = ['title', 'category', 'isPinned', 'isClosed', 'answer'] as const;

type PostChanges = Partial<typeof forumPosts.$inferInsert>;

async function textChanges(db: DbExecutor, patch: PostPatch, now: Date): Promise<PostChanges> {
  const changes: PostChanges = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.category !== undefined) {
    await checkCategory(db, patch.category);
    changes.categoryId = patch.category;
  }
  if (patch.post !== undefined) Object.assign(changes, richText(patch.post));
  if (Object.keys(changes).length > 0) changes.editedAt = now;
  return changes;
}

async function answerChange(db: DbExecutor, threadId: number, answer: number | null): Promise<number | null> {
  if (answer === null) return null;
  const post = await findPost(db, answer);
  if (!post || post.threadId !== threadId)
    throw fieldError('answer', `Invalid pk "${answer}" - object does not exist.`);
  return answer;
}

/** The rules' refusal of `patch` on `post`, or null. */
function patchProblem(viewer: ForumViewer, post: ThreadRow, thread: ThreadRow, patch: PostPatch, now: Date) {
  const edits = patch.title !== undefined || patch.category !== undefined || patch.post !== undefined;
  if (edits) {
    const problem = writeProblem(viewer) ?? editProblem(viewer, post, now);
    if (problem) return problem;
  }
  if (patch.isPinned !== undefined || patch.isClosed !== undefined) {
    const problem = moderateProblem(viewer);
    if (problem) return problem;
  }
  if (patch.answer !== undefined && !mayMarkAnswer(viewer, thread)) return 'notAuthor';
  return null;
}

/** Changes a thread or a reply; answers the id of the thread it belongs to. */
export async function patchPost(db: Db, viewer: ForumViewer, id: number, patch: PostPatch, now: Date) {
  const { post, thread } = await visiblePost(db, viewer, id);
  if (post.threadId !== null) {
    const misplaced = THREAD_ONLY.find((field) => patch[field] !== undefined);
    if (misplaced) throw fieldError(misplaced, 'A reply has no such field.');
  }
  const problem = patchProblem(viewer, post, thread, patch, now);
  if (problem) throw refuse(problem);
  const changes = await textChanges(db, patch, now);
  if (patch.isPinned !== undefined) changes.isPinned = patch.isPinned;
  if (patch.isClosed !== undefined) changes.isClosed = patch.isClosed;
  if (patch.answer !== undefined) changes.answerId = await answerChange(db, thread.id, patch.answer);
  if (Object.keys(changes).length > 0) await db.update(forumPosts).set(changes).where(eq(forumPosts.id, id));
  return { post, thread };
}

export async function deletePost(db: Db, viewer: ForumViewer, id: number, now: Date): Promise<void> {
  const { post, thread } = await visiblePost(db, viewer, id);
  const others = post.threadId === null ? await othersReplies(db, post.id, post.authorId) : 0;
  const problem = deleteProblem(viewer, { ...post, othersReplies: others }, now);
  if (problem) throw refuse(problem);
  await db.transaction(async (tx) => {
    await tx.delete(forumPosts).where(eq(forumPosts.id, id));
    if (post.threadId !== null) {
      await tx
        .update(forumPosts)
        .set({ replyCount: sql`greatest(${forumPosts.replyCount} - 1, 0)` })
        .where(eq(forumPosts.id, thread.id));
    }
  });
}

/** `read-post/`: read up to the thread's newest post, or unread again (every reply new, own ones too). */
export async function setRead(db: Db, viewer: ForumViewer, body: ReadPostBody, now: Date): Promise<void> {
  const thread = await findVisibleThread(db, viewer, body.post);
  if (!thread) throw notFound();
  const mark = body.unread ? MARKED_UNREAD : await newestPostId(db, thread.id);
  await markRead(db, viewer.id, thread.id, mark, now);
}

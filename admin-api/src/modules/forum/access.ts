// Who reads which forum: a member reads and writes their member country's threads; staff read
// every country's (docs/api.md "Forum"). Every forum query that takes a thread id goes through
// `findVisibleThread` (or, for a thread read through the read cache, `isVisibleTo` in queries.ts),
// so a thread of another country is simply not found (404).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { forumPosts } from '../../db/schema/forum';
import { type CurrentUser } from '../../domain/current-user';
import { type ForumActor } from '../../rules/forum';

/** The caller as the forum sees them: the rules' actor, their country, and the language their posts are written in. */
export type ForumViewer = ForumActor & { countryId: number; memberId: number; language: string };

export function forumViewer(user: CurrentUser): ForumViewer {
  return {
    id: user.id,
    isStaff: user.isStaff,
    isShared: user.isShared,
    countryId: user.member.countryId,
    memberId: user.memberId,
    language: user.language.code,
  };
}

/** The threads `viewer` may read (not replies): their country's, or every country's for staff. */
export function visibleThreads(viewer: ForumViewer): SQL {
  const threads = isNull(forumPosts.threadId);
  return (viewer.isStaff ? threads : and(threads, eq(forumPosts.countryId, viewer.countryId))) as SQL;
}

export type ThreadRow = typeof forumPosts.$inferSelect;

/** The thread `id` if `viewer` may read it, else null (the caller answers 404). */
export async function findVisibleThread(db: DbExecutor, viewer: ForumViewer, id: number): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(forumPosts)
    .where(and(eq(forumPosts.id, id), visibleThreads(viewer)));
  return row ?? null;
}

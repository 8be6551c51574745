// What a new post sets off (docs/api.md "Forum: following and notifications"): its author follows
// the thread, and notifications of type Post go to the thread's followers and to the users it
// @mentions — one per person per post, never to its author.
import { and, eq, ne } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { forumSubscriptions } from '../../db/schema/forum';
import { notifications } from '../../db/schema/notifications';
import { mentionedUsers } from './mentions';

/** A post just stored, with what its notifications name. For an opening post `threadId === id`. */
export type NewPost = {
  id: number;
  threadId: number;
  threadTitle: string;
  countryId: number;
  authorId: number;
  /** The post's plain text, where @mentions are found. */
  bodyText: string;
};

export const REPLIED_VERB = 'replied to';
export const MENTIONED_VERB = 'mentioned you in';

/** Follows a thread; following it again changes nothing. */
export async function follow(db: DbExecutor, userId: number, threadId: number): Promise<void> {
  await db.insert(forumSubscriptions).values({ userId, threadId }).onConflictDoNothing();
}

/** Stops following a thread; not following it changes nothing. */
export async function unfollow(db: DbExecutor, userId: number, threadId: number): Promise<void> {
  await db
    .delete(forumSubscriptions)
    .where(and(eq(forumSubscriptions.userId, userId), eq(forumSubscriptions.threadId, threadId)));
}

async function notify(tx: DbExecutor, post: NewPost, recipients: Map<number, string>): Promise<void> {
  if (recipients.size === 0) return;
  await tx.insert(notifications).values(
    [...recipients].map(([recipientId, verb]) => ({
      recipientId,
      // What it is about: the thread (its page); the reply within it is the target.
      actorId: post.threadId,
      actorTitle: post.threadTitle.slice(0, 255),
      actorLevels: [],
      verb,
      description: 'Post',
      targetId: post.id === post.threadId ? null : post.id,
    })),
  );
}

async function followers(tx: DbExecutor, post: NewPost): Promise<number[]> {
  const rows = await tx
    .select({ userId: forumSubscriptions.userId })
    .from(forumSubscriptions)
    .where(and(eq(forumSubscriptions.threadId, post.threadId), ne(forumSubscriptions.userId, post.authorId)));
  return rows.map((row) => row.userId);
}

/**
 * After a reply is stored, in the same transaction: its author follows the thread; each user it
 * @mentions gets "mentioned you in", every other follower "replied to".
 */
export async function afterReply(tx: DbExecutor, post: NewPost): Promise<void> {
  await follow(tx, post.authorId, post.threadId);
  const recipients = new Map<number, string>();
  for (const userId of await followers(tx, post)) recipients.set(userId, REPLIED_VERB);
  for (const userId of await mentionedUsers(tx, post.bodyText, post.countryId, post.authorId)) {
    recipients.set(userId, MENTIONED_VERB);
  }
  await notify(tx, post, recipients);
}

/** After a thread is stored, in the same transaction: its author follows it; its @mentions notify. */
export async function afterThread(tx: DbExecutor, post: NewPost): Promise<void> {
  await follow(tx, post.authorId, post.threadId);
  const mentioned = await mentionedUsers(tx, post.bodyText, post.countryId, post.authorId);
  await notify(tx, post, new Map(mentioned.map((userId) => [userId, MENTIONED_VERB])));
}

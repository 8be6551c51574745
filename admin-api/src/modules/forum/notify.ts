// What a new post sets off (docs/api.md "Forum"): following, and notifications of type Post to the
// thread's followers and to the users it @mentions. STUB of step 0: stream api-social writes it.
import { type DbExecutor } from '../../db/client';

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

/**
 * After a reply is stored, in the same transaction: its author follows the thread; every follower
 * but the author gets a notification (type Post, verb 'replied to', actor the thread, target the
 * reply); each user the reply @mentions gets one (verb 'mentioned you in') instead. One
 * notification per person per reply; never to the author.
 */
export async function afterReply(tx: DbExecutor, post: NewPost): Promise<void> {
  void tx;
  void post;
}

/** After a thread is stored, in the same transaction: its author follows it; its @mentions notify (target the thread). */
export async function afterThread(tx: DbExecutor, post: NewPost): Promise<void> {
  void tx;
  void post;
}

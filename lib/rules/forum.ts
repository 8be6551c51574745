// The forum's rules (issue 13), shared by the pages (which offer only what is allowed, with the
// reason) and the admin API (which refuses the rest): who may write, edit, delete, moderate, reply
// and mark an answer.

/**
 * How long after writing a post its author may still edit or delete it: long enough to mend a typo
 * or a wrong figure the same day, short enough that replies do not lose what they answered.
 * Staff may edit and delete any post at any time.
 */
export const FORUM_EDIT_WINDOW_MINUTES = 24 * 60;

export type ForumActor = { id: number; isStaff: boolean; isShared: boolean };
export type ForumPostFacts = {
  authorId: number;
  /** ISO 8601 or a Date. */
  createdAt: string | Date;
  /** A thread's replies by users other than its author (0 for a reply). */
  othersReplies?: number;
};
export type ForumThreadFacts = { authorId: number; isClosed: boolean };

/** Why something is refused; the API's message and the page's text are keyed by it. */
export type ForumProblem = 'sharedAccount' | 'closed' | 'notAuthor' | 'editWindow' | 'hasReplies' | 'staffOnly';

export const FORUM_MESSAGES: Record<ForumProblem, string> = {
  sharedAccount: 'A shared clinic account cannot post in the forum. Sign in with your own account.',
  closed: 'This thread is closed to new replies.',
  notAuthor: 'Only the author or Vetnet staff can change this post.',
  editWindow: 'Posts can be changed only within 24 hours of writing them.',
  hasReplies: 'A thread others have replied to can only be deleted by Vetnet staff.',
  staffOnly: 'Only Vetnet staff can pin or close a thread.',
};

const MINUTE_MS = 60_000;

function withinWindow(post: ForumPostFacts, now: Date): boolean {
  return now.getTime() - new Date(post.createdAt).getTime() <= FORUM_EDIT_WINDOW_MINUTES * MINUTE_MS;
}

/** Why `actor` may not write a thread or reply at all, or null. */
export function writeProblem(actor: ForumActor): ForumProblem | null {
  return actor.isShared && !actor.isStaff ? 'sharedAccount' : null;
}

/** Why `actor` may not reply to `thread`, or null. Staff may not reply to a closed thread either: they reopen it. */
export function replyProblem(actor: ForumActor, thread: ForumThreadFacts): ForumProblem | null {
  return writeProblem(actor) ?? (thread.isClosed ? 'closed' : null);
}

/** Why `actor` may not edit `post` (its text, and a thread's title and category), or null. */
export function editProblem(actor: ForumActor, post: ForumPostFacts, now: Date): ForumProblem | null {
  if (actor.isStaff) return null;
  if (post.authorId !== actor.id) return 'notAuthor';
  return withinWindow(post, now) ? null : 'editWindow';
}

/** Why `actor` may not delete `post`, or null: as editing, and a thread only while no one else has replied. */
export function deleteProblem(actor: ForumActor, post: ForumPostFacts, now: Date): ForumProblem | null {
  const problem = editProblem(actor, post, now);
  if (problem !== null || actor.isStaff) return problem;
  return (post.othersReplies ?? 0) > 0 ? 'hasReplies' : null;
}

/** Why `actor` may not pin, unpin, close or reopen a thread, or null (spec §4). */
export function moderateProblem(actor: ForumActor): ForumProblem | null {
  return actor.isStaff ? null : 'staffOnly';
}

/** Whether `actor` may mark a reply of `thread` as its answer (or clear it): its author, or staff. */
export function mayMarkAnswer(actor: ForumActor, thread: ForumThreadFacts): boolean {
  return actor.isStaff || (thread.authorId === actor.id && writeProblem(actor) === null);
}

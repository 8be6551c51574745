// @mentions (docs/api.md "Forum: following and notifications"): a post names a person by writing
// "@First Last" — typed, or chosen from the editor's suggestions, which insert the same text. The
// people who may be named are the active users of the thread's country.
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { members, users } from '../../db/schema/accounts';
import { fullName } from '../../domain/full-name';
import { isMentioned } from '../../rules/mentions';

/** Mentions notified per post, so a pasted staff list does not page a whole country. */
export const MAX_MENTIONS = 10;

export { isMentioned };

/** The users `text` mentions among the active users of `countryId`, but the author; at most MAX_MENTIONS. */
export async function mentionedUsers(
  db: DbExecutor,
  text: string,
  countryId: number,
  authorId: number,
): Promise<number[]> {
  if (!text.includes('@')) return [];
  const candidates = (await candidatesIn(db, countryId, text)).filter((user) => user.id !== authorId);
  return candidates
    .filter((user) => isMentioned(text, fullName(user)))
    .map((user) => user.id)
    .slice(0, MAX_MENTIONS);
}

/** A post whose @mentions are shown marked: its text, its writer and its thread's country. */
export type MentioningPost = { id: number; bodyText: string; authorId: number; countryId: number };

/**
 * The names each post @mentions, as `mentionedUsers` finds them (the writer not, at most
 * MAX_MENTIONS), for the portal to mark in the text. One query for a page of posts of one thread.
 */
export async function mentionedNames(db: DbExecutor, posts: MentioningPost[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  const mentioning = posts.filter((post) => post.bodyText.includes('@'));
  const countryId = mentioning[0]?.countryId;
  if (countryId === undefined) return names;
  const text = mentioning.map((post) => post.bodyText).join('\n');
  const candidates = await candidatesIn(db, countryId, text);
  for (const post of mentioning) {
    const found = candidates
      .filter((user) => user.id !== post.authorId && isMentioned(post.bodyText, fullName(user)))
      .slice(0, MAX_MENTIONS)
      .map(fullName);
    if (found.length > 0) names.set(post.id, found);
  }
  return names;
}

/** Who may be named in a thread of `countryId`: its active users (`users` joined to `members`). */
function mentionableIn(countryId: number): SQL | undefined {
  return and(eq(members.countryId, countryId), eq(users.isActive, true));
}

/**
 * The active users of `countryId` whose "@First Last" occurs in `text` (any case, any run of
 * spaces): the database narrows to them, and isMentioned then checks the edges of each name.
 */
function candidatesIn(db: DbExecutor, countryId: number, text: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(
      and(
        mentionableIn(countryId),
        sql`${users.firstName} <> ''`,
        sql`position(lower('@' || ${users.firstName} || ' ' || ${users.lastName}) in lower(regexp_replace(${text}, '\\s+', ' ', 'g'))) > 0`,
      ),
    )
    .orderBy(users.id);
}

/**
 * The editor's suggestions: active users of the country (the thread's, or the viewer's for a new
 * thread) whose full name contains `name`, the viewer left out, by name.
 */
export async function mentionableUsers(
  db: DbExecutor,
  { countryId, viewerId, name, limit }: { countryId: number; viewerId: number; name: string; limit: number },
) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, memberName: members.name })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(
      and(
        mentionableIn(countryId),
        ne(users.id, viewerId),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${containsPattern(name)}`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

// @mentions (docs/api.md "Forum: following and notifications"): a post names a person by writing
// "@First Last" — typed, or chosen from the editor's suggestions, which insert the same text. The
// people who may be named are the active users of the thread's country.
import { and, eq, ne, sql } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { members, users } from '../../db/schema/accounts';
import { fullName } from '../../domain/full-name';

/** Mentions notified per post, so a pasted staff list does not page a whole country. */
export const MAX_MENTIONS = 10;

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Before the "@": nothing, or a character that cannot end an e-mail address's local part. */
const ADDRESS_CHARACTER = /[\p{L}\p{N}._+-]/u;

/**
 * Whether `text` mentions `name`: "@" and the name, in any case, not followed by more of a word
 * ("@Anna Berg" is not "@Anna Bergström") and not inside an e-mail address.
 */
export function isMentioned(text: string, name: string): boolean {
  const wanted = name.trim().replace(/\s+/g, ' ');
  if (wanted === '') return false;
  const needle = `@${wanted}`.toLocaleLowerCase();
  const haystack = text.replace(/\s+/g, ' ').toLocaleLowerCase();
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + 1)) {
    const before = index === 0 ? '' : haystack.charAt(index - 1);
    const after = haystack.charAt(index + needle.length);
    if (!ADDRESS_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

/** The users `text` mentions among the active users of `countryId`, but the author; at most MAX_MENTIONS. */
export async function mentionedUsers(
  db: DbExecutor,
  text: string,
  countryId: number,
  authorId: number,
): Promise<number[]> {
  if (!text.includes('@')) return [];
  // The database narrows to names that occur after an "@"; isMentioned then checks the edges.
  const candidates = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(
      and(
        eq(members.countryId, countryId),
        eq(users.isActive, true),
        ne(users.id, authorId),
        sql`${users.firstName} <> ''`,
        sql`position(lower('@' || ${users.firstName} || ' ' || ${users.lastName}) in lower(regexp_replace(${text}, '\\s+', ' ', 'g'))) > 0`,
      ),
    )
    .orderBy(users.id);
  return candidates
    .filter((user) => isMentioned(text, fullName(user)))
    .map((user) => user.id)
    .slice(0, MAX_MENTIONS);
}

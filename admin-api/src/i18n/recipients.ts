// Whose language a text is written in: a user's own setting (users.language_id); for a recipient that
// is no user (a partner, an advertiser: content items), the item's language or its country's main one.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbExecutor } from '../db/client';
import { users } from '../db/schema/accounts';
import { countryLanguages, languages } from '../db/schema/locale';
import { type Voice, voiceOf } from './translate';

/** The voice of each of these users, by id (English for an id without a user). */
export async function voicesOf(db: DbExecutor, userIds: readonly number[]): Promise<Map<number, Voice>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, code: languages.code })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.languageId))
    .where(inArray(users.id, [...userIds]));
  const codes = new Map(rows.map((row) => [row.id, row.code]));
  return new Map(userIds.map((id) => [id, voiceOf(codes.get(id))]));
}

/** The voice of one user, from their language id. */
export async function voiceOfLanguage(db: DbExecutor, languageId: number): Promise<Voice> {
  const [row] = await db.select({ code: languages.code }).from(languages).where(eq(languages.id, languageId));
  return voiceOf(row?.code);
}

/** The main language of a country: the first its language switcher shows (English when it has none). */
export async function voiceOfCountry(db: DbExecutor, countryId: number): Promise<Voice> {
  const [row] = await db
    .select({ code: languages.code })
    .from(countryLanguages)
    .innerJoin(languages, eq(languages.id, countryLanguages.languageId))
    .where(eq(countryLanguages.countryId, countryId))
    .orderBy(asc(countryLanguages.position), asc(languages.id))
    .limit(1);
  return voiceOf(row?.code);
}

/**
 * The voice of a content item that receives mail and is no user (a partner, a direct ad's
 * advertiser): the language staff wrote the item in, else its country's main language.
 */
export async function voiceOfItem(
  db: DbExecutor,
  item: { languageCode: string | null | undefined; countryId: number },
): Promise<Voice> {
  return item.languageCode ? voiceOf(item.languageCode) : voiceOfCountry(db, item.countryId);
}

/**
 * The voice of a mail address: its user's own language when the address has an account, else
 * `otherwise` (for an address the sender chose, the sender's).
 */
export async function voiceOfAddress(db: DbExecutor, email: string, otherwise: Voice): Promise<Voice> {
  const [row] = await db
    .select({ code: languages.code })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.languageId))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ? voiceOf(row.code) : otherwise;
}

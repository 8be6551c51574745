// Whose language a text is written in: the recipient's own setting (users.language_id).
import { eq, inArray } from 'drizzle-orm';
import { type DbExecutor } from '../db/client';
import { users } from '../db/schema/accounts';
import { languages } from '../db/schema/locale';
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

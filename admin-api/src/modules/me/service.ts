// Writes of the current user: profile fields, preferences (tag ids) and the member they act for.
import { eq } from 'drizzle-orm';
import { type ProfileChanges as ProfileBody } from '../../contract/settings';
import { type Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { unknownTagIds } from '../content/taxonomy';

/** PATCH `me/` as stored: the language by id (checked by the route). */
export type ProfileChanges = Omit<ProfileBody, 'language'> & { languageId?: number };

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Each tag once, in the order first given; 400 on `preferences` naming each id that is no tag. */
export async function setPreferences(db: Db, userId: number, preferences: readonly number[]): Promise<void> {
  const unknown = await unknownTagIds(db, preferences);
  if (unknown.length > 0) throw validationError({ preferences: unknown.map(invalidPkMessage) });
  await db
    .update(users)
    .set({ preferences: [...new Set(preferences)] })
    .where(eq(users.id, userId));
}

export async function setActingMember(db: Db, userId: number, memberId: number): Promise<void> {
  await db.update(users).set({ memberId }).where(eq(users.id, userId));
}

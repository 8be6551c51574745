// The demo users' preferences: the topics (content tags) they want to hear about. Tags are made by
// the content seed, after the users, so the names of seed/data/users.ts become ids here.
import { eq } from 'drizzle-orm';
import { type Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { contentTags } from '../db/schema/content';
import { USERS } from './data/users';

export async function seedPreferences(db: Db): Promise<void> {
  const tags = await db.select({ id: contentTags.id, name: contentTags.name }).from(contentTags);
  const tagId = new Map(tags.map((tag) => [tag.name, tag.id]));
  const idOf = (name: string): number => {
    const id = tagId.get(name);
    if (id === undefined) throw new Error(`Seed data names an unknown tag: ${name}`);
    return id;
  };
  await db.transaction(async (tx) => {
    for (const user of USERS) {
      if (!user.preferences) continue;
      await tx
        .update(users)
        .set({ preferences: user.preferences.map(idOf) })
        .where(eq(users.email, user.email.toLowerCase()));
    }
  });
}

// The forum's demo data (docs/admin-api.md "Forum"): its categories, then (stream api-social) the
// demo threads, replies, read marks and follows that show each of its rules. Idempotent: each part
// runs only while its table is empty.
import { count } from 'drizzle-orm';
import { type Db } from '../db/client';
import { forumCategories } from '../db/schema/forum';

/** The categories, in the order the portal lists them; `name` is the English fallback of `forum:category.<key>`. */
export const FORUM_CATEGORIES = [
  { key: 'clinical', name: 'Clinical questions' },
  { key: 'practice', name: 'Practice management' },
  { key: 'purchasing', name: 'Purchasing and suppliers' },
  { key: 'equipment', name: 'Equipment' },
  { key: 'staff', name: 'Staff and training' },
  { key: 'other', name: 'Other' },
] as const;

async function seedCategories(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(forumCategories);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(forumCategories).values(FORUM_CATEGORIES.map((category, position) => ({ ...category, position })));
}

export async function seedForum(db: Db): Promise<void> {
  await seedCategories(db);
}

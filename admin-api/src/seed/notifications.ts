// Demo notifications, written after the demo content so that each one is about a real item its
// recipient may read: a published item of the recipient's country whose publish date has come
// (docs/api.md "Who sees what"). Idempotent: it runs only while there is no notification at all.
import { asc, count, desc, eq } from 'drizzle-orm';
import { type Db } from '../db/client';
import { members, users } from '../db/schema/accounts';
import { contentItems } from '../db/schema/content';
import { notifications } from '../db/schema/notifications';
import { publishedAt } from '../modules/content/published';
import { notificationsFor } from './data/notifications';

type Item = { id: number; title: string };

/** The published items of each country and type, newest first. */
async function readableItems(db: Db, now: Date): Promise<Map<string, Item[]>> {
  const rows = await db
    .select({
      id: contentItems.id,
      title: contentItems.title,
      type: contentItems.type,
      countryId: contentItems.countryId,
    })
    .from(contentItems)
    .where(publishedAt('content_items', now))
    .orderBy(desc(contentItems.publishDate), asc(contentItems.id));
  const byCountryAndType = new Map<string, Item[]>();
  for (const row of rows) {
    const key = `${row.countryId}:${row.type}`;
    byCountryAndType.set(key, [...(byCountryAndType.get(key) ?? []), { id: row.id, title: row.title }]);
  }
  return byCountryAndType;
}

/** Seeds every active user's notifications; returns false (and changes nothing) if there are some. */
export async function seedNotifications(db: Db, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(notifications);
  if ((existing?.n ?? 0) > 0) return false;
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const recipients = await db
    .select({ id: users.id, countryId: members.countryId })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.isActive, true))
    .orderBy(asc(users.id));
  if (recipients.length === 0) return false;
  const items = await readableItems(db, now);
  const rows = recipients.flatMap((user, index) =>
    notificationsFor(index, now, (type) => items.get(`${user.countryId}:${type}`) ?? []).map((n) => ({
      recipientId: user.id,
      ...n,
    })),
  );
  if (rows.length > 0) await db.insert(notifications).values(rows);
  return true;
}

// Notifications of one recipient. Every query is scoped by recipient and by what the recipient
// may be shown (`visible`, see visibility.ts): another user's notification, or a hidden one, is
// simply not found.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type Notification as NotificationBody,
  type NotificationCategory as NotificationCategoryBody,
} from '../../contract/notification';
import { type Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { type PageWindow } from '../../http/pagination';
import { serializeNotification } from './serialize';

/** Whose notifications, and which of them: the recipient's, those they may see, of one type if given. */
export type Audience = { recipientId: number; visible: SQL };

function scope({ recipientId, visible }: Audience, description?: string | null): SQL {
  const seen = and(eq(notifications.recipientId, recipientId), visible) as SQL;
  return description ? (and(seen, eq(notifications.description, description)) ?? seen) : seen;
}

export async function countNotifications(db: Db, audience: Audience, description?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(scope(audience, description));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  audience: Audience,
  window: PageWindow,
  description?: string,
): Promise<NotificationBody[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(scope(audience, description))
    .orderBy(desc(notifications.timestamp), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(serializeNotification);
}

export async function notificationCategories(db: Db, audience: Audience): Promise<NotificationCategoryBody[]> {
  return db
    .select({
      description: notifications.description,
      count: count(),
      unread: sql<number>`count(*) filter (where ${notifications.unread})`.mapWith(Number),
    })
    .from(notifications)
    .where(scope(audience))
    .groupBy(notifications.description)
    .orderBy(asc(notifications.description));
}

export async function setUnread(
  db: Db,
  audience: Audience,
  id: number,
  unread: boolean | undefined,
): Promise<NotificationBody | null> {
  const where = and(eq(notifications.id, id), scope(audience));
  const [row] =
    unread === undefined
      ? await db.select().from(notifications).where(where)
      : await db.update(notifications).set({ unread }).where(where).returning();
  return row ? serializeNotification(row) : null;
}

export async function deleteNotification(db: Db, audience: Audience, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), scope(audience)))
    .returning({ id: notifications.id });
  return deleted.length === 1;
}

/** Marks the unread ones read; the count is of notifications that changed. */
export async function markAllRead(db: Db, audience: Audience, description?: string | null): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ unread: false })
    .where(and(scope(audience, description), eq(notifications.unread, true)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function deleteAll(db: Db, audience: Audience, description?: string | null): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(scope(audience, description))
    .returning({ id: notifications.id });
  return deleted.length;
}

// Notifications of one recipient. Every query is scoped by recipient: another user's
// notification is simply not found.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { isoUtc } from '../../http/dates';
import { type PageWindow } from '../../http/pagination';

type NotificationRow = typeof notifications.$inferSelect;

export function serializeNotification(row: NotificationRow) {
  return {
    id: row.id,
    actor: { id: row.actorId, title: row.actorTitle, levels: row.actorLevels },
    verb: row.verb,
    unread: row.unread,
    timestamp: isoUtc(row.timestamp),
    description: row.description,
  };
}

function scope(recipientId: number, description?: string | null): SQL {
  const own = eq(notifications.recipientId, recipientId);
  return description ? (and(own, eq(notifications.description, description)) ?? own) : own;
}

export async function countNotifications(db: Db, recipientId: number, description?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(scope(recipientId, description));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, recipientId: number, window: PageWindow, description?: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(scope(recipientId, description))
    .orderBy(desc(notifications.timestamp), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(serializeNotification);
}

export async function notificationCategories(db: Db, recipientId: number) {
  return db
    .select({
      description: notifications.description,
      count: count(),
      unread: sql<number>`count(*) filter (where ${notifications.unread})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .groupBy(notifications.description)
    .orderBy(asc(notifications.description));
}

export async function setUnread(db: Db, recipientId: number, id: number, unread: boolean | undefined) {
  const where = and(eq(notifications.id, id), eq(notifications.recipientId, recipientId));
  const [row] =
    unread === undefined
      ? await db.select().from(notifications).where(where)
      : await db.update(notifications).set({ unread }).where(where).returning();
  return row ? serializeNotification(row) : null;
}

export async function deleteNotification(db: Db, recipientId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  return deleted.length === 1;
}

/** Marks the unread ones read; the count is of notifications that changed. */
export async function markAllRead(db: Db, recipientId: number, description?: string | null): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ unread: false })
    .where(and(scope(recipientId, description), eq(notifications.unread, true)))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function deleteAll(db: Db, recipientId: number, description?: string | null): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(scope(recipientId, description))
    .returning({ id: notifications.id });
  return deleted.length;
}

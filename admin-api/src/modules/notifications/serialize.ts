// A stored notification as the contract shows it.
import { type Notification as NotificationBody } from '../../contract/notification';
import { type notifications } from '../../db/schema/notifications';
import { isoUtc } from '../../http/dates';

export type NotificationRow = typeof notifications.$inferSelect;

export function serializeNotification(row: NotificationRow): NotificationBody {
  return {
    id: row.id,
    actor: { id: row.actorId, title: row.actorTitle, levels: row.actorLevels },
    verb: row.verb,
    unread: row.unread,
    timestamp: isoUtc(row.timestamp),
    description: row.description,
    targetId: row.targetId,
  };
}

import {
  fieldsOf,
  flagOr,
  idOf,
  idsOf,
  isFields,
  malformedAnswer,
  numberOr,
  pageOf,
  requiredListOf,
  textOr,
  type Page,
} from '@/lib/api/read-answer';
import type { Notification, NotificationCategory } from '../types';

// The notification answers as they enter the portal: spec §3's Notification, and the categories
// endpoint, our API's extension, read as far as it is there.

function readNotification(value: unknown): Notification {
  const fields = fieldsOf(value, 'notification');
  const timestamp = textOr(fields.timestamp, '');
  if (Number.isNaN(Date.parse(timestamp))) throw malformedAnswer('notification');
  const actor = isFields(fields.actor) ? fields.actor : {};
  return {
    id: idOf(fields.id, 'notification'),
    actor: { id: numberOr(actor.id, 0), title: textOr(actor.title, ''), levels: idsOf(actor.levels) },
    verb: textOr(fields.verb, ''),
    unread: flagOr(fields.unread, false),
    timestamp,
    description: textOr(fields.description, ''),
    // A forum reply within the thread (issue 13); absent or anything but an id is none.
    targetId: typeof fields.targetId === 'number' && Number.isInteger(fields.targetId) ? fields.targetId : null,
  };
}

export function readNotificationPage(value: unknown): Page<Notification> {
  return pageOf(value, 'notification list', readNotification);
}

function readCategory(value: unknown): NotificationCategory {
  const fields = fieldsOf(value, 'notification category');
  const description = textOr(fields.description, '');
  if (!description) throw malformedAnswer('notification category');
  return { description, count: numberOr(fields.count, 0), unread: numberOr(fields.unread, 0) };
}

export function readNotificationCategories(value: unknown): NotificationCategory[] {
  return requiredListOf(value, 'notification categories', readCategory);
}

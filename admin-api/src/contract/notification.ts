// The notification shapes of `notifications/` and `notifications/categories/`. Written here once;
// when lib/contract/notification.ts holds them for both programs, this file becomes its door
// (`export * from '../../../lib/contract/notification'`).

export type NotificationBody = {
  id: number;
  /** What the notification is about: a content item's id and title, and the levels it is for. */
  actor: { id: number; title: string; levels: number[] };
  verb: string;
  unread: boolean;
  /** ISO 8601, UTC. */
  timestamp: string;
  /** The notification type (News, Event, ...). */
  description: string;
};

/** One type of the user's notifications, with how many and how many unread. */
export type NotificationCategoryBody = { description: string; count: number; unread: number };

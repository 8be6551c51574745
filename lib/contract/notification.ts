/** A notification as `GET /api/v1/notifications/` sends it (spec §3). */
export type Notification = {
  id: number;
  /** What the notification is about: its id and title, and the levels allowed to see it. */
  actor: { id: number; title: string; levels: number[] };
  verb: string;
  unread: boolean;
  /** ISO 8601, UTC. */
  timestamp: string;
  /** The type: Event, News, Wiki, Handbook, Post, Campaign, DirectAd, Partner, Report, Service, or another. */
  description: string;
  /** What within the actor it points at, when more than the actor: a forum reply (type Post). Null otherwise. */
  targetId?: number | null;
};

/** One entry of `GET /api/v1/notifications/categories/`: a type with its totals. */
export type NotificationCategory = { description: string; count: number; unread: number };

/** Where notifications are in the admin API (spec §7 "Notifications"). */
export const NOTIFICATIONS_API = {
  /** GET (paged): `?description=` narrows to one type. */
  list: '/notifications/',
  /** GET: NotificationCategory[]. */
  categories: '/notifications/categories/',
  /** PATCH {unread}; DELETE. */
  item: (id: number) => `/notifications/${id}/`,
  /** POST {description?}. */
  markAllAsRead: '/notifications/mark-all-as-read/',
  /** POST {description?}. */
  deleteAll: '/notifications/delete-all/',
} as const;

import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { intArray } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The thing the notification is about: its id, title and the levels allowed to see it. */
    actorId: integer('actor_id').notNull(),
    actorTitle: varchar('actor_title', { length: 255 }).notNull(),
    actorLevels: intArray('actor_levels'),
    verb: varchar('verb', { length: 255 }).notNull(),
    unread: boolean('unread').notNull().default(true),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /** The type: Event, News, Wiki, Handbook, Post, Campaign, DirectAd, Partner, Report, Service, ... */
    description: varchar('description', { length: 64 }).notNull(),
    /** What within the actor it points at, when more than the actor: a forum reply of the thread. */
    targetId: integer('target_id'),
  },
  (t) => [
    index('notifications_recipient_timestamp_idx').on(t.recipientId, t.timestamp.desc(), t.id.desc()),
    index('notifications_recipient_description_idx').on(t.recipientId, t.description),
  ],
);

// Handbooks (docs/admin-api.md "Handbooks"): the handbooks, chapters and sections themselves are
// content items (three levels of the content registry, `content_items.parent_id`); this holds only
// when each reader last read each handbook, for "changed since your last visit".
import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { contentItems } from './content';

export const handbookReads = pgTable(
  'handbook_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    handbookId: integer('handbook_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.handbookId] })],
);

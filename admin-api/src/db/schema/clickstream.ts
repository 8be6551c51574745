import { integer, jsonb, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const clickstreamStreams = pgTable('clickstream_streams', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: varchar('url', { length: 2048 }).notNull(),
  /** 0 activity with referral, 1 report, 2 news, 3 event, 4 wiki, 5 direct ad. */
  kind: smallint('kind').notNull(),
  objectId: integer('object_id'),
  referral: varchar('referral', { length: 2048 }),
  createdAt: createdAt(),
});

export const clickstreamActivities = pgTable('clickstream_activities', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  actionType: varchar('action_type', { length: 100 }).notNull(),
  actionDetails: varchar('action_details', { length: 255 }).notNull(),
  data: jsonb('data').notNull(),
  context: jsonb('context').notNull(),
  createdAt: createdAt(),
});

// The digest (docs/admin-api.md "Digest"): issues per country and language, their deliveries (the
// send's queue: one row per recipient and issue, so nobody gets an issue twice), the header images
// and the weekly schedules.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { type DigestItem } from '../../contract/digest';
import { users } from './accounts';
import { createdAt, intArray } from './columns';
import { countries, languages } from './locale';

/** An uploaded header image (GIF, PNG or WebP) kept in the file storage under `storageKey`. */
export const digestHeaderImages = pgTable('digest_header_images', {
  id: serial('id').primaryKey(),
  storageKey: varchar('storage_key', { length: 200 }).notNull(),
  contentType: varchar('content_type', { length: 32 }).notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  alt: varchar('alt', { length: 200 }).notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * One issue. `draft` while composed (one per country and language), `sending` once started (the
 * deliveries are its queue), `sent` when no delivery is left. The mail is rendered once when the
 * send starts (`html`, `text`, with a placeholder for each recipient's unsubscribe link), so the
 * queue mails exactly what was previewed and `digest/past/{id}/` answers it later.
 */
export const digestIssues = pgTable(
  'digest_issues',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    subject: varchar('subject', { length: 150 }).notNull(),
    introduction: text('introduction').notNull().default(''),
    headerImageId: integer('header_image_id').references(() => digestHeaderImages.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<DigestItem[]>().notNull().default([]),
    /** Member level ids the send is limited to; empty: every level. */
    levels: intArray('levels'),
    /** Items are assembled from what was published after this. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    html: text('html'),
    text: text('text'),
    recipients: integer('recipients').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('digest_issues_one_draft_key')
      .on(t.countryId, t.languageId)
      .where(sql`${t.status} = 'draft'`),
    index('digest_issues_country_sent_idx').on(t.countryId, t.sentAt.desc()),
  ],
);

/** One recipient of one issue: the queue row. The unique pair is what makes "exactly one mail" hold. */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => digestIssues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued, sent or failed. */
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('digest_deliveries_issue_user_key').on(t.issueId, t.userId),
    index('digest_deliveries_queued_idx')
      .on(t.issueId, t.id)
      .where(sql`${t.status} = 'queued'`),
  ],
);

/** A country's weekly send: its drafts go out on `weekday` at `hour` (its time zone); `lastPeriod` claims a week once. */
export const digestSchedules = pgTable('digest_schedules', {
  countryId: integer('country_id')
    .primaryKey()
    .references(() => countries.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
  hour: smallint('hour').notNull(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  lastPeriod: varchar('last_period', { length: 16 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The forum (docs/admin-api.md "Forum"): threads and their replies in one table, so every post has
// one id (a quote or a notification names any post, the opening one too), each user's read mark
// per thread, and who follows which thread.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { createdAt } from './columns';
import { countries } from './locale';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A thread's category. `key` names it for the portal's translations (`forum:category.<key>`);
 * `name` is the English fallback.
 */
export const forumCategories = pgTable('forum_categories', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  position: smallint('position').notNull().default(0),
});

/**
 * The searchable text of a post: its title (weight A) and its text (weight D), each stemmed in the
 * post's language (`forum_search_config`, migration 0007) and also as written ('simple'), so a query
 * in another language still finds the exact words.
 */
const searchVector = (): SQL =>
  sql`setweight(to_tsvector(forum_search_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector(forum_search_config(language), body_text), 'D') || setweight(to_tsvector('simple'::regconfig, body_text), 'D')`;

/**
 * A post: a thread when `threadId` is null (it has the title, category and the thread's flags and
 * counters), else a reply of that thread. A thread's country is its forum: members read and write
 * their own country's; the author's member is kept for the byline.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Threads only. */
    title: varchar('title', { length: 200 }),
    categoryId: integer('category_id').references(() => forumCategories.id),
    /** Sanitized rich text (the content allowlist), and its plain text for search, excerpts and mentions. */
    body: text('body').notNull(),
    bodyText: text('body_text').notNull().default(''),
    /** The author's language code when written: it picks the stemmer of the search vector. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** Replies only: the post this reply quotes (its thread's opening post or another reply). */
    quoteId: integer('quote_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Threads only: the reply its author (or staff) marked as the answer. */
    answerId: integer('answer_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'set null' }),
    /** Threads only: kept by every reply written or deleted, so the list sorts and counts without a join. */
    replyCount: integer('reply_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    search: tsvector('search').notNull().generatedAlwaysAs(searchVector),
  },
  (t) => [
    index('forum_posts_thread_idx').on(t.threadId, t.id),
    // The threads alone (a reply has a thread): a country's list in its default order, and its count,
    // read without passing over the replies, which are most of the table.
    index('forum_threads_country_activity_idx')
      .on(t.countryId, t.isPinned, t.lastActivityAt, t.id)
      .where(sql`${t.threadId} is null`),
    index('forum_posts_search_idx').using('gin', t.search),
  ],
);

/** How far a user has read a thread: every post with an id up to `lastReadId` (Discourse's topic_users). */
export const forumReads = pgTable(
  'forum_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);

/** Who follows which thread: followers are notified of every reply but their own. */
export const forumSubscriptions = pgTable(
  'forum_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] }), index('forum_subscriptions_thread_idx').on(t.threadId)],
);

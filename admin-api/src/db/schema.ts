// The admin API's tables. TypeScript names are camelCase, columns snake_case. After a change run
// `npm run db:generate -w admin-api` and commit the new file in drizzle/ (see docs/admin-api.md).
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** Member levels (b-basic, b-engaged, ...) and user roles (14–17) share one id space (spec §5). */
export const levels = pgTable('levels', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  useLanguageSelector: boolean('use_language_selector').notNull().default(false),
  /** Where `request-contact/` mails go for users of this country. */
  contactEmail: varchar('contact_email', { length: 254 }).notNull(),
});

/** A country's languages, in the order the language switcher shows them. */
export const countryLanguages = pgTable(
  'country_languages',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.languageId] })],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Chains: a member may act for its children (see `me/member-tree/`). */
    parentId: integer('parent_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    isVetnet: boolean('is_vetnet').notNull().default(false),
  },
  (t) => [index('members_parent_id_idx').on(t.parentId), index('members_country_id_idx').on(t.countryId)],
);

export const memberLevels = pgTable(
  'member_levels',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => levels.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.levelId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; looked up lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    /** `scrypt$...` (see security/passwords.ts); null means no usable password (invited). */
    password: text('password'),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** Position: doctor 0, nurse 1, administrator 2, other 3. */
    title: smallint('title'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull().default(''),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isShared: boolean('is_shared').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Feature ids the user follows. */
    preferences: intArray('preferences'),
    hasDigestSubscribed: boolean('has_digest_subscribed').notNull().default(false),
    /** User-role level id (14–17). */
    role: integer('role')
      .notNull()
      .references(() => levels.id),
    changeMember: boolean('change_member').notNull().default(false),
    dateJoined: createdAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_member_id_idx').on(t.memberId)],
);

/** One row per (country, feature id 0–17). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    feature: smallint('feature').notNull(),
    available: boolean('available').notNull().default(true),
    displayInMenu: boolean('display_in_menu').notNull().default(true),
    /** Level ids allowed to use the feature; empty means everyone (lib/rules/levels.ts). */
    levels: intArray('levels'),
  },
  (t) => [uniqueIndex('feature_flags_country_feature_key').on(t.countryId, t.feature)],
);

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
  },
  (t) => [
    index('notifications_recipient_timestamp_idx').on(t.recipientId, t.timestamp.desc(), t.id.desc()),
    index('notifications_recipient_description_idx').on(t.recipientId, t.description),
  ],
);

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

/** The Vetnet staff shown on a country's contact page. */
export const staffCards = pgTable(
  'staff_cards',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    photoUrl: varchar('photo_url', { length: 2048 }),
    description: text('description').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('staff_cards_country_id_idx').on(t.countryId)],
);

/** Mails kept instead of sent while no SMTP_URL is configured (the development mailer). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    link: varchar('link', { length: 2048 }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** The single maintenance-status row (id 1). */
export const maintenanceStatus = pgTable('maintenance_status', {
  id: integer('id').primaryKey(),
  backendDeployInProgress: boolean('backend_deploy_in_progress').notNull().default(false),
  frontendDeployInProgress: boolean('frontend_deploy_in_progress').notNull().default(false),
  deployDate: timestamp('deploy_date', { withTimezone: true }),
  estimatedDownTimeInMinutes: integer('estimated_down_time_in_minutes').notNull().default(0),
  infoShowMessage: boolean('info_show_message').notNull().default(false),
  infoEventFromTime: timestamp('info_event_from_time', { withTimezone: true }),
  infoEventToTime: timestamp('info_event_to_time', { withTimezone: true }),
});

/** Magic-link refresh tokens already exchanged: a magic token is usable once. */
export const usedMagicTokens = pgTable('used_magic_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the token would expire anyway, so old rows can be pruned. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Relations, for the one-query loads of the current user (drizzle's relational queries).
export const countriesRelations = relations(countries, ({ many }) => ({
  countryLanguages: many(countryLanguages),
}));

export const countryLanguagesRelations = relations(countryLanguages, ({ one }) => ({
  country: one(countries, { fields: [countryLanguages.countryId], references: [countries.id] }),
  language: one(languages, { fields: [countryLanguages.languageId], references: [languages.id] }),
}));

export const membersRelations = relations(members, ({ one, many }) => ({
  country: one(countries, { fields: [members.countryId], references: [countries.id] }),
  memberLevels: many(memberLevels),
}));

export const memberLevelsRelations = relations(memberLevels, ({ one }) => ({
  member: one(members, { fields: [memberLevels.memberId], references: [members.id] }),
  level: one(levels, { fields: [memberLevels.levelId], references: [levels.id] }),
}));

export const usersRelations = relations(users, ({ one }) => ({
  language: one(languages, { fields: [users.languageId], references: [languages.id] }),
  member: one(members, { fields: [users.memberId], references: [members.id] }),
  roleLevel: one(levels, { fields: [users.role], references: [levels.id] }),
}));

// Content (news, wiki articles, services, events, handbooks, ...): one set of tables for every
// type of the registry in src/modules/content/registry.ts. A type's own fields live in `extra`.

/** One content item of any type. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    /** The registry key: news, wikis, services, events, handbooks, ... */
    type: varchar('type', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML. */
    body: text('body').notNull().default(''),
    /** non_applicable 0, draft 1, published 2, archived 3. */
    status: smallint('status').notNull().default(1),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    languageId: integer('language_id').references(() => languages.id, { onDelete: 'set null' }),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The cover image: a file of this item. */
    imageId: integer('image_id').references((): AnyPgColumn => contentFiles.id, { onDelete: 'set null' }),
    videoUrl: varchar('video_url', { length: 2048 }),
    /** The type's own fields (datetimes as ISO strings), declared by the registry. */
    extra: jsonb('extra').notNull().default({}),
    /**
     * The item's translations: items sharing a group are one text in several languages (same type
     * and country, one item per language); null when it has none. Set by staff (docs/api.md).
     */
    translationGroupId: integer('translation_group_id').references(() => contentTranslationGroups.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('content_items_type_country_status_idx').on(t.type, t.countryId, t.status, t.publishDate.desc()),
    // One version per language in a group; items without a language cannot be in one (checked on write).
    uniqueIndex('content_items_translation_language_key')
      .on(t.translationGroupId, t.languageId)
      .where(sql`${t.translationGroupId} is not null`),
  ],
);

/** A group of items that translate one another; only its id matters (a fresh one per linking). */
export const contentTranslationGroups = pgTable('content_translation_groups', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
});

/** A type's categories; `parentId` makes a tree (wiki). Shared by every country. */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentCategories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('content_categories_type_idx').on(t.type)],
);

/** Tags, shared by every type; names unique in any letter case. */
export const contentTags = pgTable(
  'content_tags',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('content_tags_name_key').on(sql`lower(${t.name})`)],
);

export const contentItemCategories = pgTable(
  'content_item_categories',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.categoryId] }), index('content_item_categories_category_idx').on(t.categoryId)],
);

export const contentItemTags = pgTable(
  'content_item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('content_item_tags_tag_idx').on(t.tagId)],
);

/**
 * An uploaded file of a type's files endpoint. `itemId` null: uploaded, not attached yet (staff
 * only). `role`: `attachment` (listed in `files`), `image` (the cover) or `inline` (used in the
 * body). Copies of an item share `storageKey`; the stored content goes with its last row.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 32 }).notNull(),
    itemId: integer('item_id').references((): AnyPgColumn => contentItems.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull().default('attachment'),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    contentType: varchar('content_type', { length: 127 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_files_item_idx').on(t.itemId), index('content_files_storage_key_idx').on(t.storageKey)],
);

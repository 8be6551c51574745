// Content (news, wiki articles, services, events, handbooks, ...): one set of tables for every
// type of the registry in src/content-types.ts. A type's own fields live in `extra`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { createdAt } from './columns';
import { countries, languages } from './locale';

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
    translationGroupId: integer('translation_group_id').references(() => contentTranslationGroups.id, {
      onDelete: 'set null',
    }),
    /** The parent item of a child type (a handbook's chapter, a chapter's section); children go with it. */
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id, { onDelete: 'cascade' }),
    /** The place among the parent's children (child types' default ordering). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('content_items_type_country_status_idx').on(t.type, t.countryId, t.status, t.publishDate.desc()),
    index('content_items_parent_position_idx').on(t.parentId, t.position),
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

/**
 * A type's categories; `parentId` makes a tree (wiki). Shared by every country. `code` names the
 * portal's translation (content:categories.<type>.<code>); a category staff add without one is
 * shown by its `name` as typed.
 */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 32 }).notNull(),
    code: varchar('code', { length: 32 }),
    name: varchar('name', { length: 100 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentCategories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('content_categories_type_idx').on(t.type),
    uniqueIndex('content_categories_type_code_key').on(t.type, t.code),
  ],
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
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('content_item_categories_category_idx').on(t.categoryId),
  ],
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

// Levels, members and users (the accounts the portal signs in with).
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, intArray } from './columns';
import { countries, languages } from './locale';

/** Member levels (b-basic, b-engaged, ...) and user roles (14–17) share one id space (spec §5). */
export const levels = pgTable('levels', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
});

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
    /** Tag ids of the topics the user wants to hear about (`me/preferences/`). */
    preferences: intArray('preferences'),
    hasDigestSubscribed: boolean('has_digest_subscribed').notNull().default(false),
    /** User-role level id (14–17). */
    role: integer('role')
      .notNull()
      .references(() => levels.id),
    changeMember: boolean('change_member').notNull().default(false),
    dateJoined: createdAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * Tokens carry the version they were signed at (claim `ver`); raising it ends every session
     * signed before (a password change ends the user's other sessions, deactivation all of them).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when a clinic's owner invited the user (Manage users); pending while no password is set. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedById: integer('invited_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_member_id_idx').on(t.memberId),
    // The digest's subscribers, paged by name (digest/subscribers/) and selected for a send.
    index('users_digest_subscribers_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.hasDigestSubscribed} and ${t.isActive}`),
  ],
);

// Relations, for the one-query loads of the current user (drizzle's relational queries).
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

// The clinic's self-service administration beside the accounts: the audit log of Manage users and
// the b-engaged clinics' customers (Manage customers). See docs/admin-api.md "Settings and users".
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { createdAt } from './columns';

/**
 * Who changed which of a member's users, and how (lib/contract/settings.ts AUDIT_ACTION). The
 * target's name and e-mail are copied, so an entry still reads right after a revoked invitation
 * removed the user.
 */
export const userAuditEntries = pgTable(
  'user_audit_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 301 }).notNull(),
    targetId: integer('target_id').references(() => users.id, { onDelete: 'set null' }),
    targetName: varchar('target_name', { length: 301 }).notNull(),
    targetEmail: varchar('target_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    /** What changed, e.g. {from: 17, to: 15} for a role. */
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('user_audit_entries_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A pet owner enrolled in a b-engaged clinic's engagement programme: the clinic's "customers"
 * (docs/admin-api.md "Customers").
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull().default(''),
    /** The pets enrolled with this customer. */
    petCount: smallint('pet_count').notNull().default(1),
    enrolledOn: date('enrolled_on', { mode: 'string' }).notNull(),
    lastVisitOn: date('last_visit_on', { mode: 'string' }),
    /** Loyalty points earned in the programme. */
    points: integer('points').notNull().default(0),
    /** Whether the customer agreed to the clinic's e-mails. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_member_name_idx').on(t.memberId, t.lastName, t.firstName),
    index('customers_member_enrolled_idx').on(t.memberId, t.enrolledOn),
  ],
);

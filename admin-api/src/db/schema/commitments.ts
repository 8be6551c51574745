// Commitments: a member's promise to buy at least an amount from a supplier and/or a category in a
// period, with price tiers. Our design (the spec has no API for it): docs/api.md "Commitments".
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { createdAt } from './columns';
import { purchaseCategories, suppliers } from './purchasing';

export const commitments = pgTable(
  'commitments',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    categoryId: integer('category_id').references(() => purchaseCategories.id),
    periodStart: date('period_start').notNull(),
    /** Exclusive. */
    periodEnd: date('period_end').notNull(),
    targetAmount: numeric('target_amount', { precision: 14, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    note: text('note').notNull().default(''),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the at-risk notification went out, so it goes once per commitment (once per period). */
    atRiskNotifiedAt: timestamp('at_risk_notified_at', { withTimezone: true }),
  },
  (t) => [
    index('commitments_member_period_idx').on(t.memberId, t.periodEnd),
    check('commitments_subject_check', sql`${t.supplierId} is not null or ${t.categoryId} is not null`),
    check('commitments_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
    check('commitments_target_check', sql`${t.targetAmount} > 0`),
  ],
);

/** A price tier: reaching `thresholdAmount` in the period earns `discountPercent`. */
export const commitmentTiers = pgTable(
  'commitment_tiers',
  {
    id: serial('id').primaryKey(),
    commitmentId: integer('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    thresholdAmount: numeric('threshold_amount', { precision: 14, scale: 2 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull(),
    label: varchar('label', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('commitment_tiers_threshold_idx').on(t.commitmentId, t.thresholdAmount)],
);

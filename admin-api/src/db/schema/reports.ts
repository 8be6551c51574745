// Report documents (statements) per member: a snapshot of the figures, rendered as PDF on demand.
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

export const reportDocuments = pgTable(
  'report_documents',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** REPORT_KIND in lib/contract/purchasing.ts: 1 quarterly statement, 2 yearly rebate statement. */
    kind: smallint('kind').notNull(),
    periodYear: smallint('period_year').notNull(),
    /** Null for yearly kinds. */
    periodQuarter: smallint('period_quarter'),
    version: smallint('version').notNull().default(1),
    /** The statement's figures as issued (totals, per supplier and category, tiers reached). */
    data: jsonb('data').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_documents_period_idx').on(
      t.memberId,
      t.kind,
      t.periodYear,
      sql`coalesce(${t.periodQuarter}, 0)`,
    ),
    index('report_documents_member_issued_idx').on(t.memberId, t.issuedAt.desc()),
  ],
);

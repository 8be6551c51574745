// Purchase data: suppliers, product categories, the supplier sales files imported (one per supplier and
// period), their lines, and the monthly rollup the spend-and-savings series read. See docs/admin-api.md
// "Purchasing data". Amounts are numeric (drizzle hands them over as strings; the API sends decimal strings).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users, members } from './accounts';
import { createdAt } from './columns';
import { countries } from './locale';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const sumMoney = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');
const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4 });

/** The group's suppliers. `countryId` null: serves every country. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    countryId: integer('country_id').references(() => countries.id),
    /** Whether the group has a purchasing agreement with the supplier. */
    hasAgreement: boolean('has_agreement').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('suppliers_code_idx').on(t.code)],
);

/** Product categories; `name` is English, the portal translates by `code`. */
export const purchaseCategories = pgTable(
  'purchase_categories',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The discount the group's agreement gives in this category (for missed savings). */
    agreementDiscountPercent: numeric('agreement_discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('purchase_categories_code_idx').on(t.code)],
);

/** One supplier sales file: a supplier and a period of whole months, [periodStart, periodEnd). */
export const purchaseImports = pgTable(
  'purchase_imports',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    sha256: char('sha256', { length: 64 }).notNull().default(''),
    lineCount: integer('line_count').notNull().default(0),
    netAmount: sumMoney('net_amount'),
    listAmount: sumMoney('list_amount'),
    rebateAmount: sumMoney('rebate_amount'),
    /** api, command, seed or bench. */
    source: varchar('source', { length: 16 }).notNull(),
    importedById: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_imports_supplier_period_idx').on(t.supplierId, t.periodStart),
    check('purchase_imports_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/** A purchase line of a supplier file. Credit notes have a negative quantity and amounts. */
export const purchaseLines = pgTable(
  'purchase_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => purchaseImports.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => purchaseCategories.id),
    invoiceDate: date('invoice_date').notNull(),
    articleNumber: varchar('article_number', { length: 64 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    listUnitPrice: unitPrice('list_unit_price').notNull(),
    netUnitPrice: unitPrice('net_unit_price').notNull(),
    listAmount: money('list_amount').notNull(),
    netAmount: money('net_amount').notNull(),
    /** A rebate the agreement pays on this line (a line total). */
    rebateAmount: money('rebate_amount').notNull().default('0'),
    currency: char('currency', { length: 3 }).notNull(),
    /** False for a purchase outside the group's agreements (missed savings). */
    onAgreement: boolean('on_agreement').notNull().default(true),
  },
  (t) => [
    index('purchase_lines_import_idx').on(t.importId),
    index('purchase_lines_supplier_date_idx').on(t.supplierId, t.invoiceDate),
    index('purchase_lines_member_date_idx').on(t.memberId, t.invoiceDate),
  ],
);

/** The rollup: per member, month, supplier and category. The import rebuilds its slice in its transaction. */
export const purchaseMonthly = pgTable(
  'purchase_monthly',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => purchaseCategories.id),
    currency: char('currency', { length: 3 }).notNull(),
    lines: integer('lines').notNull().default(0),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull().default('0'),
    listAmount: sumMoney('list_amount'),
    netAmount: sumMoney('net_amount'),
    rebateAmount: sumMoney('rebate_amount'),
    offAgreementNet: sumMoney('off_agreement_net'),
    offAgreementList: sumMoney('off_agreement_list'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.month, t.supplierId, t.categoryId] }),
    index('purchase_monthly_supplier_month_idx').on(t.supplierId, t.month),
  ],
);

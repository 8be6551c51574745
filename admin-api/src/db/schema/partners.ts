// The commercial area's own data beside its content items (the registry's `partners`, `campaigns`
// and `directads` types live in content_items): a partner's sales reps and discovery categories, the
// subjects and the stored contact requests, and the messages members send to direct ads. See
// docs/admin-api.md "Partners, campaigns and direct ads".
import { index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { createdAt } from './columns';
import { contentItems } from './content';

const partnerItem = (name: string) =>
  integer(name)
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' });

/** A partner's sales representative for a region, shown to members on the partner's page. */
export const partnerSalesReps = pgTable(
  'partner_sales_reps',
  {
    id: serial('id').primaryKey(),
    partnerId: partnerItem('partner_id'),
    /** Free text: the area the rep covers ("Stockholm and Uppsala", "Nationwide"). */
    region: varchar('region', { length: 100 }).notNull().default(''),
    name: varchar('name', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('partner_sales_reps_partner_idx').on(t.partnerId, t.position)],
);

/** A theme members discover partners by ("Practice software", "Diagnostics"); `code` names its translation. */
export const partnerDiscoveryCategories = pgTable(
  'partner_discovery_categories',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('partner_discovery_categories_code_idx').on(t.code)],
);

export const partnerDiscoveryLinks = pgTable(
  'partner_discovery_links',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => partnerDiscoveryCategories.id, { onDelete: 'cascade' }),
    partnerId: partnerItem('partner_id'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.partnerId] }),
    index('partner_discovery_links_partner_idx').on(t.partnerId),
  ],
);

/** What a member may ask a partner about; `code` names its translation, `name` is the English fallback. */
export const partnerContactSubjects = pgTable(
  'partner_contact_subjects',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('partner_contact_subjects_code_idx').on(t.code)],
);

/** A member's contact request to a partner, kept for staff and for the throttle. */
export const partnerContactRequests = pgTable(
  'partner_contact_requests',
  {
    id: serial('id').primaryKey(),
    partnerId: partnerItem('partner_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => partnerContactSubjects.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_contact_requests_partner_idx').on(t.partnerId, t.createdAt.desc()),
    index('partner_contact_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A member's message to a direct ad's advertiser (relayed by mail), kept for staff and for the throttle. */
export const directAdMessages = pgTable(
  'direct_ad_messages',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_ad_messages_ad_idx').on(t.adId, t.createdAt.desc()),
    index('direct_ad_messages_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

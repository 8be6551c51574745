import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { countries } from './locale';

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

// Countries, languages and the languages each country offers.
import { relations } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';

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
  /** ISO 4217; every member of the country buys and sees figures in it. */
  currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
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

export const countriesRelations = relations(countries, ({ many }) => ({
  countryLanguages: many(countryLanguages),
}));

export const countryLanguagesRelations = relations(countryLanguages, ({ one }) => ({
  country: one(countries, { fields: [countryLanguages.countryId], references: [countries.id] }),
  language: one(languages, { fields: [countryLanguages.languageId], references: [languages.id] }),
}));

import { boolean, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { intArray } from './columns';
import { countries } from './locale';

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

// The seeded countries' and languages' ids by code, for the seeds that place items in them.
import { type Db } from '../db/client';
import { countries, languages } from '../db/schema/locale';

export type LocaleIds = { countryId: Map<string, number>; languageId: Map<string, number> };

/** Null before the locales are seeded (a seed step then has nothing to place its items in). */
export async function localeIds(db: Db): Promise<LocaleIds | null> {
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  if (countryRows.length === 0) return null;
  const languageRows = await db.select({ id: languages.id, code: languages.code }).from(languages);
  return {
    countryId: new Map(countryRows.map((row) => [row.code, row.id])),
    languageId: new Map(languageRows.map((row) => [row.code, row.id])),
  };
}

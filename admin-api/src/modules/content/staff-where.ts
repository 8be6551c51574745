// The list filters only staff send (`?status=`, `?country=`, `?published=`), as WHERE conditions
// on the alias `i`.
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { countries } from '../../db/schema/locale';
import { sqlList } from '../../db/sql-list';
import { type ContentType } from './content-type';
import { requireKnown } from './known-ids';
import { type ListFilters } from './list-query';
import { publishedAt } from './published';
import { startedCondition } from './visibility';

export async function staffWhere(
  db: Db,
  type: ContentType,
  { statuses, countries: countryIds, published }: NonNullable<ListFilters['staff']>,
  now: Date,
): Promise<SQL[]> {
  const where: SQL[] = [];
  if (statuses.length > 0) where.push(sql`i.status in (${sqlList(statuses)})`);
  if (countryIds.length > 0) {
    requireKnown(
      'country',
      countryIds,
      await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, countryIds)),
    );
    where.push(sql`i.country_id in (${sqlList(countryIds)})`);
  }
  if (published === true) {
    where.push(publishedAt('i', now));
    if (type.startField) where.push(startedCondition(type.startField, now));
  }
  return where;
}

// What a member may see of a type's items, as WHERE conditions on the alias `i`.
import { type SQL, sql } from 'drizzle-orm';
import { ancestorsVisible } from './children';
import { type ContentType, extraDatetime } from './content-type';
import { publishedAt } from './published';

/** Items whose start field has come (unset: started). */
export function startedCondition(startField: string, now: Date): SQL {
  const column = sql.raw(extraDatetime(startField));
  return sql`(${column} is null or ${column} <= ${now.toISOString()}::timestamptz)`;
}

/**
 * What a member may see: published, not in the future, of their country; for a type with a
 * `startField`, started; for a child type, with every ancestor visible too.
 */
export function memberVisible(countryId: number, now: Date, type?: ContentType): SQL[] {
  return [
    publishedAt('i', now, countryId),
    ...(type?.startField ? [startedCondition(type.startField, now)] : []),
    // A child of a draft (a chapter of an unpublished handbook) is not there for members either.
    ...(type?.parent ? [ancestorsVisible(countryId, now)] : []),
  ];
}

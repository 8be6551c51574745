// The "published" rule of docs/api.md "Who sees what", written once in SQL: an item a member may
// read is published and its publish date has come (and, where the caller says, of their country).
import { type SQL, sql } from 'drizzle-orm';
import { CONTENT_STATUS } from '../../contract/content-item';

// A literal, not a bound value, so the planner matches it against the status index as before.
const PUBLISHED = sql.raw(String(CONTENT_STATUS.published));

/**
 * The item under `alias` (`i`, `p`, or a table name) is published at `now`; with `countryId`, of
 * that country too.
 */
export function publishedAt(alias: string, now: Date, countryId?: number): SQL {
  const item = sql.raw(alias);
  const published = sql`${item}.status = ${PUBLISHED} and ${item}.publish_date <= ${now.toISOString()}::timestamptz`;
  return countryId === undefined ? published : sql`${published} and ${item}.country_id = ${countryId}`;
}

// The "published" rule of docs/api.md "Who sees what", written once: an item a member may read is
// published and its publish date has come (and, where the caller says, of their country). In SQL for
// the queries, and for a row already loaded (a detail, a partner's actions, an item's translations);
// a test runs one table of cases through the SQL and every caller of the row form.
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

/** A loaded item, as the contract or a row names its publish date. */
export type PublishedFacts = { status: number; publishDate: Date | string; countryId?: number };

/** `publishedAt` for an item already loaded: published at `now`; with `countryId`, of that country too. */
export function isPublishedAt(item: PublishedFacts, now: Date, countryId?: number): boolean {
  const publishDate = item.publishDate instanceof Date ? item.publishDate.getTime() : Date.parse(item.publishDate);
  const published = item.status === CONTENT_STATUS.published && publishDate <= now.getTime();
  return countryId === undefined ? published : published && item.countryId === countryId;
}

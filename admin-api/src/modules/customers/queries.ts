// Reads of `costumers/`: one member's customers, searched and ordered, a page or all of them, with
// the total of the filtered list from the same statement.
import { and, asc, type Column, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type CustomerOrderingField } from '../../contract/settings';
import { type DbExecutor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { customers } from '../../db/schema/settings';
import { type PageWindow } from '../../http/pagination';

export type CustomerOrdering = { field: CustomerOrderingField; descending: boolean };

export type CustomerFilter = {
  memberId: number;
  /** Words each found in the first or last name, e-mail or phone number, any letter case and order; empty: everyone. */
  search: string;
  ordering: CustomerOrdering;
};

export type CustomerRow = typeof customers.$inferSelect;

const COLUMNS: Record<CustomerOrderingField, Column> = {
  lastName: customers.lastName,
  enrolledOn: customers.enrolledOn,
  lastVisitOn: customers.lastVisitOn,
  points: customers.points,
};

/** One word of a search found in any of a customer's fields. */
function wordMatches(word: string): SQL {
  const pattern = containsPattern(word);
  return or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phoneNumber, pattern),
  )!;
}

function where({ memberId, search }: CustomerFilter): SQL | undefined {
  const own = eq(customers.memberId, memberId);
  if (search === '') return own;
  // Every word in some field, in any order: "Astrid Lindqvist" and "Lindqvist Astrid" find her. The
  // whole text in the phone number too, so a number typed with spaces finds only its own customer.
  const words = search.split(/\s+/).filter(Boolean);
  const everyWord = and(...words.map(wordMatches))!;
  return and(own, or(everyWord, ilike(customers.phoneNumber, containsPattern(search))));
}

/** Never-visited customers last in both directions; a name ordering reads "last, first"; ties by id. */
function orderBy({ field, descending }: CustomerOrdering): SQL[] {
  const direction = descending ? desc : asc;
  const primary = sql`${direction(COLUMNS[field])} nulls last`;
  const byFirstName = field === 'lastName' ? [direction(customers.firstName)] : [];
  return [primary, ...byFirstName, asc(customers.id)];
}

/** The filtered, ordered customers (a window of them, or all for the export) and their total. */
export async function listCustomers(
  db: DbExecutor,
  filter: CustomerFilter,
  window?: PageWindow,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const query = db
    .select({ customer: customers, total: sql<number>`(count(*) over ())::int` })
    .from(customers)
    .where(where(filter))
    .orderBy(...orderBy(filter.ordering));
  const found = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return { rows: found.map((row) => row.customer), total: found[0]?.total ?? 0 };
}

// The b-engaged clinics' customers (Manage customers): Smådjursklinik Göteborg and Vetnet HQ.
// Idempotent: it runs only while the customers table is empty.
import { count, inArray } from 'drizzle-orm';
import { type Db } from '../db/client';
import { members } from '../db/schema/accounts';
import { customers } from '../db/schema/settings';
import { CUSTOMER_COUNTS, customersFor } from './data/customers';
import { MEMBERS } from './data/members';

/** Seeds the customers; returns false (and changes nothing) if there are some. */
export async function seedCustomers(db: Db, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(customers);
  if ((existing?.n ?? 0) > 0) return false;
  const names = new Map(MEMBERS.map((member) => [member.name, member.key]));
  const wanted = MEMBERS.filter((member) => CUSTOMER_COUNTS[member.key] !== undefined).map((member) => member.name);
  const found = await db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(inArray(members.name, wanted));
  const rows = found.flatMap(({ id, name }) =>
    customersFor(names.get(name) ?? '', at).map((customer) => ({ memberId: id, ...customer })),
  );
  if (rows.length > 0) await db.insert(customers).values(rows);
  return rows.length > 0;
}

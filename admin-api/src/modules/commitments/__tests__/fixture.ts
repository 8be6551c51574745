// Purchase figures for the commitments tests, written straight into the rollup (stream B's shared
// purchasing fixture may replace this after the merge). Suppliers and categories get codes of their
// own, and commitments filter by them, so demo purchase data in the template never counts here.
import { eq, sql } from 'drizzle-orm';
import { type Db } from '../../../db/client';
import { members } from '../../../db/schema/accounts';
import { purchaseCategories, purchaseMonthly, suppliers } from '../../../db/schema/purchasing';
import { type TestApp } from '../../../test-support/test-app';

export type Refs = { suppliers: number[]; categories: number[] };

/** Two suppliers and two categories only these tests use. */
export async function insertRefs(db: Db, prefix: string): Promise<Refs> {
  const supplierRows = await db
    .insert(suppliers)
    .values([
      { code: `${prefix}-S1`, name: `${prefix} Vetpharma` },
      { code: `${prefix}-S2`, name: `${prefix} Surgivet` },
    ])
    .returning({ id: suppliers.id });
  const categoryRows = await db
    .insert(purchaseCategories)
    .values([
      { code: `${prefix}-C1`, name: `${prefix} Vaccines` },
      { code: `${prefix}-C2`, name: `${prefix} Dental` },
    ])
    .returning({ id: purchaseCategories.id });
  return { suppliers: supplierRows.map((r) => r.id), categories: categoryRows.map((r) => r.id) };
}

export async function memberId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.name, name));
  if (!row) throw new Error(`No member ${name}`);
  return row.id;
}

/** Net per month (`YYYY-MM` → amount) of a member with one supplier and category. */
export async function insertMonthly(
  db: Db,
  member: number,
  supplierId: number,
  categoryId: number,
  months: Record<string, string>,
  currency = 'SEK',
): Promise<void> {
  await db
    .insert(purchaseMonthly)
    .values(
      Object.entries(months).map(([month, net]) => ({
        memberId: member,
        month: `${month}-01`,
        supplierId,
        categoryId,
        currency,
        lines: 3,
        listAmount: net,
        netAmount: net,
      })),
    )
    .onConflictDoUpdate({
      target: [purchaseMonthly.memberId, purchaseMonthly.month, purchaseMonthly.supplierId, purchaseMonthly.categoryId],
      set: { netAmount: sql`excluded.net_amount`, listAmount: sql`excluded.list_amount` },
    });
}

/** Months from `from` (YYYY-MM) for `count` months, each with `net`. */
export function everyMonth(from: string, count: number, net: string): Record<string, string> {
  const [year, month] = from.split('-').map(Number);
  const result: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    const date = new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1 + i, 1));
    result[date.toISOString().slice(0, 7)] = net;
  }
  return result;
}

/** "Now" in these tests: the figures reach 2026-06-14. */
export const TEST_NOW = new Date('2026-06-15T10:00:00Z');

export type Scene = { refs: Refs; goteborg: number; solna: number; umea: number };

/**
 * The tests' starting point: the clock at TEST_NOW, no commitments (the template may hold demo
 * ones), suppliers and categories of their own, and Göteborg buying from the first supplier in the
 * first category 10,000 a month from January to May 2026 and 5,000 in June.
 */
export async function prepareScene(t: TestApp, prefix: string): Promise<Scene> {
  t.clock.set(TEST_NOW);
  await t.db.execute(sql`delete from commitments`);
  const refs = await insertRefs(t.db, prefix);
  const scene = {
    refs,
    goteborg: await memberId(t.db, 'Smådjursklinik Göteborg'),
    solna: await memberId(t.db, 'Djurkliniken Solna'),
    umea: await memberId(t.db, 'Vetgroup Umeå'),
  };
  await insertMonthly(t.db, scene.goteborg, refs.suppliers[0] as number, refs.categories[0] as number, {
    ...everyMonth('2026-01', 5, '10000.00'),
    '2026-06': '5000.00',
  });
  return scene;
}

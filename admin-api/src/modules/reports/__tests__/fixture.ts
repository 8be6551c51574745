// A small rollup written straight into `purchase_monthly` (stream B's purchasing fixture replaces
// it after the merge): two suppliers, two categories, a few months of two members.
import { eq, sql } from 'drizzle-orm';
import { members } from '../../../db/schema/accounts';
import { purchaseCategories, purchaseMonthly, suppliers } from '../../../db/schema/purchasing';
import { type TestApp } from '../../../test-support/test-app';

export type Fixture = { solna: number; umea: number; hamburg: number; suppliers: number[]; categories: number[] };

export async function memberIdByName(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, name));
  if (!row) throw new Error(`No seeded member ${name}`);
  return row.id;
}

type Month = {
  member: number;
  month: string;
  supplier: number;
  category: number;
  net: string;
  list: string;
  rebate?: string;
};

export async function addMonths(t: TestApp, rows: Month[], currency = 'SEK'): Promise<void> {
  await t.db
    .insert(purchaseMonthly)
    .values(
      rows.map((row) => ({
        memberId: row.member,
        month: row.month,
        supplierId: row.supplier,
        categoryId: row.category,
        currency,
        lines: 1,
        quantity: '1',
        netAmount: row.net,
        listAmount: row.list,
        rebateAmount: row.rebate ?? '0',
      })),
    )
    .onConflictDoUpdate({
      target: [purchaseMonthly.memberId, purchaseMonthly.month, purchaseMonthly.supplierId, purchaseMonthly.categoryId],
      set: {
        netAmount: sql`excluded.net_amount`,
        listAmount: sql`excluded.list_amount`,
        rebateAmount: sql`excluded.rebate_amount`,
      },
    });
}

/**
 * Solna: Q2 2026 (April and May), Q3 2025 and one month of Q1 2026; Umeå (a chain member) Q2 2026.
 * No report documents, whatever the seed issued.
 */
export async function insertFixture(t: TestApp): Promise<Fixture> {
  await t.db.execute(sql`delete from report_documents`);
  await t.db.execute(sql`delete from purchase_monthly`);
  const supplierRows = await t.db
    .insert(suppliers)
    .values([
      { code: 'TST-ALPHA', name: 'Alpha Vet Supply' },
      { code: 'TST-LODZ', name: 'Łódź Příbram Košice Medical' },
    ])
    .returning({ id: suppliers.id });
  const categoryRows = await t.db
    .insert(purchaseCategories)
    .values([
      { code: 'tst-drugs', name: 'Pharmaceuticals', position: 1 },
      { code: 'tst-food', name: 'Pet food', position: 2 },
    ])
    .returning({ id: purchaseCategories.id });
  const [alpha, lodz] = supplierRows.map((row) => row.id) as [number, number];
  const [drugs, food] = categoryRows.map((row) => row.id) as [number, number];
  const fixture: Fixture = {
    solna: await memberIdByName(t, 'Djurkliniken Solna'),
    umea: await memberIdByName(t, 'Vetgroup Umeå'),
    hamburg: await memberIdByName(t, 'Tierklinik Hamburg'),
    suppliers: [alpha, lodz],
    categories: [drugs, food],
  };
  const { solna, umea } = fixture;
  await addMonths(t, [
    {
      member: solna,
      month: '2026-04-01',
      supplier: alpha,
      category: drugs,
      net: '1000.00',
      list: '1200.00',
      rebate: '50.00',
    },
    { member: solna, month: '2026-05-01', supplier: alpha, category: food, net: '500.00', list: '550.00' },
    {
      member: solna,
      month: '2026-05-01',
      supplier: lodz,
      category: drugs,
      net: '2000.00',
      list: '2100.00',
      rebate: '20.00',
    },
    { member: solna, month: '2025-08-01', supplier: alpha, category: drugs, net: '800.00', list: '900.00' },
    { member: solna, month: '2026-02-01', supplier: lodz, category: food, net: '300.00', list: '330.00' },
    { member: umea, month: '2026-06-01', supplier: alpha, category: drugs, net: '100.00', list: '110.00' },
  ]);
  return fixture;
}

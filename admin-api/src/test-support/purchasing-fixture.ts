// A small fixed purchasing data set with figures a person can add up by hand (the purchasing series tests write
// them out). It creates its own member (Sweden, SEK) with an owner, an empty member, two suppliers
// (Alfa with an agreement, Beta without) and two categories, and inserts the rollup rows straight
// into `purchase_monthly`, one `purchase_imports` row per supplier and month, and the lines of the
// last two months (so `dataAsOf` is real). Codes start with `FIX-`, so it sits beside the seed's.
//
// Rollup rows (list, net, rebate, off-agreement net/list; savings = list − net + rebate):
//   2024-11 Alfa VAC  2000  1600  50          savings 450
//   2025-01 Alfa VAC  1000   800              savings 200
//   2025-02 Beta DIE   500   450   off 450/500 savings 50
//   (2025-Q2: nothing)
//   2025-08 Alfa DIE  1000   900              savings 100
//   2025-08 Beta VAC   400   400   off 400/400 savings 0
//   2025-11 Alfa VAC  3000  2400 100          savings 700
//   2026-01 Alfa VAC  1500  1200              savings 300
//   2026-02 Beta VAC   600   600   off 600/600 savings 0
//   2026-03 Alfa DIE   800   720              savings 80
//   2026-04 Alfa VAC  2500  2000 150          savings 650
//   2026-05 Beta DIE   300   280   off 280/300 savings 20
//   2026-06 Alfa DIE  1000   900   off 90/100  savings 100
//   2026-06 Beta DIE  -100   -90   off -90/-100 savings -10 (a credit note)
//   2026-07 Alfa VAC  1000   820   off 120/150 savings 180
//   2026-08 Beta VAC   200   200   off 200/200 savings 0
import { eq } from 'drizzle-orm';
import { type Db } from '../db/client';
import { memberLevels, members, users } from '../db/schema/accounts';
import { countries, languages } from '../db/schema/locale';
import {
  purchaseCategories,
  purchaseImports,
  purchaseLines,
  purchaseMonthly,
  suppliers,
} from '../db/schema/purchasing';
import { USER_ROLE } from '../rules/levels';
import { createTestApp, type TestApp } from './test-app';

/** "Today" for the fixture's figures: the year runs Jan–Aug 2026, the last completed quarter is 2026-Q2. */
export const FIXTURE_TODAY = new Date('2026-08-15T10:00:00Z');
export const FIXTURE_OWNER = 'fixture.owner@vetnet.example';
export const FIXTURE_CURRENCY = 'SEK';

export type PurchasingFixture = {
  memberId: number;
  /** A member of the same country with no purchases (empty states). */
  emptyMemberId: number;
  supplierIds: { alfa: number; beta: number };
  categoryIds: { vaccines: number; diets: number };
};

type SupplierKey = keyof PurchasingFixture['supplierIds'];
type CategoryKey = keyof PurchasingFixture['categoryIds'];
type RollupSeed = [
  month: string,
  supplier: SupplierKey,
  category: CategoryKey,
  lines: number,
  list: string,
  net: string,
  rebate: string,
  offNet: string,
  offList: string,
];

export const FIXTURE_ROLLUP: readonly RollupSeed[] = [
  ['2024-11-01', 'alfa', 'vaccines', 2, '2000.00', '1600.00', '50.00', '0', '0'],
  ['2025-01-01', 'alfa', 'vaccines', 2, '1000.00', '800.00', '0', '0', '0'],
  ['2025-02-01', 'beta', 'diets', 1, '500.00', '450.00', '0', '450.00', '500.00'],
  ['2025-08-01', 'alfa', 'diets', 2, '1000.00', '900.00', '0', '0', '0'],
  ['2025-08-01', 'beta', 'vaccines', 1, '400.00', '400.00', '0', '400.00', '400.00'],
  ['2025-11-01', 'alfa', 'vaccines', 4, '3000.00', '2400.00', '100.00', '0', '0'],
  ['2026-01-01', 'alfa', 'vaccines', 2, '1500.00', '1200.00', '0', '0', '0'],
  ['2026-02-01', 'beta', 'vaccines', 1, '600.00', '600.00', '0', '600.00', '600.00'],
  ['2026-03-01', 'alfa', 'diets', 1, '800.00', '720.00', '0', '0', '0'],
  ['2026-04-01', 'alfa', 'vaccines', 3, '2500.00', '2000.00', '150.00', '0', '0'],
  ['2026-05-01', 'beta', 'diets', 1, '300.00', '280.00', '0', '280.00', '300.00'],
  ['2026-06-01', 'alfa', 'diets', 2, '1000.00', '900.00', '0', '90.00', '100.00'],
  ['2026-06-01', 'beta', 'diets', 1, '-100.00', '-90.00', '0', '-90.00', '-100.00'],
  ['2026-07-01', 'alfa', 'vaccines', 2, '1000.00', '820.00', '0', '120.00', '150.00'],
  ['2026-08-01', 'beta', 'vaccines', 1, '200.00', '200.00', '0', '200.00', '200.00'],
];

/** The latest import (Beta, August 2026, a part month); every other one was imported on Aug 1. */
export const FIXTURE_LAST_IMPORT = '2026-08-12T06:00:00Z';

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

async function createMembers(db: Db): Promise<{ memberId: number; emptyMemberId: number }> {
  const [sweden] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'se'));
  const [swedish] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'sv'));
  if (!sweden || !swedish) throw new Error('The purchasing fixture needs the seeded country se and language sv');
  const [member, empty] = await db
    .insert(members)
    .values([
      { name: 'Fixture Djurklinik', countryId: sweden.id },
      { name: 'Fixture Nystartad', countryId: sweden.id },
    ])
    .returning({ id: members.id });
  if (!member || !empty) throw new Error('Fixture members not created');
  await db.insert(memberLevels).values([
    { memberId: member.id, levelId: 1 },
    { memberId: empty.id, levelId: 1 },
  ]);
  await db.insert(users).values({
    email: FIXTURE_OWNER,
    firstName: 'Fia',
    lastName: 'Fixture',
    languageId: swedish.id,
    memberId: member.id,
    role: USER_ROLE.owner,
    isOnboarded: true,
  });
  return { memberId: member.id, emptyMemberId: empty.id };
}

async function createCatalogue(db: Db) {
  const [alfa, beta] = await db
    .insert(suppliers)
    .values([
      { code: 'FIX-ALFA', name: 'Alfa Vet', hasAgreement: true },
      { code: 'FIX-BETA', name: 'Beta Supply', hasAgreement: false },
    ])
    .returning({ id: suppliers.id });
  const [vaccines, diets] = await db
    .insert(purchaseCategories)
    .values([
      { code: 'FIX-VAC', name: 'Fixture vaccines', agreementDiscountPercent: '20.00', position: 90 },
      { code: 'FIX-DIE', name: 'Fixture diets', agreementDiscountPercent: '10.00', position: 91 },
    ])
    .returning({ id: purchaseCategories.id });
  if (!alfa || !beta || !vaccines || !diets) throw new Error('Fixture catalogue not created');
  return { supplierIds: { alfa: alfa.id, beta: beta.id }, categoryIds: { vaccines: vaccines.id, diets: diets.id } };
}

/** Inserts the fixture into a test database (seeded with countries and languages) and returns its ids. */
export async function insertPurchasingFixture(db: Db): Promise<PurchasingFixture> {
  const { memberId, emptyMemberId } = await createMembers(db);
  const { supplierIds, categoryIds } = await createCatalogue(db);

  const importIds = new Map<string, number>();
  for (const [month, supplier] of FIXTURE_ROLLUP) {
    const key = `${supplier} ${month}`;
    if (importIds.has(key)) continue;
    const [row] = await db
      .insert(purchaseImports)
      .values({
        supplierId: supplierIds[supplier],
        periodStart: month,
        periodEnd: nextMonth(month),
        fileName: `FIX-${supplier.toUpperCase()}_${month.slice(0, 7)}.csv`,
        source: 'command',
        importedAt: new Date(key === 'beta 2026-08-01' ? FIXTURE_LAST_IMPORT : '2026-08-01T06:00:00Z'),
      })
      .returning({ id: purchaseImports.id });
    importIds.set(key, row!.id);
  }

  await db.insert(purchaseMonthly).values(
    FIXTURE_ROLLUP.map(([month, supplier, category, lines, list, net, rebate, offNet, offList]) => ({
      memberId,
      month,
      supplierId: supplierIds[supplier],
      categoryId: categoryIds[category],
      currency: FIXTURE_CURRENCY,
      lines,
      quantity: String(lines),
      listAmount: list,
      netAmount: net,
      rebateAmount: rebate,
      offAgreementNet: offNet,
      offAgreementList: offList,
    })),
  );

  // The lines of the last two months, matching their rollup rows.
  const line = (month: string, supplier: SupplierKey) => ({
    importId: importIds.get(`${supplier} ${month}`)!,
    memberId,
    supplierId: supplierIds[supplier],
    categoryId: categoryIds.vaccines,
    currency: FIXTURE_CURRENCY,
  });
  await db.insert(purchaseLines).values([
    {
      ...line('2026-07-01', 'alfa'),
      invoiceDate: '2026-07-14',
      articleNumber: 'VAC-100',
      quantity: '10',
      listUnitPrice: '85',
      netUnitPrice: '70',
      listAmount: '850.00',
      netAmount: '700.00',
    },
    {
      ...line('2026-07-01', 'alfa'),
      invoiceDate: '2026-07-20',
      articleNumber: 'VAC-900',
      quantity: '3',
      listUnitPrice: '50',
      netUnitPrice: '40',
      listAmount: '150.00',
      netAmount: '120.00',
      onAgreement: false,
    },
    {
      ...line('2026-08-01', 'beta'),
      invoiceDate: '2026-08-10',
      articleNumber: 'B-VAC-1',
      quantity: '4',
      listUnitPrice: '50',
      netUnitPrice: '50',
      listAmount: '200.00',
      netAmount: '200.00',
      onAgreement: false,
    },
  ]);

  return { memberId, emptyMemberId, supplierIds, categoryIds };
}

/** A test app holding the fixture, its clock set to FIXTURE_TODAY. */
export async function createPurchasingTestApp(): Promise<{ t: TestApp; f: PurchasingFixture }> {
  const t = await createTestApp();
  const f = await insertPurchasingFixture(t.db);
  t.clock.set(FIXTURE_TODAY);
  return { t, f };
}

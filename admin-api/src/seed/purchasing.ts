// Demo purchase data (src/seed/data/suppliers.ts, purchases.ts) for a database without suppliers:
// the categories, the suppliers, and every seeded member's lines of the last three years, written
// through the import service (one import per supplier and month, source `seed`, written as one
// batch), so the rollup comes from the production code. One transaction.
import { asc, count, eq } from 'drizzle-orm';
import { type Db } from '../db/client';
import { members } from '../db/schema/accounts';
import { countries } from '../db/schema/locale';
import { purchaseCategories, suppliers } from '../db/schema/purchasing';
import { monthPeriodOf } from '../modules/purchasing/period';
import { importPurchaseBatch } from '../modules/purchasing/service';
import { MEMBERS } from './data/members';
import { generatePurchases, type MemberPlan } from './data/purchases';
import { PURCHASE_CATEGORIES, SUPPLIERS } from './data/suppliers';

/** Seeds the purchasing data; returns false (and changes nothing) when there are suppliers already. */
export async function seedPurchasing(db: Db, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(suppliers);
  if ((existing?.n ?? 0) > 0) return false;
  const memberRows = await db
    .select({
      id: members.id,
      name: members.name,
      currency: countries.currency,
      countryCode: countries.code,
      countryId: countries.id,
    })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .orderBy(asc(members.id));
  const plans: MemberPlan[] = MEMBERS.flatMap((seed) => {
    const row = memberRows.find((m) => m.name === seed.name);
    return row ? [{ key: seed.key, memberId: row.id, currency: row.currency, countryCode: row.countryCode }] : [];
  });
  if (plans.length === 0) return false;
  const countryId = new Map(memberRows.map((row) => [row.countryCode, row.countryId]));

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(purchaseCategories)
      .values(
        PURCHASE_CATEGORIES.map((c, position) => ({
          ...c,
          agreementDiscountPercent: String(c.agreementDiscountPercent),
          position,
        })),
      )
      .returning({ id: purchaseCategories.id, code: purchaseCategories.code });
    const supplierRows = await tx
      .insert(suppliers)
      .values(
        SUPPLIERS.map((s) => ({
          code: s.code,
          name: s.name,
          hasAgreement: s.hasAgreement,
          countryId: s.country ? (countryId.get(s.country) ?? null) : null,
        })),
      )
      .returning({ id: suppliers.id, code: suppliers.code });
    const supplierId = new Map(supplierRows.map((row) => [row.code, row.id]));
    const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
    const imports = generatePurchases(at, plans, SUPPLIERS, categoryId).map(({ supplierCode, month, rows }) => {
      const id = supplierId.get(supplierCode);
      if (id === undefined) throw new Error(`Seed names an unknown supplier ${supplierCode}`);
      return { supplierId: id, period: monthPeriodOf(`${month}-01`), fileName: `${supplierCode}_${month}.csv`, rows };
    });
    // One statement per step for all the imports (one per supplier and month), through the
    // import's own code: a per-import loop took about ten seconds here.
    await importPurchaseBatch(tx, imports, { source: 'seed', importedAt: at });
  });
  return true;
}

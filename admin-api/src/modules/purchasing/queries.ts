// Reads of the purchasing area: the imports (staff), the suppliers and the product categories.
import { asc, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { countries } from '../../db/schema/locale';
import { purchaseCategories, purchaseImports, suppliers } from '../../db/schema/purchasing';
import { type PageWindow } from '../../http/pagination';

const bySupplier = (supplierId: number | undefined): SQL | undefined =>
  supplierId === undefined ? undefined : eq(purchaseImports.supplierId, supplierId);

export async function countImports(db: DbExecutor, supplierId: number | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchaseImports).where(bySupplier(supplierId));
  return row?.n ?? 0;
}

export function listImports(db: DbExecutor, supplierId: number | undefined, window: PageWindow) {
  return db
    .select({
      id: purchaseImports.id,
      supplier: { id: suppliers.id, code: suppliers.code, name: suppliers.name },
      periodStart: purchaseImports.periodStart,
      periodEnd: purchaseImports.periodEnd,
      fileName: purchaseImports.fileName,
      source: purchaseImports.source,
      lines: purchaseImports.lineCount,
      netAmount: purchaseImports.netAmount,
      listAmount: purchaseImports.listAmount,
      rebateAmount: purchaseImports.rebateAmount,
      importedAt: purchaseImports.importedAt,
      importedById: users.id,
      importedByFirstName: users.firstName,
      importedByLastName: users.lastName,
    })
    .from(purchaseImports)
    .innerJoin(suppliers, eq(suppliers.id, purchaseImports.supplierId))
    .leftJoin(users, eq(users.id, purchaseImports.importedById))
    .where(bySupplier(supplierId))
    .orderBy(desc(purchaseImports.importedAt), desc(purchaseImports.id))
    .limit(window.limit)
    .offset(window.offset);
}

export type ImportListRow = Awaited<ReturnType<typeof listImports>>[number];

/** The suppliers serving a country (those of every country included); every supplier for null. */
export function listSuppliers(db: DbExecutor, countryId: number | null) {
  return db
    .select({
      id: suppliers.id,
      code: suppliers.code,
      name: suppliers.name,
      countryCode: countries.code,
      hasAgreement: suppliers.hasAgreement,
    })
    .from(suppliers)
    .leftJoin(countries, eq(countries.id, suppliers.countryId))
    .where(countryId === null ? undefined : or(isNull(suppliers.countryId), eq(suppliers.countryId, countryId)))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
}

export function listCategories(db: DbExecutor) {
  return db.select().from(purchaseCategories).orderBy(asc(purchaseCategories.position), asc(purchaseCategories.id));
}

export type SupplierRow = { id: number; code: string; name: string; countryId: number | null };

/** A supplier by code, or by id when the value is a number or digits (an id wins over a code). */
export async function findSupplier(db: DbExecutor, value: string | number): Promise<SupplierRow | undefined> {
  const text = String(value).trim();
  if (text === '') return undefined;
  const byId = /^\d{1,9}$/.test(text) ? eq(suppliers.id, Number(text)) : undefined;
  const rows = await db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, countryId: suppliers.countryId })
    .from(suppliers)
    .where(byId ? or(byId, eq(suppliers.code, text)) : eq(suppliers.code, text));
  return rows.find((row) => String(row.id) === text) ?? rows[0];
}

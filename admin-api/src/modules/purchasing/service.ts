// The import of a supplier sales file: all or nothing in one transaction, which replaces any import
// of the same supplier overlapping the period (its lines go by cascade) and rebuilds the rollup's
// (supplier, months of the period) slice from the lines, so `purchase_monthly` always equals the
// GROUP BY over `purchase_lines`. docs/admin-api.md "Purchasing data".
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { type ImportRowError, type PurchaseImportResult } from '../../contract/purchasing';
import { ApiError, fieldError } from '../../core/api-errors';
import { type Db, type DbExecutor, type DbTransaction, rowsOf } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { countries } from '../../db/schema/locale';
import { purchaseCategories } from '../../db/schema/purchasing';
import { isoUtc } from '../../http/dates';
import { checkRecords, memberNumbers, parsePurchaseCsv, type MemberRef, type PurchaseRow } from './csv-rows';
import { decodePurchaseFile } from './file-kind';
import { parsePeriod, PERIOD_MESSAGE, type Period } from './period';
import { findSupplier, type SupplierRow } from './queries';

export type ImportSource = 'api' | 'command' | 'seed' | 'bench';

/** What an import touched: the supplier, its period (YYYY-MM-DD, end exclusive) and the members in it. */
export type ImportSlice = { supplierId: number; periodStart: string; periodEnd: string; memberIds: number[] };

/** What other areas do on an import: inside its transaction (statements), after the commit (at-risk checks). */
export type ImportHooks = {
  inTransaction?(tx: DbTransaction, slice: ImportSlice): Promise<void>;
  afterCommit?(slice: ImportSlice): Promise<void>;
};

export type ImportFileMeta = {
  /** A supplier code or id. */
  supplier: string | number;
  /** `YYYY-MM` or `YYYY-Qn`. */
  period: string;
  fileName: string;
  source: ImportSource;
  userId?: number | null;
  /** The import's time (the app's clock); the database's clock when absent. */
  importedAt?: Date;
};

export type ImportRowsMeta = {
  supplierId: number;
  period: Pick<Period, 'start' | 'end'>;
  fileName: string;
  source: ImportSource;
  sha256?: string;
  userId?: number | null;
  importedAt?: Date;
};

export type ImportTotals = {
  lines: number;
  netAmount: string;
  listAmount: string;
  rebateAmount: string;
  importedAt: Date;
};

export type ImportRowsResult = { importId: number; replaced: boolean; slice: ImportSlice; totals: ImportTotals };

/** Lines per INSERT: one statement of ten arrays, far below the parameter and memory limits. */
const BATCH = 5_000;

/** The import's refusal: every row error with its line, or the file's own errors at line 1. */
export function importRefused(errors: ImportRowError[], invalidRows: number | null, rowsTruncated = false): ApiError {
  const message =
    invalidRows === null
      ? 'The file cannot be read as a purchase file; nothing was imported.'
      : `The file has ${invalidRows} invalid row${invalidRows === 1 ? '' : 's'}; nothing was imported.`;
  return new ApiError(400, { nonFieldErrors: [message], rows: errors, rowsTruncated });
}

async function memberRefs(db: DbExecutor, ids: number[]): Promise<Map<number, MemberRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, currency: countries.currency, countryId: countries.id, countryName: countries.name })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .where(inArray(members.id, ids));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}

async function categoryIds(db: DbExecutor): Promise<Map<string, number>> {
  const rows = await db.select({ id: purchaseCategories.id, code: purchaseCategories.code }).from(purchaseCategories);
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Parses and checks a file against the stored members and categories; throws the 400 on any error. */
async function checkedRows(db: Db, supplier: SupplierRow, period: Period, csvText: string): Promise<PurchaseRow[]> {
  const parsed = parsePurchaseCsv(csvText);
  if (!parsed.ok) throw importRefused(parsed.errors, null);
  const [memberMap, categories] = await Promise.all([memberRefs(db, memberNumbers(parsed.records)), categoryIds(db)]);
  const checked = checkRecords(parsed.records, {
    period,
    members: memberMap,
    categories,
    supplier: { countryId: supplier.countryId, code: supplier.code },
  });
  if (!checked.ok) throw importRefused(checked.errors, checked.invalidRows, checked.rowsTruncated);
  return checked.rows;
}

/** Imports one supplier file; throws a 400 ApiError (fields, or rows with lines) and writes nothing then. */
export async function importPurchaseFile(
  db: Db,
  meta: ImportFileMeta,
  file: string | Uint8Array,
  hooks: ImportHooks = {},
): Promise<PurchaseImportResult> {
  const supplier = await findSupplier(db, meta.supplier);
  if (!supplier) throw fieldError('supplier', `Unknown supplier "${String(meta.supplier)}".`);
  const period = parsePeriod(meta.period);
  if (!period) throw fieldError('period', PERIOD_MESSAGE);
  // Bytes (an upload, a file on disk) are checked to be CSV text first; a string already is text.
  const decoded = typeof file === 'string' ? { ok: true as const, text: file } : decodePurchaseFile(file);
  if (!decoded.ok) throw importRefused([decoded.error], null);
  const csvText = decoded.text;
  const rows = await checkedRows(db, supplier, period, csvText);
  const result = await db.transaction(async (tx) => {
    const imported = await importPurchaseRows(
      tx,
      {
        supplierId: supplier.id,
        period,
        fileName: meta.fileName.slice(0, 255),
        source: meta.source,
        sha256: createHash('sha256').update(csvText).digest('hex'),
        userId: meta.userId ?? null,
        ...(meta.importedAt ? { importedAt: meta.importedAt } : {}),
      },
      rows,
    );
    await hooks.inTransaction?.(tx, imported.slice);
    return imported;
  });
  await hooks.afterCommit?.(result.slice);
  return {
    id: result.importId,
    supplier: { id: supplier.id, code: supplier.code, name: supplier.name },
    periodStart: period.start,
    periodEnd: period.end,
    lines: result.totals.lines,
    netAmount: result.totals.netAmount,
    listAmount: result.totals.listAmount,
    rebateAmount: result.totals.rebateAmount,
    replaced: result.replaced,
    importedAt: isoUtc(result.totals.importedAt),
  };
}

/** A JS array as one parameter (drizzle would spread a plain array into `($1, $2, …)`). */
const array = <T>(values: readonly T[]) => sql.param(values);

/** A line to insert: a checked row of one import. */
type LineInsert = PurchaseRow & { importId: number; supplierId: number };

async function insertLines(tx: DbExecutor, lines: readonly LineInsert[]) {
  for (let start = 0; start < lines.length; start += BATCH) {
    const batch = lines.slice(start, start + BATCH);
    const column = <T>(pick: (line: LineInsert) => T) => array(batch.map(pick));
    await tx.execute(sql`
      insert into purchase_lines (import_id, member_id, supplier_id, category_id, invoice_date, article_number,
        product_name, quantity, list_unit_price, net_unit_price, list_amount, net_amount, rebate_amount, currency,
        on_agreement)
      select u.import_id, u.member_id, u.supplier_id, u.category_id, u.invoice_date, u.article_number, u.product_name,
        u.quantity, u.list_unit_price, u.net_unit_price, round(u.quantity * u.list_unit_price, 2),
        round(u.quantity * u.net_unit_price, 2), u.rebate_amount, u.currency, u.on_agreement
      from unnest(
        ${column((l) => l.importId)}::int[], ${column((l) => l.memberId)}::int[],
        ${column((l) => l.supplierId)}::int[], ${column((l) => l.categoryId)}::int[],
        ${column((l) => l.invoiceDate)}::date[], ${column((l) => l.articleNumber)}::text[],
        ${column((l) => l.productName)}::text[], ${column((l) => l.quantity)}::numeric[],
        ${column((l) => l.listUnitPrice)}::numeric[], ${column((l) => l.netUnitPrice)}::numeric[],
        ${column((l) => l.rebateAmount)}::numeric[], ${column((l) => l.currency)}::text[],
        ${column((l) => l.onAgreement)}::bool[]
      ) as u(import_id, member_id, supplier_id, category_id, invoice_date, article_number, product_name, quantity,
             list_unit_price, net_unit_price, rebate_amount, currency, on_agreement)`);
  }
}

/** Rebuilds the rollup rows of (supplier, months in [start, end)); returns the members before and after. */
export async function rebuildRollupSlice(
  tx: DbExecutor,
  supplierId: number,
  start: string,
  end: string,
): Promise<number[]> {
  const removed = await rowsOf<{ member_id: number }>(
    tx,
    sql`
      delete from purchase_monthly where supplier_id = ${supplierId} and month >= ${start} and month < ${end}
      returning member_id`,
  );
  const added = await rowsOf<{ member_id: number }>(
    tx,
    sql`
      insert into purchase_monthly (member_id, month, supplier_id, category_id, currency, lines, quantity,
        list_amount, net_amount, rebate_amount, off_agreement_net, off_agreement_list)
      select member_id, date_trunc('month', invoice_date)::date, supplier_id, category_id, currency, count(*),
        sum(quantity), sum(list_amount), sum(net_amount), sum(rebate_amount),
        coalesce(sum(net_amount) filter (where not on_agreement), 0),
        coalesce(sum(list_amount) filter (where not on_agreement), 0)
      from purchase_lines
      where supplier_id = ${supplierId} and invoice_date >= ${start} and invoice_date < ${end}
      group by 1, 2, 3, 4, 5
      returning member_id`,
  );
  return [...new Set([...removed, ...added].map((row) => Number(row.member_id)))].sort((a, b) => a - b);
}

type TotalsRow = {
  id: number;
  line_count: number;
  net_amount: string;
  list_amount: string;
  rebate_amount: string;
  imported_at: Date | string;
};

/** Stores each import's totals, summed from its lines. */
async function storeTotals(tx: DbExecutor, importIds: readonly number[]): Promise<Map<number, ImportTotals>> {
  const rows = await rowsOf<TotalsRow>(
    tx,
    sql`
      update purchase_imports i
      set line_count = coalesce(t.n, 0), net_amount = coalesce(t.net, 0), list_amount = coalesce(t.list, 0),
          rebate_amount = coalesce(t.rebate, 0)
      from unnest(${array(importIds)}::int[]) as ids(id)
      left join (select import_id, count(*)::int as n, sum(net_amount) as net, sum(list_amount) as list,
                        sum(rebate_amount) as rebate
                   from purchase_lines where import_id = any(${array(importIds)}::int[]) group by import_id) t
        on t.import_id = ids.id
      where i.id = ids.id
      returning i.id, i.line_count, i.net_amount, i.list_amount, i.rebate_amount, i.imported_at`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        lines: Number(row.line_count),
        netAmount: String(row.net_amount),
        listAmount: String(row.list_amount),
        rebateAmount: String(row.rebate_amount),
        importedAt: row.imported_at instanceof Date ? row.imported_at : new Date(row.imported_at),
      },
    ]),
  );
}

/** One import of a batch: a supplier, a period and its checked rows. */
export type BatchImport = {
  supplierId: number;
  period: Pick<Period, 'start' | 'end'>;
  fileName: string;
  sha256?: string;
  rows: readonly PurchaseRow[];
};

export type BatchMeta = { source: ImportSource; userId?: number | null; importedAt?: Date };

export type BatchResult = {
  imports: (ImportRowsResult & { supplierId: number; periodStart: string })[];
  slices: ImportSlice[];
};

type SupplierPeriod = { supplierId: number; period: Pick<Period, 'start' | 'end'> };

/** The smallest [start, end) covering each supplier's periods in the batch and those it replaced. */
function supplierRanges(periods: readonly SupplierPeriod[]): Map<number, { start: string; end: string }> {
  const ranges = new Map<number, { start: string; end: string }>();
  for (const { supplierId, period } of periods) {
    const range = ranges.get(supplierId);
    ranges.set(supplierId, {
      start: range && range.start < period.start ? range.start : period.start,
      end: range && range.end > period.end ? range.end : period.end,
    });
  }
  return ranges;
}

/**
 * Writes already-checked imports inside the caller's transaction, set-based: locks the suppliers,
 * replaces the imports overlapping each period, inserts the import rows and the lines, rebuilds
 * the rollup over each supplier's range and stores the totals. One import is `importPurchaseRows`;
 * the seed and the benchmark write many at once.
 */
export async function importPurchaseBatch(
  tx: DbExecutor,
  imports: readonly BatchImport[],
  meta: BatchMeta,
): Promise<BatchResult> {
  if (imports.length === 0) return { imports: [], slices: [] };
  const supplierIds = imports.map((i) => i.supplierId);
  const starts = imports.map((i) => i.period.start);
  const ends = imports.map((i) => i.period.end);
  // Serialises the imports of one supplier on a PostgreSQL server (PGlite runs one query at a time).
  await tx.execute(sql`select id from suppliers where id = any(${array(supplierIds)}::int[]) order by id for update`);
  const replaced = await rowsOf<{ supplier_id: number; period_start: string; period_end: string }>(
    tx,
    sql`
      delete from purchase_imports p
      using unnest(${array(supplierIds)}::int[], ${array(starts)}::date[], ${array(ends)}::date[]) as u(s, a, b)
      where p.supplier_id = u.s and p.period_start < u.b and p.period_end > u.a
      returning p.supplier_id, p.period_start::text, p.period_end::text`,
  );
  const created = await rowsOf<{ id: number; supplier_id: number; period_start: string }>(
    tx,
    sql`
      insert into purchase_imports (supplier_id, period_start, period_end, file_name, sha256, source, imported_by,
        imported_at)
      select u.s, u.a, u.b, u.f, u.h, ${meta.source}, ${meta.userId ?? null}, ${meta.importedAt ?? sql`now()`}
      from unnest(${array(supplierIds)}::int[], ${array(starts)}::date[], ${array(ends)}::date[],
                  ${array(imports.map((i) => i.fileName))}::text[], ${array(imports.map((i) => i.sha256 ?? ''))}::text[])
        as u(s, a, b, f, h)
      returning id, supplier_id, period_start::text`,
  );
  const idOf = new Map(created.map((row) => [`${row.supplier_id}|${row.period_start}`, Number(row.id)]));
  const importIds = imports.map((i) => idOf.get(`${i.supplierId}|${i.period.start}`) ?? 0);
  await insertLines(
    tx,
    imports.flatMap((i, index) =>
      i.rows.map((row) => ({ ...row, importId: importIds[index] ?? 0, supplierId: i.supplierId })),
    ),
  );
  const slices: ImportSlice[] = [];
  // A replaced import may reach beyond the new period (a quarter replaced by one of its months): its
  // other months lost their lines too, so their rollup is rebuilt with the rest.
  const replacedPeriods = replaced.map((row) => ({
    supplierId: Number(row.supplier_id),
    period: { start: row.period_start, end: row.period_end },
  }));
  for (const [supplierId, range] of supplierRanges([...imports, ...replacedPeriods])) {
    const memberIds = await rebuildRollupSlice(tx, supplierId, range.start, range.end);
    slices.push({ supplierId, periodStart: range.start, periodEnd: range.end, memberIds });
  }
  const totals = await storeTotals(tx, importIds);
  return {
    slices,
    imports: imports.map((i, index) => {
      const importId = importIds[index] ?? 0;
      const total = totals.get(importId);
      if (!total) throw new Error('An import row disappeared');
      const slice = slices.find((s) => s.supplierId === i.supplierId);
      return {
        importId,
        supplierId: i.supplierId,
        periodStart: i.period.start,
        replaced: replaced.some(
          (r) =>
            Number(r.supplier_id) === i.supplierId && r.period_start < i.period.end && r.period_end > i.period.start,
        ),
        slice: {
          supplierId: i.supplierId,
          periodStart: i.period.start,
          periodEnd: i.period.end,
          memberIds: slice?.memberIds ?? [],
        },
        totals: total,
      };
    }),
  };
}

/** Writes already-checked rows as the import of (supplier, period), inside the caller's transaction. */
export async function importPurchaseRows(
  tx: DbExecutor,
  meta: ImportRowsMeta,
  rows: readonly PurchaseRow[],
): Promise<ImportRowsResult> {
  const { imports } = await importPurchaseBatch(
    tx,
    [
      {
        supplierId: meta.supplierId,
        period: meta.period,
        fileName: meta.fileName,
        rows,
        ...(meta.sha256 ? { sha256: meta.sha256 } : {}),
      },
    ],
    { source: meta.source, userId: meta.userId ?? null, ...(meta.importedAt ? { importedAt: meta.importedAt } : {}) },
  );
  const [result] = imports;
  if (!result) throw new Error('The import was not written');
  return { importId: result.importId, replaced: result.replaced, slice: result.slice, totals: result.totals };
}

// Rows of the purchasing area to the answer shapes of lib/contract/purchasing.ts.
import { type PurchaseCategoryOption, type PurchaseImportRow, type SupplierOption } from '../../contract/purchasing';
import { isoUtc } from '../../http/dates';
import { type ImportListRow } from './queries';

export function serializeImport(row: ImportListRow): PurchaseImportRow {
  return {
    id: row.id,
    supplier: row.supplier,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    fileName: row.fileName,
    source: row.source,
    lines: row.lines,
    netAmount: row.netAmount,
    listAmount: row.listAmount,
    rebateAmount: row.rebateAmount,
    importedAt: isoUtc(row.importedAt),
    importedBy:
      row.importedById === null
        ? null
        : { id: row.importedById, name: `${row.importedByFirstName ?? ''} ${row.importedByLastName ?? ''}`.trim() },
  };
}

export const serializeSupplier = (row: SupplierOption): SupplierOption => ({
  id: row.id,
  code: row.code,
  name: row.name,
  countryCode: row.countryCode,
  hasAgreement: row.hasAgreement,
});

export function serializeCategory(row: {
  id: number;
  code: string;
  name: string;
  agreementDiscountPercent: string;
  position: number;
}): PurchaseCategoryOption {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    agreementDiscountPercent: Number(row.agreementDiscountPercent),
    position: row.position,
  };
}

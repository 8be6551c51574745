// A supplier sales file, read and checked without the database: csv-parse reads the text (BOM, `,`
// or `;`, `\n` or `\r\n`, quoting), the header may name the columns in any order, and every row is
// checked against what the caller looked up (members, categories, the supplier, the period).
// docs/admin-api.md "Purchasing data" lists the rules; each error names its line and column.
import { CsvError, parse } from 'csv-parse/sync';
import { type ImportRowError } from '../../contract/purchasing';
import { type Period } from './period';

export const REQUIRED_COLUMNS = [
  'member_number',
  'invoice_date',
  'article_number',
  'category_code',
  'quantity',
  'list_unit_price',
  'net_unit_price',
  'currency',
] as const;
export const OPTIONAL_COLUMNS = ['product_name', 'rebate_amount', 'on_agreement'] as const;
export const CSV_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** At most this many row errors are listed; `rowsTruncated` says when there were more. */
export const MAX_ROW_ERRORS = 100;

/** A row of the file as text, with the line it ends on (a quoted field may span lines). */
export type CsvRecord = { line: number; values: Partial<Record<CsvColumn, string>> };

/** A checked row, ready for `importPurchaseRows`: decimals stay strings, the database computes. */
export type PurchaseRow = {
  memberId: number;
  invoiceDate: string;
  articleNumber: string;
  productName: string;
  categoryId: number;
  quantity: string;
  listUnitPrice: string;
  netUnitPrice: string;
  rebateAmount: string;
  currency: string;
  onAgreement: boolean;
};

export type MemberRef = { currency: string; countryId: number; countryName: string };

/** What the rows are checked against (the service looks it up). */
export type RowContext = {
  period: Period;
  members: ReadonlyMap<number, MemberRef>;
  categories: ReadonlyMap<string, number>;
  /** The supplier's country (null: every country) and name, for "does not serve". */
  supplier: { countryId: number | null; code: string };
};

export type CheckedFile =
  | { ok: true; rows: PurchaseRow[] }
  | { ok: false; invalidRows: number; errors: ImportRowError[]; rowsTruncated: boolean };

export type ParsedFile = { ok: true; records: CsvRecord[] } | { ok: false; errors: ImportRowError[] };

const fileError = (message: string, line = 1): ImportRowError => ({ line, column: '', message });

/** The header names our columns only, so it shows the delimiter: `;` when it has one and no `,`. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

function headerErrors(header: string[]): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) errors.push(fileError(`Unknown column "${name}".`));
    else if (seen.has(name)) errors.push(fileError(`Column "${name}" is given twice.`));
    seen.add(name);
  }
  for (const name of REQUIRED_COLUMNS) if (!seen.has(name)) errors.push(fileError(`Missing column "${name}".`));
  return errors;
}

/** Reads the text into records keyed by column; the errors of the file as a whole otherwise. */
export function parsePurchaseCsv(text: string): ParsedFile {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // With `info: true` each record comes as `{record, info}` (the types do not say so).
    parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      info: true,
      trim: true,
      skip_empty_lines: true,
      // A row with too many or too few fields is that row's error, not the end of the reading.
      relax_column_count: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1;
      return { ok: false, errors: [fileError(`${error.code}: ${error.message}`, line)] };
    }
    throw error;
  }
  const [first, ...rest] = parsed;
  if (!first) return { ok: false, errors: [fileError('The file is empty.')] };
  const header = first.record.map((name) => name.toLowerCase());
  const errors = headerErrors(header);
  if (rest.length === 0) errors.push(fileError('The file has no data rows.'));
  if (errors.length > 0) return { ok: false, errors };
  const records = rest.map(({ record, info }) => {
    const values: CsvRecord['values'] = {};
    header.forEach((name, index) => {
      values[name as CsvColumn] = record[index];
    });
    // A count that differs is kept as a marker the row check reports.
    if (record.length !== header.length) values[FIELD_COUNT] = String(record.length);
    return { line: info.lines, values };
  });
  return { ok: true, records };
}

/** Not a column: set on a record whose field count differs from the header's. */
const FIELD_COUNT = '__fields' as CsvColumn;

// ---- One row ----

type Check<T> = { value: T } | { error: string };
const fail = (error: string): { error: string } => ({ error });

const MAX_INT_DIGITS = { quantity: 9, price: 10, rebate: 12 };

/** A decimal with a point, at most `places` decimals and `intDigits` digits before the point. */
function decimal(text: string, places: number, intDigits: number, allowNegative: boolean): Check<string> {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return fail(`"${text}" is not a number (use a decimal point).`);
  if (match[1] && !allowNegative) return fail('Must not be negative.');
  if ((match[3]?.length ?? 0) > places) return fail(`At most ${places} decimal places.`);
  if ((match[2] ?? '').replace(/^0+(?=\d)/, '').length > intDigits) return fail('The number is too large.');
  return { value: text };
}

function realDate(text: string, period: Period): Check<string> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return fail(`"${text}" is not a date (YYYY-MM-DD).`);
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    return fail(`${text} is not a real date.`);
  if (text < period.start || text >= period.end) return fail(`Date ${text} is outside the period ${period.label}.`);
  return { value: text };
}

const BOOLEANS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

type RowErrors = { column: CsvColumn | ''; message: string }[];

/** The value of a column (trimmed by the parser); '' when absent. */
const valueOf = (record: CsvRecord, column: CsvColumn) => record.values[column] ?? '';

function required(record: CsvRecord, column: CsvColumn, errors: RowErrors): string | null {
  const value = valueOf(record, column);
  if (value === '') {
    errors.push({ column, message: 'This field is required.' });
    return null;
  }
  return value;
}

function take<T>(column: CsvColumn, check: Check<T>, errors: RowErrors): T | null {
  if ('error' in check) {
    errors.push({ column, message: check.error });
    return null;
  }
  return check.value;
}

function memberOf(record: CsvRecord, context: RowContext, errors: RowErrors): [number, MemberRef] | null {
  const text = required(record, 'member_number', errors);
  if (text === null) return null;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  const member = context.members.get(id);
  if (!member) {
    errors.push({ column: 'member_number', message: `Unknown member ${text}.` });
    return null;
  }
  const supplierCountry = context.supplier.countryId;
  if (supplierCountry !== null && supplierCountry !== member.countryId) {
    errors.push({
      column: 'member_number',
      message: `Supplier ${context.supplier.code} does not serve members in ${member.countryName}.`,
    });
    return null;
  }
  return [id, member];
}

function pricesOf(record: CsvRecord, errors: RowErrors) {
  const price = (column: CsvColumn) => {
    const text = required(record, column, errors);
    return text === null ? null : take(column, decimal(text, 4, MAX_INT_DIGITS.price, false), errors);
  };
  const quantityText = required(record, 'quantity', errors);
  const quantity =
    quantityText === null ? null : take('quantity', decimal(quantityText, 3, MAX_INT_DIGITS.quantity, true), errors);
  if (quantity !== null && Number(quantity) === 0) {
    errors.push({ column: 'quantity', message: 'Must not be 0.' });
  }
  const list = price('list_unit_price');
  const net = price('net_unit_price');
  if (list !== null && net !== null && Number(net) > Number(list)) {
    errors.push({
      column: 'net_unit_price',
      message: `The net unit price ${net} is above the list unit price ${list}.`,
    });
  }
  // The line's amounts are numeric(14,2).
  if (quantity !== null && list !== null && Math.abs(Number(quantity) * Number(list)) >= 1e12) {
    errors.push({ column: 'quantity', message: "The line's amount is too large." });
  }
  return { quantity, list, net };
}

function textOf(record: CsvRecord, column: CsvColumn, max: number, errors: RowErrors, isRequired: boolean) {
  const value = isRequired ? required(record, column, errors) : valueOf(record, column);
  if (value !== null && value.length > max) {
    errors.push({ column, message: `At most ${max} characters.` });
    return null;
  }
  return value;
}

/** Checks one record; a row, or the errors of its columns (every one of them). */
export function checkRecord(record: CsvRecord, context: RowContext): { value: PurchaseRow } | { errors: RowErrors } {
  const errors: RowErrors = [];
  const fields = record.values[FIELD_COUNT];
  if (fields !== undefined)
    return { errors: [{ column: '', message: `The row has ${fields} fields, not as many as the header.` }] };
  const member = memberOf(record, context, errors);
  const dateText = required(record, 'invoice_date', errors);
  const invoiceDate = dateText === null ? null : take('invoice_date', realDate(dateText, context.period), errors);
  const articleNumber = textOf(record, 'article_number', 64, errors, true);
  const productName = textOf(record, 'product_name', 200, errors, false);
  const categoryCode = required(record, 'category_code', errors);
  const categoryId = categoryCode === null ? undefined : context.categories.get(categoryCode);
  if (categoryCode !== null && categoryId === undefined) {
    errors.push({ column: 'category_code', message: `Unknown category "${categoryCode}".` });
  }
  const { quantity, list, net } = pricesOf(record, errors);
  const rebateText = valueOf(record, 'rebate_amount');
  const rebate =
    rebateText === '' ? '0' : take('rebate_amount', decimal(rebateText, 2, MAX_INT_DIGITS.rebate, false), errors);
  const currencyText = required(record, 'currency', errors);
  const currency = currencyText?.toUpperCase() ?? null;
  if (currency !== null && member && currency !== member[1].currency) {
    errors.push({
      column: 'currency',
      message: `Currency ${currency} is not the member's currency (${member[1].currency}).`,
    });
  }
  const agreementText = valueOf(record, 'on_agreement').toLowerCase();
  const onAgreement = agreementText === '' ? true : BOOLEANS[agreementText];
  if (onAgreement === undefined) {
    errors.push({ column: 'on_agreement', message: 'Must be one of true, false, 1, 0, yes, no.' });
  }
  if (errors.length > 0) return { errors };
  return {
    value: {
      memberId: member![0],
      invoiceDate: invoiceDate!,
      articleNumber: articleNumber!,
      productName: productName ?? '',
      categoryId: categoryId!,
      quantity: quantity!,
      listUnitPrice: list!,
      netUnitPrice: net!,
      rebateAmount: rebate!,
      currency: currency!,
      onAgreement: onAgreement!,
    },
  };
}

/** Checks every record: all rows, or every invalid row's errors (the first MAX_ROW_ERRORS of them). */
export function checkRecords(records: readonly CsvRecord[], context: RowContext): CheckedFile {
  const rows: PurchaseRow[] = [];
  const errors: ImportRowError[] = [];
  let invalidRows = 0;
  let errorCount = 0;
  for (const record of records) {
    const checked = checkRecord(record, context);
    if ('value' in checked) {
      rows.push(checked.value);
      continue;
    }
    invalidRows += 1;
    for (const { column, message } of checked.errors) {
      errorCount += 1;
      if (errors.length < MAX_ROW_ERRORS) errors.push({ line: record.line, column, message });
    }
  }
  if (invalidRows > 0) return { ok: false, invalidRows, errors, rowsTruncated: errorCount > errors.length };
  return { ok: true, rows };
}

/** The member numbers a file names (to look them up before checking). */
export function memberNumbers(records: readonly CsvRecord[]): number[] {
  const ids = new Set<number>();
  for (const record of records) {
    const text = record.values.member_number ?? '';
    if (/^\d{1,9}$/.test(text)) ids.add(Number(text));
  }
  return [...ids];
}

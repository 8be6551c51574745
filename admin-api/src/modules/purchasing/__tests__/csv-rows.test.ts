import fc from 'fast-check';
import {
  checkRecords,
  CSV_COLUMNS,
  type CsvColumn,
  MAX_ROW_ERRORS,
  memberNumbers,
  parsePurchaseCsv,
  type RowContext,
} from '../csv-rows';
import { parsePeriod } from '../period';

const Q3 = parsePeriod('2026-Q3')!;
const SWEDEN = 15;
const CONTEXT: RowContext = {
  period: Q3,
  members: new Map([
    [2, { currency: 'SEK', countryId: SWEDEN, countryName: 'Sweden' }],
    [7, { currency: 'DKK', countryId: 5, countryName: 'Denmark' }],
  ]),
  categories: new Map([
    ['vaccines', 1],
    ['diets', 2],
  ]),
  supplier: { countryId: null, code: 'VAXIMMUNE' },
};

type Row = Partial<Record<CsvColumn, string>>;

const VALID: Row = {
  member_number: '2',
  invoice_date: '2026-08-14',
  article_number: 'VAX-100',
  product_name: 'Rabies vaccine',
  category_code: 'vaccines',
  quantity: '12',
  list_unit_price: '96.00',
  net_unit_price: '78.7200',
  rebate_amount: '0',
  currency: 'SEK',
  on_agreement: 'true',
};

const quote = (value: string, delimiter: string) =>
  /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;

type Layout = { columns?: readonly string[]; delimiter?: string; eol?: string; bom?: boolean };

function csv(rows: Row[], { columns = CSV_COLUMNS, delimiter = ',', eol = '\n', bom = false }: Layout = {}): string {
  const lines = [
    columns.join(delimiter),
    ...rows.map((row) => columns.map((c) => quote(row[c as CsvColumn] ?? '', delimiter)).join(delimiter)),
  ];
  return `${bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`;
}

function check(text: string, context: RowContext = CONTEXT) {
  const parsed = parsePurchaseCsv(text);
  if (!parsed.ok) return { fileErrors: parsed.errors };
  return { checked: checkRecords(parsed.records, context) };
}

function rowErrors(row: Row) {
  const { checked } = check(csv([row]));
  if (!checked || checked.ok) throw new Error('expected row errors');
  return checked.errors;
}

describe('parsePeriod', () => {
  it.each([
    ['2026-09', '2026-09-01', '2026-10-01'],
    ['2026-12', '2026-12-01', '2027-01-01'],
    ['2026-Q1', '2026-01-01', '2026-04-01'],
    ['2026-q4', '2026-10-01', '2027-01-01'],
  ])('%s is [%s, %s)', (text, start, end) => {
    expect(parsePeriod(text)).toMatchObject({ start, end });
  });

  it.each(['2026-13', '2026-Q5', '26-09', '2026-9', '', '2026-09-01'])('refuses %p', (text) => {
    expect(parsePeriod(text)).toBeNull();
  });
});

describe('parsePurchaseCsv', () => {
  it('reads a BOM, semicolons, CRLF and columns in any order, keeping line numbers', () => {
    const columns = [...CSV_COLUMNS].reverse();
    const text = csv([VALID, { ...VALID, member_number: '7', currency: 'DKK' }], {
      columns,
      delimiter: ';',
      eol: '\r\n',
      bom: true,
    });
    const parsed = parsePurchaseCsv(text);
    expect(parsed.ok && parsed.records.map((r) => [r.line, r.values.member_number])).toEqual([
      [2, '2'],
      [3, '7'],
    ]);
    const { checked } = check(text);
    expect(checked?.ok && checked.rows[1]).toMatchObject({ memberId: 7, currency: 'DKK', categoryId: 1 });
  });

  it('counts empty lines and a quoted line break in the line numbers', () => {
    const text = `${csv([VALID])}\n${csv([{ ...VALID, product_name: 'two\nlines' }])
      .split('\n')
      .slice(1)
      .join('\n')}`;
    const parsed = parsePurchaseCsv(text);
    expect(parsed.ok && parsed.records.map((r) => r.line)).toEqual([2, 5]);
  });

  it('needs only the required columns; the optional ones default', () => {
    const columns = CSV_COLUMNS.filter((c) => !['product_name', 'rebate_amount', 'on_agreement'].includes(c));
    const { checked } = check(csv([VALID], { columns }));
    expect(checked?.ok && checked.rows[0]).toMatchObject({ productName: '', rebateAmount: '0', onAgreement: true });
  });

  it.each([
    [CSV_COLUMNS.filter((c) => c !== 'quantity'), 'Missing column "quantity".'],
    [[...CSV_COLUMNS, 'colour'], 'Unknown column "colour".'],
    [[...CSV_COLUMNS, 'currency'], 'Column "currency" is given twice.'],
  ])('refuses a header %#', (columns, message) => {
    const { fileErrors } = check(csv([VALID], { columns }));
    expect(fileErrors).toEqual([{ line: 1, column: '', message }]);
  });

  it('refuses a file without data rows, and an empty one', () => {
    expect(check(csv([])).fileErrors).toEqual([{ line: 1, column: '', message: 'The file has no data rows.' }]);
    expect(check('').fileErrors).toEqual([{ line: 1, column: '', message: 'The file is empty.' }]);
  });

  it("reports a syntax error with csv-parse's code and line", () => {
    const text = `${csv([VALID])}2,"2026-08-01,x\n`;
    const { fileErrors } = check(text);
    expect(fileErrors).toHaveLength(1);
    expect(fileErrors?.[0]?.message).toMatch(/^CSV_QUOTE_NOT_CLOSED: /);
    expect(fileErrors?.[0]?.line).toBeGreaterThan(1);
  });

  it('reports a row with another number of fields at its line', () => {
    const text = `${csv([VALID])}2,2026-08-01\n`;
    const { checked } = check(text);
    expect(checked?.ok === false && checked.errors).toEqual([
      { line: 3, column: '', message: 'The row has 2 fields, not as many as the header.' },
    ]);
  });
});

describe('checkRecords', () => {
  it.each<[CsvColumn, string, string]>([
    ['member_number', '9', 'Unknown member 9.'],
    ['member_number', '', 'This field is required.'],
    ['invoice_date', '2026-10-02', 'Date 2026-10-02 is outside the period 2026-Q3.'],
    ['invoice_date', '2026-02-30', '2026-02-30 is not a real date.'],
    ['invoice_date', '14.08.2026', '"14.08.2026" is not a date (YYYY-MM-DD).'],
    ['article_number', 'x'.repeat(65), 'At most 64 characters.'],
    ['product_name', 'x'.repeat(201), 'At most 200 characters.'],
    ['category_code', 'toys', 'Unknown category "toys".'],
    ['quantity', '0', 'Must not be 0.'],
    ['quantity', '1.2345', 'At most 3 decimal places.'],
    ['quantity', '1,5', '"1,5" is not a number (use a decimal point).'],
    ['quantity', '1234567890', 'The number is too large.'],
    ['list_unit_price', '-1', 'Must not be negative.'],
    ['net_unit_price', '96.00001', 'At most 4 decimal places.'],
    ['net_unit_price', '96.01', 'The net unit price 96.01 is above the list unit price 96.00.'],
    ['rebate_amount', '1.005', 'At most 2 decimal places.'],
    ['currency', 'EUR', "Currency EUR is not the member's currency (SEK)."],
    ['on_agreement', 'maybe', 'Must be one of true, false, 1, 0, yes, no.'],
  ])('%s %p: %s', (column, value, message) => {
    expect(rowErrors({ ...VALID, [column]: value })).toEqual([{ line: 2, column, message }]);
  });

  it('checks the line amount fits', () => {
    expect(rowErrors({ ...VALID, quantity: '999999999', list_unit_price: '9999.0000', net_unit_price: '1' })).toEqual([
      { line: 2, column: 'quantity', message: "The line's amount is too large." },
    ]);
  });

  it('accepts credit notes, a lower-case currency and every spelling of on_agreement', () => {
    const rows = ['false', '0', 'no', 'YES', '1', ''].map((on) => ({
      ...VALID,
      quantity: '-2.5',
      currency: 'sek',
      on_agreement: on,
    }));
    const { checked } = check(csv(rows));
    expect(checked?.ok && checked.rows.map((r) => [r.onAgreement, r.quantity, r.currency])).toEqual([
      [false, '-2.5', 'SEK'],
      [false, '-2.5', 'SEK'],
      [false, '-2.5', 'SEK'],
      [true, '-2.5', 'SEK'],
      [true, '-2.5', 'SEK'],
      [true, '-2.5', 'SEK'],
    ]);
  });

  it("refuses a member outside the supplier's country", () => {
    const { checked } = check(csv([VALID, { ...VALID, member_number: '7', currency: 'DKK' }]), {
      ...CONTEXT,
      supplier: { countryId: SWEDEN, code: 'NORDVAX' },
    });
    expect(checked?.ok === false && checked.errors).toEqual([
      { line: 3, column: 'member_number', message: 'Supplier NORDVAX does not serve members in Denmark.' },
    ]);
  });

  it('lists every error of a row, and at most 100 errors with rowsTruncated', () => {
    expect(rowErrors({ ...VALID, quantity: 'x', currency: 'NOK' }).map((e) => e.column)).toEqual([
      'quantity',
      'currency',
    ]);
    const { checked } = check(csv(Array.from({ length: 150 }, () => ({ ...VALID, quantity: '0' }))));
    expect(checked?.ok).toBe(false);
    if (checked?.ok !== false) return;
    expect(checked.errors).toHaveLength(MAX_ROW_ERRORS);
    expect(checked.rowsTruncated).toBe(true);
    expect(checked.invalidRows).toBe(150);
    expect(checked.errors[99]?.line).toBe(101);
  });

  it('finds the member numbers to look up', () => {
    const parsed = parsePurchaseCsv(csv([VALID, { ...VALID, member_number: '7' }, { ...VALID, member_number: 'x' }]));
    expect(parsed.ok && memberNumbers(parsed.records)).toEqual([2, 7]);
  });
});

// ---- Properties ----

const decimalText = (maxInt: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** places - 1 }), fc.boolean())
    .map(([whole, fraction, withFraction]) =>
      withFraction && places > 0 ? `${whole}.${String(fraction).padStart(places, '0')}` : String(whole),
    );

const validRow: fc.Arbitrary<Row> = fc
  .record({
    member: fc.constantFrom(['2', 'SEK'], ['7', 'dkk']),
    day: fc.integer({ min: 0, max: 91 }),
    article: fc.stringMatching(/^[A-Za-z0-9./-]{1,64}$/),
    product: fc.stringMatching(/^[A-Za-z0-9 ,;"'.-]{0,200}$/),
    category: fc.constantFrom('vaccines', 'diets'),
    quantity: fc.tuple(decimalText(999_999, 3), fc.boolean()).filter(([q]) => Number(q) !== 0),
    prices: fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99_999_999 })),
    rebate: decimalText(99_999, 2),
    on: fc.constantFrom('true', 'false', '1', '0', 'yes', 'no', ''),
  })
  .map(({ member, day, article, product, category, quantity, prices, rebate, on }) => {
    const [list, net] = [Math.max(...prices), Math.min(...prices)].map((units) => (units / 10_000).toFixed(4));
    return {
      member_number: member[0],
      invoice_date: new Date(Date.UTC(2026, 6, 1 + day)).toISOString().slice(0, 10),
      article_number: article,
      product_name: product,
      category_code: category,
      quantity: `${quantity[1] ? '-' : ''}${quantity[0]}`,
      list_unit_price: list,
      net_unit_price: net,
      rebate_amount: rebate,
      currency: member[1],
      on_agreement: on,
    };
  });

const layout: fc.Arbitrary<Layout> = fc.record({
  columns: fc.shuffledSubarray([...CSV_COLUMNS], { minLength: CSV_COLUMNS.length }),
  delimiter: fc.constantFrom(',', ';'),
  eol: fc.constantFrom('\n', '\r\n'),
  bom: fc.boolean(),
});

/** Values each invalid in itself, whatever the rest of the row holds. */
const CORRUPTIONS: Readonly<Record<CsvColumn, readonly string[]>> = {
  member_number: ['x', '999', ''],
  invoice_date: ['2026-13-01', '2026-06-30', '2026-10-01', '1.7.2026', ''],
  article_number: ['', 'a'.repeat(65)],
  product_name: ['p'.repeat(201)],
  category_code: ['toys', ''],
  quantity: ['0', '1.2345', 'abc', '1,5', ''],
  list_unit_price: ['-1', '1.23456', 'x', ''],
  net_unit_price: ['-1', '1.23456', 'x', ''],
  rebate_amount: ['-1', '1.234', 'lots'],
  currency: ['', 'US'],
  on_agreement: ['maybe', '2'],
};

describe('properties', () => {
  it('accepts every valid row, whatever the layout, with its values', () => {
    fc.assert(
      fc.property(fc.array(validRow, { minLength: 1, maxLength: 20 }), layout, (rows, shape) => {
        const { checked } = check(csv(rows, shape));
        expect(checked?.ok).toBe(true);
        if (!checked?.ok) return;
        expect(checked.rows.map((r) => [r.memberId, r.quantity, r.netUnitPrice, r.articleNumber])).toEqual(
          rows.map((r) => [Number(r.member_number), r.quantity, r.net_unit_price, r.article_number]),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('one corrupted field gives exactly that line and column', () => {
    const corruption = fc
      .constantFrom(...CSV_COLUMNS)
      .chain((column) => fc.tuple(fc.constant(column), fc.constantFrom(...CORRUPTIONS[column])));
    fc.assert(
      fc.property(
        fc.array(validRow, { minLength: 1, maxLength: 15 }),
        fc.nat(),
        corruption,
        layout,
        (rows, at, [column, value], shape) => {
          const index = at % rows.length;
          const corrupted = rows.map((row, i) => (i === index ? { ...row, [column]: value } : row));
          const { checked } = check(csv(corrupted, shape));
          expect(checked?.ok === false && checked.errors.map((e) => [e.line, e.column])).toEqual([[index + 2, column]]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

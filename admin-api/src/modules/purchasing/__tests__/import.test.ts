import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ApiError } from '../../../core/api-errors';
import { members } from '../../../db/schema/accounts';
import { purchaseCategories, purchaseImports, suppliers } from '../../../db/schema/purchasing';
import { multipart, type Part } from '../../../test-support/multipart';
import { CONTRIBUTOR, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { IMPORT_FILE_MESSAGES } from '../file-kind';
import { type ImportSlice, importPurchaseFile } from '../service';

let t: TestApp;
let solna: number;
let aarhus: number;
let supplierId: number;
const SUPPLIER = 'TESTSUP';

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: members.id, name: members.name }).from(members);
  solna = rows.find((m) => m.name === 'Djurkliniken Solna')?.id ?? 0;
  aarhus = rows.find((m) => m.name === 'Dyreklinikken Aarhus')?.id ?? 0;
  const [supplier] = await t.db.insert(suppliers).values({ code: SUPPLIER, name: 'Test Supplier' }).returning();
  supplierId = supplier?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const HEADER =
  'member_number,invoice_date,article_number,product_name,category_code,quantity,list_unit_price,net_unit_price,rebate_amount,currency,on_agreement';

type Line = {
  member?: number;
  date?: string;
  quantity?: string;
  list?: string;
  net?: string;
  rebate?: string;
  currency?: string;
  on?: string;
  category?: string;
};

const line = (l: Line = {}) =>
  [
    l.member ?? solna,
    l.date ?? '2026-07-10',
    'ART-1',
    'Rabies vaccine',
    l.category ?? 'vaccines',
    l.quantity ?? '12',
    l.list ?? '96.00',
    l.net ?? '78.72',
    l.rebate ?? '0',
    l.currency ?? 'SEK',
    l.on ?? 'true',
  ].join(',');

const file = (...lines: string[]) => [HEADER, ...lines].join('\n') + '\n';

const good = () =>
  file(
    line(),
    line({
      member: aarhus,
      date: '2026-07-31',
      quantity: '3',
      list: '12',
      net: '10.5',
      rebate: '5',
      currency: 'DKK',
      on: 'no',
      category: 'diets',
    }),
  );

function importFile(csv: string, period = '2026-07', hooks = {}) {
  return importPurchaseFile(t.db, { supplier: SUPPLIER, period, fileName: 'test.csv', source: 'api' }, csv, hooks);
}

async function refusal(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).statusCode).toBe(400);
  return (error as ApiError).body;
}

type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as Rows<T>).rows;

/** Everything stored for the test supplier, to compare before and after. */
async function state() {
  return {
    imports: await query(
      sql`select id, period_start::text, line_count, net_amount from purchase_imports where supplier_id = ${supplierId} order by id`,
    ),
    lines: await query(
      sql`select import_id, member_id, invoice_date::text, quantity, net_amount from purchase_lines where supplier_id = ${supplierId} order by id`,
    ),
    rollup: await query(
      sql`select * from purchase_monthly where supplier_id = ${supplierId} order by member_id, month, category_id`,
    ),
  };
}

/** Rows where the rollup differs from the GROUP BY over the lines (either side missing included). */
async function rollupMismatches(): Promise<number> {
  const [row] = await query<{ n: number }>(sql`
    with g as (
      select member_id, date_trunc('month', invoice_date)::date as month, supplier_id, category_id, currency,
             count(*)::int as lines, sum(quantity) as quantity, sum(list_amount) as list_amount,
             sum(net_amount) as net_amount, sum(rebate_amount) as rebate_amount,
             coalesce(sum(net_amount) filter (where not on_agreement), 0) as off_net,
             coalesce(sum(list_amount) filter (where not on_agreement), 0) as off_list
        from purchase_lines group by 1, 2, 3, 4, 5)
    select count(*)::int as n
      from g full join purchase_monthly p using (member_id, month, supplier_id, category_id)
     where p.member_id is null or g.member_id is null or p.currency <> g.currency or p.lines <> g.lines
        or p.quantity <> g.quantity or p.list_amount <> g.list_amount or p.net_amount <> g.net_amount
        or p.rebate_amount <> g.rebate_amount or p.off_agreement_net <> g.off_net or p.off_agreement_list <> g.off_list`);
  return Number(row?.n);
}

async function clearSupplier() {
  await t.db.execute(sql`delete from purchase_imports where supplier_id = ${supplierId}`);
  await t.db.execute(sql`delete from purchase_monthly where supplier_id = ${supplierId}`);
}

beforeEach(clearSupplier);

describe('importPurchaseFile', () => {
  it('stores the lines, the rollup and the totals computed by the database', async () => {
    const result = await importFile(good());
    // 12 × 78.72 + 3 × 10.50; 12 × 96 + 3 × 12.
    expect(result).toMatchObject({
      supplier: { id: supplierId, code: SUPPLIER, name: 'Test Supplier' },
      periodStart: '2026-07-01',
      periodEnd: '2026-08-01',
      lines: 2,
      netAmount: '976.14',
      listAmount: '1188.00',
      rebateAmount: '5.00',
      replaced: false,
    });
    const { rollup } = await state();
    expect(rollup).toEqual([
      expect.objectContaining({
        member_id: solna,
        month: expect.anything(),
        currency: 'SEK',
        lines: 1,
        net_amount: '944.64',
        off_agreement_net: '0.00',
      }),
      expect.objectContaining({
        member_id: aarhus,
        currency: 'DKK',
        net_amount: '31.50',
        rebate_amount: '5.00',
        off_agreement_net: '31.50',
        off_agreement_list: '36.00',
      }),
    ]);
    expect(await rollupMismatches()).toBe(0);
  });

  it('passes arrays as one parameter each (sql.param), not spread', async () => {
    const [row] = await query<{ n: number; s: number }>(
      sql`select array_length(${sql.param([4, 5, 6])}::int[], 1) as n, (select sum(x)::int from unnest(${sql.param([4, 5, 6])}::int[]) x) as s`,
    );
    expect(row).toEqual({ n: 3, s: 15 });
  });

  it('reports bad rows with their line and reason, and writes nothing', async () => {
    await importFile(good());
    const before = await state();
    const body = await refusal(
      importFile(file(line(), line({ date: '2026-08-01' }), line({ member: 999_999 }), line({ currency: 'EUR' }))),
    );
    expect(body).toEqual({
      nonFieldErrors: ['The file has 3 invalid rows; nothing was imported.'],
      rows: [
        { line: 3, column: 'invoice_date', message: 'Date 2026-08-01 is outside the period 2026-07.' },
        { line: 4, column: 'member_number', message: 'Unknown member 999999.' },
        { line: 5, column: 'currency', message: "Currency EUR is not the member's currency (SEK)." },
      ],
      rowsTruncated: false,
    });
    expect(await state()).toEqual(before);
  });

  it('refuses a wrong or missing header at line 1', async () => {
    const wrong = await refusal(importFile(good().replace('quantity', 'qty')));
    expect(wrong.rows).toEqual([
      { line: 1, column: '', message: 'Unknown column "qty".' },
      { line: 1, column: '', message: 'Missing column "quantity".' },
    ]);
    expect(wrong.nonFieldErrors).toEqual(['The file cannot be read as a purchase file; nothing was imported.']);
    const missing = await refusal(importFile(`${line()}\n`));
    expect((missing.rows as { line: number }[]).every((r) => r.line === 1)).toBe(true);
    expect((await state()).imports).toEqual([]);
  });

  it('refuses an unknown supplier and a malformed period', async () => {
    expect(
      await refusal(
        importPurchaseFile(t.db, { supplier: 'NOPE', period: '2026-07', fileName: 'x', source: 'api' }, good()),
      ),
    ).toEqual({
      supplier: ['Unknown supplier "NOPE".'],
    });
    expect(await refusal(importFile(good(), '2026-7'))).toEqual({
      period: ['Enter a month (YYYY-MM) or a quarter (YYYY-Qn).'],
    });
  });

  it('replaces a period on re-import: the quarter replaces its months, nothing is counted twice', async () => {
    await importFile(good(), '2026-07');
    await importFile(file(line({ date: '2026-08-03' })), '2026-08');
    const quarter = await importFile(file(line({ date: '2026-09-01', quantity: '1' })), '2026-Q3');
    expect(quarter.replaced).toBe(true);
    const { imports, lines, rollup } = await state();
    expect(imports).toEqual([
      expect.objectContaining({ id: quarter.id, period_start: '2026-07-01', line_count: 1, net_amount: '78.72' }),
    ]);
    expect(lines).toHaveLength(1);
    expect(rollup).toHaveLength(1);
    expect(await rollupMismatches()).toBe(0);
  });

  it("replaces a quarter by one of its months: the quarter's other months leave the rollup too", async () => {
    await importFile(file(line({ date: '2026-08-03' }), line({ date: '2026-09-10' })), '2026-Q3');
    const month = await importFile(good(), '2026-07');
    expect(month.replaced).toBe(true);
    const months = await query<{ month: string }>(
      sql`select distinct month::text from purchase_monthly where supplier_id = ${supplierId} order by 1`,
    );
    expect(months.map((row) => row.month)).toEqual(['2026-07-01']);
    expect(await rollupMismatches()).toBe(0);
  });

  it('gives the same totals and rollup when the same file is imported twice', async () => {
    const first = await importFile(good());
    const rollup = (await state()).rollup;
    const second = await importFile(good());
    expect(second.id).not.toBe(first.id);
    expect(second.replaced).toBe(true);
    expect({ ...second, id: 0, replaced: false, importedAt: '' }).toEqual({ ...first, id: 0, importedAt: '' });
    expect((await state()).rollup).toEqual(rollup);
  });

  it('runs the hooks: inside the transaction (a failure there rolls all back), then after the commit', async () => {
    const slices: ImportSlice[] = [];
    await importFile(good(), '2026-07', {
      inTransaction: async (_tx: unknown, s: ImportSlice) => void slices.push(s),
      afterCommit: async (s: ImportSlice) => void slices.push(s),
    });
    const expected = {
      supplierId,
      periodStart: '2026-07-01',
      periodEnd: '2026-08-01',
      memberIds: [solna, aarhus].sort((a, b) => a - b),
    };
    expect(slices).toEqual([expected, expected]);
    const before = await state();
    await expect(
      importFile(file(line({ quantity: '99' })), '2026-07', {
        inTransaction: async () => {
          throw new Error('statement failed');
        },
      }),
    ).rejects.toThrow('statement failed');
    expect(await state()).toEqual(before);
  });

  it('keeps the rollup equal to the GROUP BY over the lines through any sequence of imports', async () => {
    const periods = ['2026-07', '2026-08', '2026-09', '2026-Q3'];
    const operation = fc.record({
      period: fc.constantFrom(...periods),
      lines: fc.array(
        fc.record({
          member: fc.constantFrom('solna', 'aarhus'),
          day: fc.integer({ min: 1, max: 28 }),
          quantity: fc.integer({ min: -5, max: 40 }).filter((q) => q !== 0),
          on: fc.boolean(),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      fails: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 5 }), async (operations) => {
        await clearSupplier();
        for (const op of operations) {
          const month = op.period.endsWith('Q3') ? '2026-08' : op.period;
          const csv = file(
            ...op.lines.map((l) =>
              line({
                member: l.member === 'solna' ? solna : aarhus,
                currency: l.member === 'solna' ? 'SEK' : 'DKK',
                date: `${month}-${String(l.day).padStart(2, '0')}`,
                quantity: String(l.quantity),
                on: String(l.on),
              }),
            ),
            ...(op.fails ? [line({ quantity: '0' })] : []),
          );
          const before = op.fails ? await state() : null;
          const outcome = await importFile(csv, op.period).then(
            () => 'ok',
            (e: unknown) => (e instanceof ApiError ? 'refused' : Promise.reject(e)),
          );
          expect(outcome).toBe(op.fails ? 'refused' : 'ok');
          if (before) expect(await state()).toEqual(before);
          expect(await rollupMismatches()).toBe(0);
          const [sums] = await query<{ imports: string; lines: string }>(sql`
            select (select coalesce(sum(net_amount), 0) from purchase_imports where supplier_id = ${supplierId})::text as imports,
                   (select coalesce(sum(net_amount), 0) from purchase_lines where supplier_id = ${supplierId})::text as lines`);
          expect(Number(sums?.imports)).toBeCloseTo(Number(sums?.lines), 2);
        }
      }),
      { numRuns: 12 },
    );
  });
});

// ---- The endpoints ----

const upload = (parts: Part[], as?: string) =>
  t.call({ method: 'POST', url: '/api/v1/purchase-imports/', ...(as ? { as } : {}), ...multipart(parts) });
const csvPart = (csv: string, filename = 'TESTSUP_2026-07.csv'): Part => ({
  name: 'file',
  filename,
  contentType: 'text/csv',
  data: Buffer.from(csv),
});
const parts = (csv: string, period = '2026-07'): Part[] => [
  { name: 'supplier', value: SUPPLIER },
  { name: 'period', value: period },
  csvPart(csv),
];

describe('POST purchase-imports/', () => {
  it('imports a file for staff (201) and records who did', async () => {
    const response = await upload(parts(good()), STAFF);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      lines: 2,
      netAmount: '976.14',
      replaced: false,
      periodStart: '2026-07-01',
    });
    const [row] = await t.db.select().from(purchaseImports).where(eq(purchaseImports.id, response.json().id));
    expect(row).toMatchObject({ source: 'api', importedById: await t.userId(STAFF), fileName: 'TESTSUP_2026-07.csv' });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the supplier by id too', async () => {
    const response = await upload(
      [{ name: 'supplier', value: String(supplierId) }, { name: 'period', value: '2026-07' }, csvPart(good())],
      STAFF,
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers bad rows with their lines, and nothing is stored', async () => {
    const response = await upload(parts(file(line(), line({ quantity: '1.2345' }))), STAFF);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      nonFieldErrors: ['The file has 1 invalid row; nothing was imported.'],
      rows: [{ line: 3, column: 'quantity', message: 'At most 3 decimal places.' }],
      rowsTruncated: false,
    });
    expect((await state()).imports).toEqual([]);
  });

  it('says a workbook, a PDF or another binary renamed to .csv is one, and refuses a file not in UTF-8', async () => {
    const refusal = (code: string) => ({
      nonFieldErrors: ['The file cannot be read as a purchase file; nothing was imported.'],
      rows: [{ line: 1, column: '', message: expect.stringMatching(/CSV/), code }],
      rowsTruncated: false,
    });
    const send = (data: Buffer) =>
      upload(
        [
          { name: 'supplier', value: SUPPLIER },
          { name: 'period', value: '2026-07' },
          { ...csvPart(''), data },
        ],
        STAFF,
      );
    const cases: [Buffer, string][] = [
      [Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'), Buffer.alloc(40, 7)]), 'file_is_workbook'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'file_is_workbook'],
      [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1'), 'file_is_pdf'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'file_not_text'],
      [Buffer.from(good().replace('Rabies vaccine', 'Vaccin för hund'), 'latin1'), 'file_not_utf8'],
    ];
    for (const [data, code] of cases) {
      const response = await send(data);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(code));
    }
    expect((await state()).imports).toEqual([]);
  });

  it("says so in the English text the portal's translations start from", async () => {
    const english = JSON.parse(
      await readFile(path.join(__dirname, '../../../../../locales/en/purchasing.json'), 'utf8'),
    );
    expect(english.importFile).toEqual(IMPORT_FILE_MESSAGES);
  });

  it('answers every missing part at once, and the field errors of supplier and period', async () => {
    const none = await upload([{ name: 'other', value: 'x' }], STAFF);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      file: ['No file was submitted.'],
      supplier: ['This field is required.'],
      period: ['This field is required.'],
    });
    const bad = await upload(
      [{ name: 'supplier', value: 'NOPE' }, { name: 'period', value: '2026-07' }, csvPart(good())],
      STAFF,
    );
    expect(bad.json()).toEqual({ supplier: ['Unknown supplier "NOPE".'] });
    const period = await upload(parts(good(), 'July'), STAFF);
    expect(period.json()).toEqual({ period: ['Enter a month (YYYY-MM) or a quarter (YYYY-Qn).'] });
  });

  it('is for staff only: 403 for a member, 401 without a token, 415 for JSON', async () => {
    expect((await upload(parts(good()), OWNER)).statusCode).toBe(403);
    expect((await upload(parts(good()))).statusCode).toBe(401);
    const json = await t.call({
      method: 'POST',
      url: '/api/v1/purchase-imports/',
      as: STAFF,
      payload: { supplier: SUPPLIER },
    });
    expect(json.statusCode).toBe(415);
    expect((await state()).imports).toEqual([]);
  });
});

describe('GET purchase-imports/, suppliers/, purchase-categories/', () => {
  it('lists the imports newest first for staff, paged, filtered by supplier', async () => {
    await upload(parts(good(), '2026-07'), STAFF);
    await upload(parts(file(line({ date: '2026-08-02' })), '2026-08'), STAFF);
    const response = await t.call({ url: `/api/v1/purchase-imports/?supplier=${SUPPLIER}&page_size=1`, as: STAFF });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.next).toContain('page=2');
    expect(body.results[0]).toMatchObject({
      periodStart: '2026-08-01',
      source: 'api',
      importedBy: { name: 'Stella Staff' },
      supplier: { code: SUPPLIER },
    });
    const all = await t.call({ url: '/api/v1/purchase-imports/', as: STAFF });
    expect(all.json().count).toBeGreaterThan(1000);
    expect((await t.call({ url: '/api/v1/purchase-imports/?supplier=NOPE', as: STAFF })).statusCode).toBe(400);
    expect((await t.call({ url: '/api/v1/purchase-imports/', as: OWNER })).statusCode).toBe(403);
    expect((await t.call({ url: '/api/v1/purchase-imports/' })).statusCode).toBe(401);
  });

  it("lists the suppliers serving the user's country; staff see all", async () => {
    const codes = async (as: string) =>
      ((await t.call({ url: '/api/v1/suppliers/', as })).json() as { code: string }[]).map((s) => s.code);
    const staff = await codes(STAFF);
    const sweden = await codes(OWNER);
    const denmark = await codes(CONTRIBUTOR);
    expect(staff).toHaveLength(31);
    expect(sweden).toContain('NORDVAX');
    expect(denmark).not.toContain('NORDVAX');
    expect(denmark).toContain('VAXIMMUNE');
    expect((await t.call({ url: '/api/v1/suppliers/' })).statusCode).toBe(401);
    const [first] = (await t.call({ url: '/api/v1/suppliers/', as: OWNER })).json();
    expect(Object.keys(first).sort()).toEqual(['code', 'countryCode', 'hasAgreement', 'id', 'name']);
  });

  it('lists the categories in order', async () => {
    const response = await t.call({ url: '/api/v1/purchase-categories/', as: CONTRIBUTOR });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { code: string; agreementDiscountPercent: number }[];
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual(expect.objectContaining({ code: 'vaccines', agreementDiscountPercent: 18, position: 0 }));
    const stored = await t.db.select().from(purchaseCategories);
    expect(stored).toHaveLength(10);
  });
});

// ---- The command ----

describe('import:purchases', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vetnet-import-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // Loaded here: the command module reads its arguments only when run directly.
  const command = () => import('../../../../tools/import-purchases');

  function output() {
    const lines: string[] = [];
    return { lines, out: { log: (l: string) => void lines.push(l), error: (l: string) => void lines.push(`! ${l}`) } };
  }

  it('reads the supplier and period from the file name', async () => {
    const { targetOf, formatAmount } = await command();
    expect(targetOf('/x/VAXIMMUNE_2026-Q3.csv')).toEqual({
      file: '/x/VAXIMMUNE_2026-Q3.csv',
      supplier: 'VAXIMMUNE',
      period: '2026-Q3',
    });
    expect(targetOf('MY_SUP_2026-09.csv')).toMatchObject({ supplier: 'MY_SUP', period: '2026-09' });
    expect(targetOf('sales.csv')).toBeNull();
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-976.14')).toBe('-976.14');
  });

  it('imports the files, prints a line per file and the row errors with file:line, exit 1 when one failed', async () => {
    const { importFiles } = await command();
    const goodFile = path.join(dir, `${SUPPLIER}_2026-07.csv`);
    const bad = path.join(dir, `${SUPPLIER}_2026-08.csv`);
    await writeFile(goodFile, good());
    await writeFile(bad, file(line({ date: '2026-08-02' }), line({ date: '2026-07-02' })));
    const { lines, out } = output();
    const targets = [goodFile, bad].map((f) => ({
      file: f,
      supplier: SUPPLIER,
      period: path.basename(f).slice(8, 15),
    }));
    expect(await importFiles(t.db, targets, out)).toBe(1);
    expect(lines).toEqual([
      `${goodFile}: 2 lines, 976.14 net`,
      `! ${bad}:3: invoice_date: Date 2026-07-02 is outside the period 2026-08.`,
      `! ${bad}: The file has 1 invalid row; nothing was imported.`,
    ]);
    const again = output();
    expect(await importFiles(t.db, targets.slice(0, 1), again.out)).toBe(0);
    expect(again.lines).toEqual([`${goodFile}: 2 lines, 976.14 net, replaced`]);
  });

  it('imports the example file into the demo data', async () => {
    const { importFiles } = await command();
    const example = path.join(__dirname, '../../../../tools/examples/VAXIMMUNE_2026-Q3.csv');
    const { lines, out } = output();
    expect(await importFiles(t.db, [{ file: example, supplier: 'VAXIMMUNE', period: '2026-Q3' }], out)).toBe(0);
    expect(lines[0]).toMatch(/VAXIMMUNE_2026-Q3\.csv: 9 lines, [\d,]+\.\d\d net/);
  });

  it('refuses an embedded database the API holds, and names the endpoint', async () => {
    const { main } = await command();
    const dataDir = path.join(dir, 'locked');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'pglite.pid'), String(process.ppid));
    const { lines, out } = output();
    expect(await main([`${SUPPLIER}_2026-07.csv`], { DATA_DIR: dataDir }, out)).toBe(1);
    expect(lines.join('\n')).toMatch(/in use by process \d+ .*POST \/api\/v1\/purchase-imports\//);
  });

  it('runs end to end on a fresh data directory (usage errors, then a refused file)', async () => {
    const { main } = await command();
    const usage = output();
    expect(await main([], {}, usage.out)).toBe(1);
    expect(usage.lines[0]).toMatch(/^! Usage/);
    const unnamed = output();
    expect(await main(['sales.csv'], {}, unnamed.out)).toBe(1);
    expect(unnamed.lines[0]).toMatch(/Cannot tell the supplier and period of sales\.csv/);
    const csv = path.join(dir, 'sales.csv');
    await writeFile(csv, good());
    const { lines, out } = output();
    const dataDir = path.join(dir, 'fresh');
    expect(
      await main(
        ['--supplier', 'VAXIMMUNE', '--period', '2026-07', csv],
        { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        out,
      ),
    ).toBe(1);
    // A migrated but empty database: the supplier does not exist.
    expect(lines).toEqual([`! ${csv}: supplier: Unknown supplier "VAXIMMUNE".`]);
  }, 60_000);
});

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { CUSTOMER_ORDERINGS, type Customer, CUSTOMERS_PAGE_SIZE } from '../../../contract/settings';
import { members, users } from '../../../db/schema/accounts';
import { customers } from '../../../db/schema/settings';
import { voiceOf } from '../../../i18n/translate';
import { USER_ROLE } from '../../../rules/levels';
import { createTestApp, ENGAGED, OWNER, SHARED, STAFF, type TestApp } from '../../../test-support/test-app';
import { customersWorkbook } from '../export';

const PATH = '/api/v1/costumers/';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** In the Swedish owner's language (issue 24). */
const HEADERS = [
  'Förnamn',
  'Efternamn',
  'E-post',
  'Telefon',
  'Djur',
  'Med sedan',
  'Senaste besök',
  'Poäng',
  'Samtycke till marknadsföring',
];
// Göteborg's own users the seed has not: an active viewer, and a shared owner account.
const ENGAGED_VIEWER = 'viewer.goteborg@vetnet.example';
const ENGAGED_SHARED = 'reception.goteborg@vetnet.example';

type Page = { count: number; next: string | null; previous: string | null; results: Customer[] };

let t: TestApp;
let goteborg: number;
let hq: number;

async function memberId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, name));
  if (!row) throw new Error(`no member ${name}`);
  return row.id;
}

async function addGoteborgUser(email: string, change: { role: number; isShared: boolean }): Promise<void> {
  const [engaged] = await t.db.select().from(users).where(eq(users.email, ENGAGED));
  const { id: _id, ...rest } = engaged!;
  await t.db.insert(users).values({ ...rest, ...change, email });
}

beforeAll(async () => {
  t = await createTestApp();
  goteborg = await memberId('Smådjursklinik Göteborg');
  hq = await memberId('Vetnet HQ');
  await addGoteborgUser(ENGAGED_VIEWER, { role: USER_ROLE.viewer, isShared: false });
  await addGoteborgUser(ENGAGED_SHARED, { role: USER_ROLE.owner, isShared: true });
});
afterAll(async () => {
  await t.close();
});

async function page(query: string, as = ENGAGED): Promise<Page> {
  const response = await t.call({ url: `${PATH}${query}`, as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every row of a listing, following `next` from page to page. */
async function everyRow(query: string, as = ENGAGED): Promise<Customer[]> {
  const rows: Customer[] = [];
  let current: Page = await page(`?page_size=100&${query}`, as);
  rows.push(...current.results);
  while (current.next) {
    const next = new URL(current.next);
    current = await page(next.search, as);
    rows.push(...current.results);
  }
  return rows;
}

/** Customers a test adds to Göteborg, removed again after it. */
async function withCustomers(rows: Partial<typeof customers.$inferInsert>[], run: () => Promise<void>) {
  const added = await t.db
    .insert(customers)
    .values(
      rows.map((row) => ({
        memberId: goteborg,
        firstName: 'Test',
        lastName: 'Person',
        enrolledOn: '2026-01-05',
        ...row,
      })),
    )
    .returning({ id: customers.id });
  try {
    await run();
  } finally {
    await t.db.delete(customers).where(
      inArray(
        customers.id,
        added.map((row) => row.id),
      ),
    );
  }
}

describe('GET costumers/', () => {
  it('pages the clinic’s 120 customers by 25, and takes page_size as elsewhere', async () => {
    const first = await page('');
    expect(first.count).toBe(120);
    expect(first.results).toHaveLength(CUSTOMERS_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/v1/costumers/?page=2');
    const last = await page('?page=5');
    expect(last.results).toHaveLength(20);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('http://localhost/api/v1/costumers/?page=4');
    const past = await t.call({ url: `${PATH}?page=6`, as: ENGAGED });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    const big = await page('?page_size=50&page=3');
    expect(big.results).toHaveLength(20);
    const ids = new Set((await everyRow('')).map((row) => row.id));
    expect(ids.size).toBe(120);
  });

  it('answers each customer in the contract’s shape', async () => {
    const [row] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.memberId, goteborg), eq(customers.lastName, 'Lindqvist')));
    const { results } = await page('?search=Lindqvist');
    expect(results).toEqual([
      {
        id: row!.id,
        firstName: 'Astrid',
        lastName: 'Lindqvist',
        email: row!.email,
        phoneNumber: row!.phoneNumber,
        petCount: row!.petCount,
        enrolledOn: row!.enrolledOn,
        lastVisitOn: row!.lastVisitOn,
        points: row!.points,
        marketingConsent: row!.marketingConsent,
      },
    ]);
    expect(row!.enrolledOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('searches the name, the whole name, the e-mail and the phone number, in any letter case', async () => {
    const names = async (search: string) =>
      (await everyRow(`search=${encodeURIComponent(search)}`)).map((row) => `${row.firstName} ${row.lastName}`);
    expect(await names('astrid')).toEqual(['Astrid Lindqvist']);
    expect(await names('LINDQVIST')).toEqual(['Astrid Lindqvist']);
    expect(await names('  Astrid Lindqvist ')).toEqual(['Astrid Lindqvist']);
    // Every word, in any field and any order: the name as a list writes it, last name first.
    expect(await names('Lindqvist Astrid')).toEqual(['Astrid Lindqvist']);
    expect(await names('lindqvist  ASTRID')).toEqual(['Astrid Lindqvist']);
    expect(await names('Astrid Nobody')).toEqual([]);
    expect(await names('astrid.lindqvist@')).toEqual(['Astrid Lindqvist']);
    const [astrid] = await t.db.select().from(customers).where(eq(customers.lastName, 'Lindqvist'));
    expect(await names(astrid!.phoneNumber)).toContain('Astrid Lindqvist');
    expect(await names('nobody like this')).toEqual([]);
    // Case-insensitive beyond ASCII: "Jönsson" is found as typed in capitals.
    const jonsson = await names('JÖNSSON');
    expect(jonsson.length).toBeGreaterThan(0);
    expect(jonsson.every((name) => name.endsWith(' Jönsson'))).toBe(true);
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    await withCustomers(
      [
        { lastName: 'Under_Score', email: 'under_score@mail.example' },
        { lastName: 'UnderXScore', email: 'underxscore@mail.example' },
        { lastName: 'Hundra%', email: 'hundra@mail.example' },
      ],
      async () => {
        const lastNames = async (search: string) =>
          (await everyRow(`search=${encodeURIComponent(search)}`)).map((row) => row.lastName).sort();
        expect(await lastNames('Under_')).toEqual(['Under_Score']);
        expect(await lastNames('under')).toEqual(['UnderXScore', 'Under_Score'].sort());
        expect(await lastNames('%')).toEqual(['Hundra%']);
        expect(await lastNames('a%')).toEqual(['Hundra%']);
        expect(await lastNames('\\')).toEqual([]);
      },
    );
  });

  describe('ordering', () => {
    const dated = ['enrolledOn', 'lastVisitOn', 'points'] as const;

    /** Ascending or descending by the field, customers without a value last either way, ties by id. */
    function expectedOrder(rows: readonly Customer[], field: (typeof dated)[number], descending: boolean): number[] {
      return [...rows]
        .sort((a, b) => {
          const x = a[field];
          const y = b[field];
          if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
          const order = x < y ? -1 : x > y ? 1 : 0;
          return (descending ? -order : order) || a.id - b.id;
        })
        .map((row) => row.id);
    }

    it.each(dated.flatMap((field) => [field, `-${field}`]))('sorts by %s, ties by id', async (ordering) => {
      const rows = await everyRow(`ordering=${ordering}`);
      expect(rows).toHaveLength(120);
      const field = ordering.replace('-', '') as (typeof dated)[number];
      expect(rows.map((row) => row.id)).toEqual(expectedOrder(rows, field, ordering.startsWith('-')));
      // The seed has customers who never visited, and points and dates that tie.
      if (field === 'lastVisitOn') expect(rows.at(-1)?.lastVisitOn).toBeNull();
    });

    it('sorts by last name, then first name (the database’s collation), by default and as asked', async () => {
      const sortedBy = async (direction: typeof asc) =>
        (
          await t.db
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.memberId, goteborg))
            .orderBy(direction(customers.lastName), direction(customers.firstName), asc(customers.id))
        ).map((row) => row.id);
      const ascending = await sortedBy(asc);
      expect((await everyRow('')).map((row) => row.id)).toEqual(ascending);
      expect((await everyRow('ordering=lastName')).map((row) => row.id)).toEqual(ascending);
      expect((await everyRow('ordering=-lastName')).map((row) => row.id)).toEqual(await sortedBy(desc));
    });

    it('covers every ordering of the contract', () => {
      expect([...CUSTOMER_ORDERINGS].sort()).toEqual([...dated, 'lastName'].sort());
    });

    it.each(['firstName', 'email', '-', '--points', 'points,lastName'])(
      'refuses ordering=%s with 400',
      async (value) => {
        const response = await t.call({ url: `${PATH}?ordering=${encodeURIComponent(value)}`, as: ENGAGED });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          ordering: [`Select a valid choice. ${value} is not one of the available choices.`],
        });
      },
    );
  });

  describe('who may', () => {
    it.each([
      ['the owner of a clinic that is not b-engaged', OWNER],
      ['a viewer of the b-engaged clinic', ENGAGED_VIEWER],
      ['a shared account of the b-engaged clinic', ENGAGED_SHARED],
      ['a shared account elsewhere', SHARED],
    ])('refuses %s (403), for the list and the export', async (_who, email) => {
      const list = await t.call({ url: PATH, as: email });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ detail: expect.any(String) });
      const exported = await t.call({ method: 'POST', url: PATH, as: email, payload: {} });
      expect(exported.statusCode).toBe(403);
    });

    it('refuses a caller without a token (401)', async () => {
      expect((await t.call({ url: PATH })).statusCode).toBe(401);
      expect((await t.call({ method: 'POST', url: PATH, payload: {} })).statusCode).toBe(401);
    });

    it('lets staff pick a member, and ignores the choice of anyone else', async () => {
      expect((await page('', STAFF)).count).toBe(30);
      expect((await page(`?member=${goteborg}`, STAFF)).count).toBe(120);
      expect((await page(`?member=${goteborg}&search=astrid`, STAFF)).count).toBe(1);
      expect((await page(`?member=${await memberId('Djurkliniken Solna')}`, STAFF)).count).toBe(0);
      expect((await page(`?member=${hq}`, ENGAGED)).count).toBe(120);
      for (const member of ['999', 'x']) {
        const unknown = await t.call({ url: `${PATH}?member=${member}`, as: STAFF });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toEqual({
          member: ['Select a valid choice. That choice is not one of the available choices.'],
        });
      }
    });
  });
});

/** The workbook's first sheet as rows of values (shared strings resolved) and each cell's number format. */
function readWorkbook(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const xml = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`the workbook has no ${name}`);
    return strFromU8(file);
  };
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const strings = [...xml('xl/sharedStrings.xml').matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map((m) =>
    unescape(m[1] ?? ''),
  );
  const styles = xml('xl/styles.xml');
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const xfs = [...(styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? '').matchAll(/<xf([^>]*)>/g)].map(
    (m) => formats.get(m[1]?.match(/numFmtId="(\d+)"/)?.[1] ?? '') ?? null,
  );
  const sheet = xml('xl/worksheets/sheet1.xml');
  type Value = string | number | boolean | null;
  const rows: Value[][] = [];
  const rowFormats: (string | null)[][] = [];
  for (const [, cells] of sheet.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)) {
    const values: Value[] = Array<Value>(HEADERS.length).fill(null);
    const cellFormats: (string | null)[] = Array<string | null>(HEADERS.length).fill(null);
    for (const [, column, attributes, raw] of (cells ?? '').matchAll(
      /<c r="([A-Z])\d+"([^>]*)>(?:<v>([^<]*)<\/v>)?<\/c>/g,
    )) {
      const index = (column ?? 'A').charCodeAt(0) - 65;
      const type = attributes?.match(/t="(\w+)"/)?.[1];
      const style = attributes?.match(/s="(\d+)"/)?.[1];
      values[index] = type === 's' ? (strings[Number(raw)] ?? null) : type === 'b' ? raw === '1' : Number(raw);
      cellFormats[index] = style === undefined ? null : (xfs[Number(style)] ?? null);
    }
    rows.push(values);
    rowFormats.push(cellFormats);
  }
  return { rows, formats: rowFormats, sheet };
}

/** Excel's day number of a `YYYY-MM-DD` date (days since 1899-12-30). */
const excelDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 25_569;

const exportOf = (payload: object, as = ENGAGED, query = '') =>
  t.call({ method: 'POST', url: `${PATH}${query}`, as, payload });

describe('POST costumers/ (the export)', () => {
  it('answers an .xlsx attachment named customers.xlsx', async () => {
    const response = await exportOf({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customers\.xlsx"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const { rows } = readWorkbook(response.rawPayload);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(121);
  });

  it('names the columns in the reader’s language: German, Danish', async () => {
    expect(readWorkbook(await customersWorkbook([], voiceOf('de'))).rows[0]).toEqual([
      'Vorname',
      'Nachname',
      'E-Mail',
      'Telefon',
      'Tiere',
      'Dabei seit',
      'Letzter Besuch',
      'Punkte',
      'Einwilligung zu Werbung',
    ]);
    expect(readWorkbook(await customersWorkbook([], voiceOf('da'))).rows[0]?.slice(0, 2)).toEqual([
      'Fornavn',
      'Efternavn',
    ]);
  });

  it('holds the header row and the filtered rows only, dates as date cells and numbers as numbers', async () => {
    const response = await exportOf({ search: 'lindqvist' });
    const { rows, formats } = readWorkbook(response.rawPayload);
    const [astrid] = await t.db.select().from(customers).where(eq(customers.lastName, 'Lindqvist'));
    expect(rows).toEqual([
      HEADERS,
      [
        'Astrid',
        'Lindqvist',
        astrid!.email || null,
        astrid!.phoneNumber,
        astrid!.petCount,
        excelDay(astrid!.enrolledOn),
        astrid!.lastVisitOn === null ? null : excelDay(astrid!.lastVisitOn),
        astrid!.points,
        astrid!.marketingConsent,
      ],
    ]);
    expect(formats[1]?.[5]).toBe('yyyy-mm-dd');
    if (astrid!.lastVisitOn !== null) expect(formats[1]?.[6]).toBe('yyyy-mm-dd');
  });

  it('applies the ordering, and refuses an unknown one', async () => {
    const { rows } = readWorkbook((await exportOf({ ordering: '-points' })).rawPayload);
    const points = rows.slice(1).map((row) => row[7] as number);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const listed = await everyRow('ordering=-points');
    expect(rows.slice(1).map((row) => `${row[0]} ${row[1]}`)).toEqual(
      listed.map((row) => `${row.firstName} ${row.lastName}`),
    );
    const bad = await exportOf({ ordering: 'name' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ordering: ['Select a valid choice. name is not one of the available choices.'] });
    const notText = await exportOf({ search: 5 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toEqual({ search: ['Not a valid string.'] });
  });

  it('exports the member staff pick', async () => {
    const { rows } = readWorkbook((await exportOf({}, STAFF, `?member=${goteborg}`)).rawPayload);
    expect(rows).toHaveLength(121);
    expect(readWorkbook((await exportOf({}, STAFF)).rawPayload).rows).toHaveLength(31);
  });

  it('keeps a cell that starts with = + - or @ as text, never a formula', async () => {
    const typed = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3+4', '@SUM(A1)'];
    await withCustomers(
      [{ firstName: typed[0], lastName: 'Formulasson', email: typed[3], phoneNumber: typed[2], points: 7 }],
      async () => {
        await withCustomers([{ firstName: typed[1], lastName: 'Formulasson' }], async () => {
          const { rows, sheet } = readWorkbook((await exportOf({ search: 'formulasson' })).rawPayload);
          expect(sheet).not.toContain('<f>');
          expect(rows.slice(1).map((row) => [row[0], row[2], row[3]])).toEqual(
            expect.arrayContaining([
              [typed[0], typed[3], typed[2]],
              [typed[1], null, null],
            ]),
          );
        });
      },
    );
  });
});

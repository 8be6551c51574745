// Each spend-and-savings series against figures added up by hand from the fixture's rollup rows
// (test-support/purchasing-fixture.ts lists them with their savings). "Today" is 2026-08-15: the year
// runs January–August 2026, the last completed quarter is 2026-Q2.
import { eq, inArray } from 'drizzle-orm';
import { members } from '../../../../db/schema/accounts';
import { purchaseLines, purchaseMonthly, suppliers } from '../../../../db/schema/purchasing';
import {
  FIXTURE_LAST_IMPORT,
  FIXTURE_OWNER,
  FIXTURE_TODAY,
  createPurchasingTestApp,
  type PurchasingFixture,
} from '../../../../test-support/purchasing-fixture';
import { STAFF, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let f: PurchasingFixture;

beforeAll(async () => {
  ({ t, f } = await createPurchasingTestApp());
});
afterAll(async () => {
  await t.close();
});

async function series(path: string, as = FIXTURE_OWNER) {
  const response = await t.call({ url: `/api/v1/amadeo/${path}`, as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const alfa = () => ({ id: f.supplierIds.alfa, code: 'FIX-ALFA', name: 'Alfa Vet' });
const beta = () => ({ id: f.supplierIds.beta, code: 'FIX-BETA', name: 'Beta Supply' });
const vaccines = () => ({ id: f.categoryIds.vaccines, code: 'FIX-VAC', name: 'Fixture vaccines' });
const diets = () => ({ id: f.categoryIds.diets, code: 'FIX-DIE', name: 'Fixture diets' });
const zeros = {
  spend: '0.00',
  savings: '0.00',
  previousSpend: '0.00',
  previousSavings: '0.00',
  lastYearSpend: '0.00',
  lastYearSavings: '0.00',
};

describe('spend-and-savings-sum-for-current-year', () => {
  it('sums January to August 2026 and the same months of 2025', async () => {
    expect(await series('spend-and-savings-sum-for-current-year/current/')).toEqual({
      memberId: f.memberId,
      year: 2026,
      currency: 'SEK',
      // net 1200 + 600 + 720 + 2000 + 280 + 900 − 90 + 820 + 200
      spend: '6630.00',
      // list 1500 + 600 + 800 + 2500 + 300 + 1000 − 100 + 1000 + 200 = 7800; 7800 − 6630 + 150
      savings: '1320.00',
      listAmount: '7800.00',
      rebates: '150.00',
      // 1320 / 7800 = 16.92 %
      savingsPercent: 16.9,
      // Jan–Aug 2025: net 800 + 450 + 900 + 400; savings 200 + 50 + 100 + 0
      previousYearToDate: { spend: '2550.00', savings: '350.00' },
      dataAsOf: '2026-08-10',
    });
  });

  it('moves with the clock: at 2026-02-10 the year holds January and February only', async () => {
    t.clock.set(new Date('2026-02-10T12:00:00Z'));
    try {
      const answer = await series(`spend-and-savings-sum-for-current-year/${f.memberId}/`);
      // 2026: 1200 + 600; 2025 Jan–Feb: 800 + 450
      expect(answer).toMatchObject({ spend: '1800.00', previousYearToDate: { spend: '1250.00', savings: '250.00' } });
    } finally {
      t.clock.set(FIXTURE_TODAY);
    }
  });
});

describe('spend-per-category-for-current-year', () => {
  it('groups 2026 by category, by spend, with shares of the total', async () => {
    expect(await series('spend-per-category-for-current-year/current/')).toEqual({
      year: 2026,
      currency: 'SEK',
      total: '6630.00',
      results: [
        // 1200 + 600 + 2000 + 820 + 200; savings 300 + 0 + 650 + 180 + 0; 4820 / 6630
        { category: vaccines(), spend: '4820.00', savings: '1130.00', share: 0.727 },
        // 720 + 280 + 900 − 90; savings 80 + 20 + 100 − 10; 1810 / 6630
        { category: diets(), spend: '1810.00', savings: '190.00', share: 0.273 },
      ],
    });
  });
});

describe('supplier-spend-usage-for-last-quarter', () => {
  it('groups 2026-Q2 by supplier with the share bought under the agreement', async () => {
    expect(await series('supplier-spend-usage-for-last-quarter/current/')).toEqual({
      year: 2026,
      quarter: 2,
      currency: 'SEK',
      total: '3090.00',
      results: [
        // 2000 + 900; savings 650 + 100; off agreement 90, so 2810 / 2900 under it; 2900 / 3090
        { supplier: alfa(), spend: '2900.00', savings: '750.00', share: 0.9385, onAgreementShare: 0.969 },
        // 280 − 90 (a credit note); savings 20 − 10; all off agreement; 190 / 3090
        { supplier: beta(), spend: '190.00', savings: '10.00', share: 0.0615, onAgreementShare: 0 },
      ],
    });
  });
});

describe('top-five-suppliers-with-most-spend-for-current-year', () => {
  it('ranks 2026 suppliers by spend; nothing is left for others with two', async () => {
    expect(await series('top-five-suppliers-with-most-spend-for-current-year/current/')).toEqual({
      year: 2026,
      currency: 'SEK',
      total: '6630.00',
      others: { spend: '0.00', savings: '0.00' },
      results: [
        // 1200 + 720 + 2000 + 900 + 820; savings 300 + 80 + 650 + 100 + 180
        { rank: 1, supplier: alfa(), spend: '5640.00', savings: '1310.00', share: 0.8507 },
        // 600 + 280 − 90 + 200; savings 0 + 20 − 10 + 0
        { rank: 2, supplier: beta(), spend: '990.00', savings: '10.00', share: 0.1493 },
      ],
    });
  });
});

describe('top five among seven suppliers', () => {
  it('keeps five, ranks ties alike, and sums the rest as others', async () => {
    const [member] = await t.db
      .insert(members)
      .values({
        name: 'Fixture Seven Suppliers',
        countryId: (await t.db.select().from(members).where(eq(members.id, f.memberId)))[0]!.countryId,
      })
      .returning({ id: members.id });
    const spends = [700, 600, 500, 500, 300, 200, 100];
    const rows = await t.db
      .insert(suppliers)
      .values(spends.map((_, n) => ({ code: `FIX-S${n}`, name: `Supplier ${n}` })))
      .returning({ id: suppliers.id, code: suppliers.code, name: suppliers.name });
    // each bought in March 2026 at its list price minus 10, so 10 saved per supplier
    await t.db.insert(purchaseMonthly).values(
      spends.map((spend, n) => ({
        memberId: member!.id,
        month: '2026-03-01',
        supplierId: rows[n]!.id,
        categoryId: f.categoryIds.diets,
        currency: 'SEK',
        listAmount: String(spend + 10),
        netAmount: String(spend),
      })),
    );
    const answer = await series(`top-five-suppliers-with-most-spend-for-current-year/${member!.id}/`, STAFF);
    // 700 + 600 + 500 + 500 + 300 + 200 + 100 = 2900; others 200 + 100, saving 10 each
    expect(answer.total).toBe('2900.00');
    expect(answer.others).toEqual({ spend: '300.00', savings: '20.00' });
    expect(answer.results).toEqual([
      { rank: 1, supplier: rows[0], spend: '700.00', savings: '10.00', share: 0.2414 },
      { rank: 2, supplier: rows[1], spend: '600.00', savings: '10.00', share: 0.2069 },
      { rank: 3, supplier: rows[2], spend: '500.00', savings: '10.00', share: 0.1724 },
      { rank: 3, supplier: rows[3], spend: '500.00', savings: '10.00', share: 0.1724 },
      { rank: 5, supplier: rows[4], spend: '300.00', savings: '10.00', share: 0.1034 },
    ]);
  });
});

describe('spend-and-savings-sum-for-last-six-quarters', () => {
  it('answers 2025-Q1 to 2026-Q2, empty quarters as 0, with the change from the quarter before', async () => {
    expect(await series('spend-and-savings-sum-for-last-six-quarters/current/')).toEqual({
      currency: 'SEK',
      results: [
        // 800 + 450; savings 200 + 50 of list 1500; change from 2024-Q4's 1600: −350 / 1600 = −21.875 %
        { year: 2025, quarter: 1, spend: '1250.00', savings: '250.00', savingsPercent: 16.7, changePercent: -21.9 },
        { year: 2025, quarter: 2, spend: '0.00', savings: '0.00', savingsPercent: null, changePercent: -100 },
        // 900 + 400; savings 100 of list 1400; no change from nothing
        { year: 2025, quarter: 3, spend: '1300.00', savings: '100.00', savingsPercent: 7.1, changePercent: null },
        // savings 700 of list 3000; 1100 / 1300 = 84.6 %
        { year: 2025, quarter: 4, spend: '2400.00', savings: '700.00', savingsPercent: 23.3, changePercent: 84.6 },
        // 1200 + 600 + 720; savings 300 + 0 + 80 of list 2900; 120 / 2400
        { year: 2026, quarter: 1, spend: '2520.00', savings: '380.00', savingsPercent: 13.1, changePercent: 5 },
        // 2000 + 280 + 900 − 90; savings 650 + 20 + 100 − 10 of list 3700; 570 / 2520 = 22.62 %
        { year: 2026, quarter: 2, spend: '3090.00', savings: '760.00', savingsPercent: 20.5, changePercent: 22.6 },
      ],
    });
  });
});

describe('the six quarters, the member’s first among them', () => {
  it('marks the quarter its data begins within partial, with the days it covers', async () => {
    // At 2025-05-15 the six quarters are 2024-Q1 to 2025-Q1; the data begins in November 2024.
    t.clock.set(new Date('2025-05-15T12:00:00Z'));
    try {
      const answer = await series('spend-and-savings-sum-for-last-six-quarters/current/');
      const partial = answer.results.filter((row: { partial?: boolean }) => row.partial);
      expect(partial).toEqual([
        expect.objectContaining({ year: 2024, quarter: 4, dataFrom: '2024-11-01', dataTo: '2024-12-31' }),
      ]);
      expect(answer.results.at(-1)).not.toHaveProperty('partial');
    } finally {
      t.clock.set(FIXTURE_TODAY);
    }
  });
});

describe('spend-savings-periods-list', () => {
  const q3 = { year: 2026, quarter: 3, currency: 'SEK', spend: '1020.00', savings: '180.00' };

  it('lists the quarters with data, newest first, paged', async () => {
    const first = await series('spend-savings-periods-list/current/?page_size=3');
    expect(first.count).toBe(7);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    expect(first.results).toEqual([
      // 820 + 200; savings 180 + 0 of list 1200; Alfa and Beta; 2 + 1 lines. The quarter under way is
      // partial: its figures reach the latest invoice, 10 August.
      {
        ...q3,
        savingsPercent: 15,
        suppliers: 2,
        lines: 3,
        partial: true,
        dataFrom: '2026-07-01',
        dataTo: '2026-08-10',
      },
      {
        year: 2026,
        quarter: 2,
        currency: 'SEK',
        spend: '3090.00',
        savings: '760.00',
        savingsPercent: 20.5,
        suppliers: 2,
        lines: 7,
        partial: false,
        dataFrom: '2026-04-01',
        dataTo: '2026-06-30',
      },
      {
        year: 2026,
        quarter: 1,
        currency: 'SEK',
        spend: '2520.00',
        savings: '380.00',
        savingsPercent: 13.1,
        suppliers: 2,
        lines: 4,
        partial: false,
        dataFrom: '2026-01-01',
        dataTo: '2026-03-31',
      },
    ]);
    const second = await series('spend-savings-periods-list/current/?page_size=3&page=2');
    expect(second.results.map((row: { year: number; quarter: number }) => [row.year, row.quarter])).toEqual([
      [2025, 4],
      [2025, 3],
      // 2025-Q2 has no data, so it is not listed
      [2025, 1],
    ]);
    const third = await series('spend-savings-periods-list/current/?page_size=3&page=3');
    expect(third.next).toBeNull();
    // 1600, savings 2000 − 1600 + 50 = 450 of list 2000
    expect(third.results).toEqual([
      {
        year: 2024,
        quarter: 4,
        currency: 'SEK',
        spend: '1600.00',
        savings: '450.00',
        savingsPercent: 22.5,
        suppliers: 1,
        lines: 2,
        // The member's first quarter: its data begins in November.
        partial: true,
        dataFrom: '2024-11-01',
        dataTo: '2024-12-31',
      },
    ]);
  });

  it('answers 404 "Invalid page." past the last page and for a malformed one', async () => {
    for (const page of ['4', '0', 'x']) {
      const response = await t.call({
        url: `/api/v1/amadeo/spend-savings-periods-list/current/?page_size=3&page=${page}`,
        as: FIXTURE_OWNER,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('answers an empty first page for a member without data', async () => {
    expect(await series(`spend-savings-periods-list/${f.emptyMemberId}/`, 'staff@vetnet.example')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('spend-savings-by-period-list', () => {
  it('sets 2026-Q1 beside 2025-Q4 and 2025-Q1, by supplier and category', async () => {
    expect(await series('spend-savings-by-period-list/year/2026/quarter/1/current/')).toEqual({
      year: 2026,
      quarter: 1,
      currency: 'SEK',
      partial: false,
      dataFrom: '2026-01-01',
      dataTo: '2026-03-31',
      compare: { previous: { year: 2025, quarter: 4 }, lastYear: { year: 2025, quarter: 1 } },
      // now 1200 + 600 + 720 (savings 300 + 0 + 80); 2025-Q4 2400 (700); 2025-Q1 800 + 450 (200 + 50)
      totals: {
        spend: '2520.00',
        savings: '380.00',
        previousSpend: '2400.00',
        previousSavings: '700.00',
        lastYearSpend: '1250.00',
        lastYearSavings: '250.00',
      },
      suppliers: [
        {
          supplier: alfa(),
          spend: '1920.00',
          savings: '380.00',
          previousSpend: '2400.00',
          previousSavings: '700.00',
          lastYearSpend: '800.00',
          lastYearSavings: '200.00',
          categories: [
            {
              category: vaccines(),
              spend: '1200.00',
              savings: '300.00',
              previousSpend: '2400.00',
              previousSavings: '700.00',
              lastYearSpend: '800.00',
              lastYearSavings: '200.00',
            },
            { category: diets(), ...zeros, spend: '720.00', savings: '80.00' },
          ],
        },
        {
          supplier: beta(),
          ...zeros,
          spend: '600.00',
          lastYearSpend: '450.00',
          lastYearSavings: '50.00',
          categories: [
            { category: vaccines(), ...zeros, spend: '600.00' },
            { category: diets(), ...zeros, lastYearSpend: '450.00', lastYearSavings: '50.00' },
          ],
        },
      ],
    });
  });

  it('answers a past quarter without lines with zeros beside the quarters compared', async () => {
    const answer = await series('spend-savings-by-period-list/year/2025/quarter/2/current/');
    // 2025-Q2 is empty; 2025-Q1 had 1250 (250); 2024-Q2 nothing
    expect(answer.totals).toEqual({ ...zeros, previousSpend: '1250.00', previousSavings: '250.00' });
  });

  it('answers a member without purchases with zero totals and no suppliers', async () => {
    const answer = await series(
      `spend-savings-by-period-list/year/2026/quarter/2/${f.emptyMemberId}/`,
      'staff@vetnet.example',
    );
    expect(answer).toMatchObject({ year: 2026, quarter: 2, currency: 'SEK', totals: zeros, suppliers: [] });
  });

  it('answers the quarter under way as partial, beside the same days of the quarters compared', async () => {
    // Lines inside the days compared (1 April–10 May 2026, 1 July–10 August 2025) and just after them.
    const lines = [
      ['2026-05-10', '300.00', '360.00'],
      ['2026-05-11', '500.00', '500.00'],
      ['2025-08-10', '100.00', '100.00'],
      ['2025-08-11', '50.00', '50.00'],
    ] as const;
    const [template] = await t.db.select().from(purchaseLines).where(eq(purchaseLines.memberId, f.memberId)).limit(1);
    const { id: _id, ...base } = template!;
    const added = await t.db
      .insert(purchaseLines)
      .values(lines.map(([invoiceDate, net, list]) => ({ ...base, invoiceDate, netAmount: net, listAmount: list })))
      .returning({ id: purchaseLines.id });
    try {
      const answer = await series('spend-savings-by-period-list/year/2026/quarter/3/current/');
      expect(answer).toMatchObject({
        partial: true,
        dataFrom: '2026-07-01',
        dataTo: '2026-08-10',
        compare: {
          previous: { year: 2026, quarter: 2, from: '2026-04-01', to: '2026-05-10' },
          lastYear: { year: 2025, quarter: 3, from: '2025-07-01', to: '2025-08-10' },
        },
      });
      // 1 July–10 August: 820 + 200; the whole 2026-Q2 was 3090, its first 40 days 300; 2025-Q3's 100.
      expect(answer.totals).toMatchObject({
        spend: '1020.00',
        savings: '180.00',
        previousSpend: '300.00',
        previousSavings: '60.00',
        lastYearSpend: '100.00',
        lastYearSavings: '0.00',
      });
    } finally {
      await t.db.delete(purchaseLines).where(
        inArray(
          purchaseLines.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it('marks the member’s first quarter partial when its data begins within it', async () => {
    // The fixture's data begins in November 2024.
    const answer = await series('spend-savings-by-period-list/year/2024/quarter/4/current/');
    expect(answer).toMatchObject({ partial: true, dataFrom: '2024-11-01', dataTo: '2024-12-31' });
    expect(answer.compare.previous).toEqual({ year: 2024, quarter: 3, from: '2024-08-01', to: '2024-09-30' });
  });
});

describe('available-reports', () => {
  it('names the first and last quarter with data and the years', async () => {
    expect(await series('available-reports/')).toEqual({
      memberId: f.memberId,
      currency: 'SEK',
      hasData: true,
      firstPeriod: { year: 2024, quarter: 4 },
      lastPeriod: { year: 2026, quarter: 3 },
      years: [2026, 2025, 2024],
    });
  });

  it('says there is nothing for a member without purchases', async () => {
    expect(await series(`available-reports/?memberId=${f.emptyMemberId}`, 'staff@vetnet.example')).toEqual({
      memberId: f.emptyMemberId,
      currency: 'SEK',
      hasData: false,
      firstPeriod: null,
      lastPeriod: null,
      years: [],
    });
  });
});

describe('reports-addtional-info', () => {
  it('gives the data date, the last import and the suppliers of the year', async () => {
    expect(await series(`reports-addtional-info/?memberId=${f.memberId}`)).toEqual({
      memberId: f.memberId,
      currency: 'SEK',
      dataAsOf: '2026-08-10',
      lastImportedAt: FIXTURE_LAST_IMPORT,
      // Alfa (agreement) and Beta (none) in 2026
      suppliers: 2,
      agreementSuppliers: 1,
    });
  });
});

describe('missed-savings-for-current-year', () => {
  it('prices what was bought off agreement at the category discount', async () => {
    expect(await series('missed-savings-for-current-year/current/')).toEqual({
      year: 2026,
      currency: 'SEK',
      total: { offAgreementSpend: '1200.00', missedSavings: '212.00' },
      results: [
        // off agreement 600 + 120 + 200 = 920, × 20 %; Alfa bought 1200 + 2000 + 700 under it
        {
          category: vaccines(),
          offAgreementSpend: '920.00',
          agreementSupplier: { id: f.supplierIds.alfa, name: 'Alfa Vet' },
          discountPercent: 20,
          missedSavings: '184.00',
        },
        // 280 + 90 − 90 = 280, × 10 %
        {
          category: diets(),
          offAgreementSpend: '280.00',
          agreementSupplier: { id: f.supplierIds.alfa, name: 'Alfa Vet' },
          discountPercent: 10,
          missedSavings: '28.00',
        },
      ],
    });
  });
});

import { http, HttpResponse } from 'msw';
import type { Page } from '@/lib/contract/page';
import type {
  AvailableReports,
  CategorySpend,
  MissedSavings,
  PeriodRow,
  QuarterStatement,
  ReportsAdditionalInfo,
  SixQuarters,
  SupplierUsage,
  TopSuppliers,
  YearSum,
} from '@/lib/contract/purchasing';
import { BROWSER_API } from '@/testing/msw-server';

// Spend-and-savings answers for component tests, typed by the contract (lib/contract/purchasing.ts),
// so a change of shape breaks these fixtures at compile time. Figures are small and hand-checkable.

const vaccines = { id: 1, code: 'vaccines', name: 'Vaccines (API name)' };
const diets = { id: 5, code: 'diets', name: 'Diets (API name)' };
const vetpharma = { id: 11, code: 'vetpharma', name: 'VetPharma AB' };
const nordfoder = { id: 12, code: 'nordfoder', name: 'Nordfoder' };

export function purchasingFixtures(currency = 'SEK') {
  const yearSum: YearSum = {
    memberId: 3,
    year: 2026,
    currency,
    spend: '1234567.50',
    savings: '123456.00',
    listAmount: '1358023.50',
    rebates: '5000.00',
    savingsPercent: 9.1,
    previousYearToDate: { spend: '1000000.00', savings: '90000.00' },
    dataAsOf: '2026-11-20',
  };
  const categories: CategorySpend = {
    year: 2026,
    currency,
    total: '1234567.50',
    results: [
      { category: vaccines, spend: '800000.00', savings: '80000.00', share: 0.648 },
      { category: diets, spend: '434567.50', savings: '43456.00', share: 0.352 },
    ],
  };
  const supplierUsage: SupplierUsage = {
    year: 2026,
    quarter: 3,
    currency,
    total: '300000.00',
    results: [
      { supplier: vetpharma, spend: '200000.00', savings: '20000.00', share: 0.667, onAgreementShare: 0.9 },
      { supplier: nordfoder, spend: '100000.00', savings: '5000.00', share: 0.333, onAgreementShare: 0.5 },
    ],
  };
  const topSuppliers: TopSuppliers = {
    year: 2026,
    currency,
    total: '1234567.50',
    others: { spend: '34567.50', savings: '3456.00' },
    results: [
      { rank: 1, supplier: vetpharma, spend: '800000.00', savings: '80000.00', share: 0.648 },
      { rank: 2, supplier: nordfoder, spend: '400000.00', savings: '40000.00', share: 0.324 },
    ],
  };
  const sixQuarters: SixQuarters = {
    currency,
    results: [
      { year: 2025, quarter: 2, spend: '100.00', savings: '10.00', savingsPercent: 10, changePercent: null },
      { year: 2025, quarter: 3, spend: '200.00', savings: '20.00', savingsPercent: 10, changePercent: 100 },
      { year: 2025, quarter: 4, spend: '300.00', savings: '30.00', savingsPercent: 10, changePercent: 50 },
      { year: 2026, quarter: 1, spend: '400.00', savings: '40.00', savingsPercent: 10, changePercent: 33.3 },
      { year: 2026, quarter: 2, spend: '500.00', savings: '50.00', savingsPercent: 10, changePercent: 25 },
      { year: 2026, quarter: 3, spend: '600.00', savings: '60.00', savingsPercent: 10, changePercent: 20 },
    ],
  };
  const missedSavings: MissedSavings = {
    year: 2026,
    currency,
    total: { offAgreementSpend: '50000.00', missedSavings: '9000.00' },
    results: [
      {
        category: vaccines,
        offAgreementSpend: '50000.00',
        agreementSupplier: { id: vetpharma.id, name: vetpharma.name },
        discountPercent: 18,
        missedSavings: '9000.00',
      },
    ],
  };
  const available: AvailableReports = {
    memberId: 3,
    currency,
    hasData: true,
    firstPeriod: { year: 2023, quarter: 4 },
    lastPeriod: { year: 2026, quarter: 4 },
    years: [2023, 2024, 2025, 2026],
  };
  const info: ReportsAdditionalInfo = {
    memberId: 3,
    currency,
    dataAsOf: '2026-11-20',
    lastImportedAt: '2026-11-21T06:00:00Z',
    suppliers: 12,
    agreementSuppliers: 9,
  };
  return { yearSum, categories, supplierUsage, topSuppliers, sixQuarters, missedSavings, available, info };
}

export function periodRows(count: number, currency = 'SEK'): PeriodRow[] {
  return Array.from({ length: count }, (_, index) => {
    const ordinal = 2026 * 4 + 2 - index;
    return {
      year: Math.floor(ordinal / 4),
      quarter: ((ordinal % 4) + 1) as PeriodRow['quarter'],
      currency,
      spend: `${1000 + index}.00`,
      savings: '100.00',
      savingsPercent: 9.1,
      suppliers: 10,
      lines: 120,
    };
  });
}

export function periodsPage(all: PeriodRow[], page: number, size = 20): Page<PeriodRow> {
  return { count: all.length, next: null, previous: null, results: all.slice((page - 1) * size, page * size) };
}

const figures = (spend: string, previous: string, lastYear: string) => ({
  spend,
  savings: '10.00',
  previousSpend: previous,
  previousSavings: '8.00',
  lastYearSpend: lastYear,
  lastYearSavings: '5.00',
});

export function quarterStatement(currency = 'SEK'): QuarterStatement {
  return {
    year: 2026,
    quarter: 2,
    currency,
    compare: { previous: { year: 2026, quarter: 1 }, lastYear: { year: 2025, quarter: 2 } },
    totals: {
      ...figures('3000.00', '2500.00', '2000.00'),
      savings: '20.00',
      previousSavings: '16.00',
      lastYearSavings: '10.00',
    },
    suppliers: [
      {
        supplier: vetpharma,
        ...figures('2000.00', '1500.00', '1200.00'),
        categories: [{ category: vaccines, ...figures('2000.00', '1500.00', '1200.00') }],
      },
      {
        supplier: nordfoder,
        ...figures('1000.00', '1000.00', '800.00'),
        categories: [{ category: diets, ...figures('1000.00', '1000.00', '800.00') }],
      },
    ],
  };
}

/** The browser's series endpoints answering these fixtures; records each path asked for. */
export function purchasingHandlers(data = purchasingFixtures()) {
  const asked: string[] = [];
  const answer =
    (body: unknown) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return HttpResponse.json(body as Record<string, unknown>);
    };
  const base = `${BROWSER_API}/amadeo`;
  return {
    asked,
    handlers: [
      http.get(`${base}/spend-and-savings-sum-for-current-year/:m/`, answer(data.yearSum)),
      http.get(`${base}/spend-per-category-for-current-year/:m/`, answer(data.categories)),
      http.get(`${base}/supplier-spend-usage-for-last-quarter/:m/`, answer(data.supplierUsage)),
      http.get(`${base}/top-five-suppliers-with-most-spend-for-current-year/:m/`, answer(data.topSuppliers)),
      http.get(`${base}/spend-and-savings-sum-for-last-six-quarters/:m/`, answer(data.sixQuarters)),
      http.get(`${base}/missed-savings-for-current-year/:m/`, answer(data.missedSavings)),
      http.get(`${base}/available-reports/`, answer(data.available)),
      http.get(`${base}/reports-addtional-info/`, answer(data.info)),
    ],
  };
}

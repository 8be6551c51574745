/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { periodRows, periodsPage, purchasingFixtures, quarterStatement } from '@/testing/handlers/purchasing';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { dashboardProps, periodsProps, quarterProps } from '../server/purchasing-props';

// The guard loaders of the purchasing pages: which series they ask for (and for whom), what they
// hand to SWR, and which framed error view a bad address or an API refusal gives.

const API = 'http://api.test/api/v1';

const CHAIN_USER = { ...SPEC_ONLY_USER, changeMember: true };
const TREE = [{ id: 2, name: 'Kedjan', children: [{ id: 7, name: 'Djurkliniken Umeå', children: [] }] }];

/**
 * The admin API as the spec names it (no combined dashboard call: 404), or, with `combined`, with
 * the combined call answering (or failing with `combined.status`).
 */
function api(user: unknown = CHAIN_USER, combined?: { status?: number }) {
  const asked: string[] = [];
  const data = purchasingFixtures();
  const series: Record<string, unknown> = {
    'spend-and-savings-sum-for-current-year': data.yearSum,
    'spend-per-category-for-current-year': data.categories,
    'supplier-spend-usage-for-last-quarter': data.supplierUsage,
    'top-five-suppliers-with-most-spend-for-current-year': data.topSuppliers,
    'spend-and-savings-sum-for-last-six-quarters': data.sixQuarters,
    'available-reports': data.available,
    'reports-addtional-info': data.info,
  };
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(user as Record<string, unknown>)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(SPEC_ONLY_FLAGS)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/me/member-tree/`, () => HttpResponse.json(TREE)),
    http.get(`${API}/amadeo/*`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname.replace('/api/v1', '') + url.search);
      const name = url.pathname.split('/')[4]!;
      if (name === 'dashboard' && combined?.status) {
        return HttpResponse.json({ detail: 'Refused.' }, { status: combined.status });
      }
      if (name === 'dashboard' && combined) {
        return HttpResponse.json({
          memberId: 7,
          yearSum: data.yearSum,
          categories: data.categories,
          supplierUsage: data.supplierUsage,
          topSuppliers: data.topSuppliers,
          sixQuarters: data.sixQuarters,
          missedSavings: data.missedSavings,
          availableReports: data.available,
          additionalInfo: data.info,
        });
      }
      // DRF's answer to a page past the end.
      if (name === 'spend-savings-periods-list' && url.searchParams.get('page') !== '1') {
        return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      }
      if (name === 'spend-savings-periods-list') return HttpResponse.json(periodsPage(periodRows(3), 1));
      if (name === 'spend-savings-by-period-list') {
        return url.pathname.includes('/year/2019/')
          ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
          : url.pathname.endsWith('/9/')
            ? HttpResponse.json({ detail: 'You do not have permission.' }, { status: 403 })
            : HttpResponse.json(quarterStatement());
      }
      // An API without the beyond-the-spec series.
      if (!(name in series)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      return HttpResponse.json(series[name] as Record<string, unknown>);
    }),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

const SERIES_KEYS_7 = [
  '/amadeo/available-reports/?memberId=7',
  '/amadeo/missed-savings-for-current-year/7/',
  '/amadeo/reports-addtional-info/?memberId=7',
  '/amadeo/spend-and-savings-sum-for-current-year/7/',
  '/amadeo/spend-and-savings-sum-for-last-six-quarters/7/',
  '/amadeo/spend-per-category-for-current-year/7/',
  '/amadeo/supplier-spend-usage-for-last-quarter/7/',
  '/amadeo/top-five-suppliers-with-most-spend-for-current-year/7/',
];

const fallbackOf = (result: unknown) => (result as { props: { fallback: Record<string, unknown> } }).props.fallback;

describe('the dashboard loader, with the combined call', () => {
  it('asks the combined call alone and hands each part to SWR under its own series key', async () => {
    const asked = api(CHAIN_USER, {});
    const result = await dashboardProps(await context('/reports/dashboard?member=7'));
    expect(asked).toEqual(['/amadeo/dashboard/7/']);
    expect(result).toHaveProperty('props.memberName', 'Djurkliniken Umeå');
    const fallback = fallbackOf(result);
    expect(Object.keys(fallback).sort()).toEqual(SERIES_KEYS_7);
    const data = purchasingFixtures();
    expect(fallback['/amadeo/spend-and-savings-sum-for-current-year/7/']).toEqual(data.yearSum);
    expect(fallback['/amadeo/spend-per-category-for-current-year/7/']).toEqual(data.categories);
    expect(fallback['/amadeo/missed-savings-for-current-year/7/']).toEqual(data.missedSavings);
    expect(fallback['/amadeo/available-reports/?memberId=7']).toEqual(data.available);
    expect(fallback['/amadeo/reports-addtional-info/?memberId=7']).toEqual(data.info);
  });

  it('asks series by series when the API answers 405 for the combined call', async () => {
    const asked = api(CHAIN_USER, { status: 405 });
    const result = await dashboardProps(await context('/reports/dashboard?member=7'));
    expect(asked.sort()).toEqual(['/amadeo/dashboard/7/', ...SERIES_KEYS_7].sort());
    expect(Object.keys(fallbackOf(result)).sort()).toEqual(SERIES_KEYS_7);
  });

  it("shows the API's refusal of the combined call as the 403 view, without asking series by series", async () => {
    const asked = api(CHAIN_USER, { status: 403 });
    const result = await dashboardProps(await context('/reports/dashboard?member=9'));
    expect(result).toHaveProperty('props.errorStatus', 403);
    expect(asked).toEqual(['/amadeo/dashboard/9/']);
  });
});

describe('the dashboard loader, on an API without the combined call (404)', () => {
  it('asks every series for the member in the address and gives the switch the member tree', async () => {
    const asked = api();
    const result = await dashboardProps(await context('/reports/dashboard?member=7'));
    expect(asked.sort()).toEqual(['/amadeo/dashboard/7/', ...SERIES_KEYS_7].sort());
    expect(result).toHaveProperty('props.member', 7);
    expect(result).toHaveProperty('props.memberName', 'Djurkliniken Umeå');
    expect(result).toHaveProperty('props.memberOptions', [
      { id: 2, name: 'Kedjan', depth: 0 },
      { id: 7, name: 'Djurkliniken Umeå', depth: 1 },
    ]);
    const fallback = (result as { props: { fallback: Record<string, unknown> } }).props.fallback;
    expect(fallback['/amadeo/spend-and-savings-sum-for-current-year/7/']).toMatchObject({ spend: '1234567.50' });
    // Missed savings is beyond the spec: without it the card is left out, the page still renders.
    expect(fallback['/amadeo/missed-savings-for-current-year/7/']).toBeNull();
  });

  it('asks for the current member without an address choice, and no tree for a user who may not switch', async () => {
    const asked = api(SPEC_ONLY_USER);
    const result = await dashboardProps(await context('/reports/dashboard?member=x'));
    expect(asked).toContain('/amadeo/spend-per-category-for-current-year/current/');
    expect(asked).toContain('/amadeo/available-reports/');
    expect(result).toHaveProperty('props.memberOptions', []);
  });
});

describe('the periods loader', () => {
  /** The combined quarters call answering as the admin API does (or refusing with `status`). */
  function quarterlyApi(status?: number) {
    const asked = api();
    const data = purchasingFixtures();
    server.use(
      http.get(`${API}/amadeo/quarterly/:m/`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname.replace('/api/v1', '') + url.search);
        if (status) return HttpResponse.json({ detail: 'Refused.' }, { status });
        return HttpResponse.json({ memberId: 7, periods: periodsPage(periodRows(3), 1), additionalInfo: data.info });
      }),
    );
    return asked;
  }

  it('asks the combined call alone and hands each part to SWR under its own call key', async () => {
    const asked = quarterlyApi();
    const result = await periodsProps(await context('/reports/quarterly?member=7'));
    expect(asked).toEqual(['/amadeo/quarterly/7/?page=1']);
    const fallback = fallbackOf(result);
    expect(Object.keys(fallback).sort()).toEqual([
      '/amadeo/reports-addtional-info/?memberId=7',
      '/amadeo/spend-savings-periods-list/7/?page=1',
    ]);
    expect(fallback['/amadeo/spend-savings-periods-list/7/?page=1']).toEqual(periodsPage(periodRows(3), 1));
    expect(fallback['/amadeo/reports-addtional-info/?memberId=7']).toEqual(purchasingFixtures().info);
  });

  it('asks for the two when the API has no combined call (405), with the same fallback', async () => {
    const asked = quarterlyApi(405);
    const result = await periodsProps(await context('/reports/quarterly?member=7'));
    expect(asked.sort()).toEqual([
      '/amadeo/quarterly/7/?page=1',
      '/amadeo/reports-addtional-info/?memberId=7',
      '/amadeo/spend-savings-periods-list/7/?page=1',
    ]);
    expect(fallbackOf(result)['/amadeo/spend-savings-periods-list/7/?page=1']).toEqual(periodsPage(periodRows(3), 1));
  });

  it("shows the API's refusal of the combined call as the 403 view, without asking for the two", async () => {
    const asked = quarterlyApi(403);
    const result = await periodsProps(await context('/reports/quarterly?member=9'));
    expect(result).toHaveProperty('props.errorStatus', 403);
    expect(asked).toEqual(['/amadeo/quarterly/9/?page=1']);
  });

  it('hands a page past the end to the screen as an empty page, as the other lists do, not as the 404 view', async () => {
    api();
    const result = await periodsProps(await context('/reports/quarterly?page=99'));
    expect(result).toHaveProperty('props.errorStatus', null);
    expect(result).toHaveProperty('props.page', 99);
    const fallback = (result as { props: { fallback: Record<string, unknown> } }).props.fallback;
    expect(fallback['/amadeo/spend-savings-periods-list/current/?page=99']).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('the quarter loader', () => {
  it.each([
    ['a malformed year', { year: '26', quarter: '1' }, '', 404],
    ['a fifth quarter', { year: '2026', quarter: '5' }, '', 404],
    ['a quarter the API does not know', { year: '2019', quarter: '1' }, '', 404],
    ['a member the API refuses', { year: '2026', quarter: '2' }, '?member=9', 403],
  ])('shows the framed error view for %s', async (_what, params, search, status) => {
    api();
    const result = await quarterProps(
      await context(`/reports/quarterly/year/${params.year}/quarter/${params.quarter}${search}`, params),
    );
    expect(result).toHaveProperty('props.errorStatus', status);
  });

  it('loads the statement of a valid quarter into the fallback', async () => {
    const asked = api();
    const result = await quarterProps(
      await context('/reports/quarterly/year/2026/quarter/2', { year: '2026', quarter: '2' }),
    );
    expect(asked).toEqual(['/amadeo/spend-savings-by-period-list/year/2026/quarter/2/current/']);
    expect(result).toHaveProperty('props.period', { year: 2026, quarter: 2 });
  });
});

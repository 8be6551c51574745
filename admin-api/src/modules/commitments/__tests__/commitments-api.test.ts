import { and, eq } from 'drizzle-orm';
import { featureFlags } from '../../../db/schema/feature-flags';
import { FEATURE } from '../../../rules/features';
import {
  CHAIN,
  CONTRIBUTOR,
  countryIds,
  createTestApp,
  ENGAGED,
  OWNER,
  STAFF,
  type TestApp,
} from '../../../test-support/test-app';
import { everyMonth, insertMonthly, prepareScene, type Refs } from './fixture';

let t: TestApp;
let refs: Refs;
let goteborg: number;
let solna: number;
let umea: number;

const GOTEBORG = 'Smådjursklinik Göteborg';

beforeAll(async () => {
  t = await createTestApp();
  ({ refs, goteborg, solna, umea } = await prepareScene(t, 'CAPI'));
  const [s1, s2] = refs.suppliers as [number, number];
  const [c1, c2] = refs.categories as [number, number];
  await insertMonthly(t.db, goteborg, s1, c1, everyMonth('2025-01', 12, '5000.00'));
  // Other suppliers, categories and members never count toward S1/C1 commitments.
  await insertMonthly(t.db, goteborg, s2, c2, everyMonth('2026-01', 6, '777.77'));
  await insertMonthly(t.db, solna, s1, c1, everyMonth('2026-01', 6, '999.99'));
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;

const create = (payload: Body, as = STAFF) => t.call({ method: 'POST', url: '/api/v1/commitments/', payload, as });

function yearOf(year: number, extra: Body = {}): Body {
  return {
    member: goteborg,
    supplier: refs.suppliers[0],
    periodStart: `${year}-01-01`,
    periodEnd: `${year + 1}-01-01`,
    targetAmount: '150000',
    ...extra,
  };
}

async function createdId(payload: Body): Promise<number> {
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('POST commitments/', () => {
  it('creates a commitment for a member, in its currency, and answers it tracked', async () => {
    const response = await create(
      yearOf(2026, {
        targetAmount: 150000,
        tiers: [
          { thresholdAmount: '200000', discountPercent: 4, label: 'Gold' },
          { thresholdAmount: 150000, discountPercent: '2.5', label: 'Silver' },
        ],
        note: 'Signed in March',
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      member: { id: goteborg, name: GOTEBORG },
      supplier: { id: refs.suppliers[0], code: 'CAPI-S1', name: 'CAPI Vetpharma' },
      category: null,
      periodStart: '2026-01-01',
      periodEnd: '2027-01-01',
      targetAmount: '150000.00',
      currency: 'SEK',
      note: 'Signed in March',
      tiers: [
        { thresholdAmount: '150000.00', discountPercent: 2.5, label: 'Silver' },
        { thresholdAmount: '200000.00', discountPercent: 4, label: 'Gold' },
      ],
      // January to May 10,000 each and 5,000 in June: 165 of 365 days gone.
      actualAmount: '55000.00',
      projectedAmount: '121666.67',
      elapsedShare: 0.4521,
      status: 'at_risk',
      reachedTier: null,
      nextTier: { thresholdAmount: '150000.00', discountPercent: 2.5, label: 'Silver' },
      gapToNextTier: '95000.00',
    });
    expect(body.months).toHaveLength(6);
    expect(body.months[5]).toEqual({ month: '2026-06', actual: '5000.00', cumulative: '55000.00', pace: '67808.22' });
    await t.call({ method: 'DELETE', url: `/api/v1/commitments/${body.id}/`, as: STAFF });
  });

  it('is for staff only', async () => {
    expect((await create(yearOf(2026), ENGAGED)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/v1/commitments/', payload: yearOf(2026) })).statusCode).toBe(401);
  });

  it('answers DRF field errors', async () => {
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      member: ['This field is required.'],
      periodStart: ['This field is required.'],
      periodEnd: ['This field is required.'],
      targetAmount: ['This field is required.'],
    });

    const noSubject = await create(yearOf(2026, { supplier: null, periodEnd: '2026-01-01' }));
    expect(noSubject.json()).toEqual({
      supplier: ['Give a supplier, a category or both.'],
      periodEnd: ['The end must be after the start.'],
    });

    const badValues = await create(
      yearOf(2026, {
        targetAmount: '0',
        periodStart: '2026-01-15',
        periodEnd: '2026-13-01',
        tiers: [
          { thresholdAmount: '1000', discountPercent: 2 },
          { thresholdAmount: '1000.00', discountPercent: 3 },
          { thresholdAmount: '-5', discountPercent: 101 },
        ],
      }),
    );
    expect(badValues.statusCode).toBe(400);
    expect(badValues.json()).toEqual({
      targetAmount: ['Ensure this value is greater than or equal to 0.01.'],
      periodStart: ['Give the first day of a month.'],
      periodEnd: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      tiers: {
        2: {
          thresholdAmount: ['Ensure this value is greater than or equal to 0.01.'],
          discountPercent: ['Ensure this value is less than or equal to 100.'],
        },
      },
    });

    const duplicate = await create(
      yearOf(2026, {
        tiers: [
          { thresholdAmount: '1000', discountPercent: 2 },
          { thresholdAmount: '1000.00', discountPercent: 3 },
        ],
      }),
    );
    expect(duplicate.json()).toEqual({ tiers: { 1: { thresholdAmount: ['Each tier needs its own threshold.'] } } });

    const decimals = await create(yearOf(2026, { targetAmount: '10.123' }));
    expect(decimals.json()).toEqual({ targetAmount: ['Ensure that there are no more than 2 decimal places.'] });

    const unknown = await create(yearOf(2026, { member: 999_999, supplier: 999_998, category: 999_997 }));
    expect(unknown.json()).toEqual({
      member: ['Invalid pk "999999" - object does not exist.'],
      supplier: ['Invalid pk "999998" - object does not exist.'],
      category: ['Invalid pk "999997" - object does not exist.'],
    });
  });
});

describe('PATCH and DELETE commitments/{id}/', () => {
  it('changes the fields sent and replaces the tiers', async () => {
    const id = await createdId(
      yearOf(2026, { tiers: [{ thresholdAmount: '1000', discountPercent: 1, label: 'Old' }], note: 'keep' }),
    );
    const url = `/api/v1/commitments/${id}/`;
    const patched = await t.call({
      method: 'PATCH',
      url,
      as: STAFF,
      payload: {
        targetAmount: '50000.5',
        category: refs.categories[0],
        tiers: [{ thresholdAmount: 60000, discountPercent: 3 }],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      targetAmount: '50000.50',
      supplier: { id: refs.suppliers[0] },
      category: { id: refs.categories[0], code: 'CAPI-C1' },
      note: 'keep',
      tiers: [{ thresholdAmount: '60000.00', discountPercent: 3, label: '' }],
      status: 'achieved',
    });
    const invalid = await t.call({ method: 'PATCH', url, as: STAFF, payload: { supplier: null, category: null } });
    expect(invalid.json()).toEqual({ supplier: ['Give a supplier, a category or both.'] });
    const early = await t.call({ method: 'PATCH', url, as: STAFF, payload: { periodEnd: '2025-12-01' } });
    expect(early.json()).toEqual({ periodEnd: ['The end must be after the start.'] });
    expect((await t.call({ method: 'PATCH', url, as: ENGAGED, payload: { note: 'x' } })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'PATCH', url: '/api/v1/commitments/999999/', as: STAFF, payload: {} })).statusCode,
    ).toBe(404);

    expect((await t.call({ method: 'DELETE', url, as: ENGAGED })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url, as: STAFF })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url, as: STAFF })).statusCode).toBe(404);
    expect((await t.call({ url, as: STAFF })).statusCode).toBe(404);
  });
});

describe('GET commitments/ and commitments/track/', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const [s1, s2] = refs.suppliers as [number, number];
    const [c1] = refs.categories as [number];
    ids.atRiskSmallGap = await createdId(yearOf(2026, { targetAmount: '150000' }));
    ids.atRiskLargeGap = await createdId(yearOf(2026, { supplier: null, category: c1, targetAmount: '200000' }));
    ids.onTrack = await createdId(yearOf(2026, { category: c1, targetAmount: '100000' }));
    ids.notBegun = await createdId(
      yearOf(2026, { supplier: s2, periodStart: '2026-07-01', periodEnd: '2027-07-01', targetAmount: '1000' }),
    );
    ids.achieved = await createdId(yearOf(2026, { periodEnd: '2026-07-01', targetAmount: '50000' }));
    ids.missed = await createdId(yearOf(2025, { supplier: s1, targetAmount: '100000' }));
    ids.longAgo = await createdId(yearOf(2024, { targetAmount: '100' }));
    ids.solna = await createdId(yearOf(2026, { member: solna }));
  });

  it('tracks active commitments first, at risk by largest shortfall, then ended ones of the last year', async () => {
    const response = await t.call({ url: '/api/v1/commitments/track/', as: ENGAGED });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ asOf: '2026-06-14', currency: 'SEK' });
    type Tracked = { id: number; status: string; actualAmount: string; projectedAmount: string };
    expect(body.results.map((c: Tracked) => [c.id, c.status])).toEqual([
      [ids.atRiskLargeGap, 'at_risk'],
      [ids.atRiskSmallGap, 'at_risk'],
      [ids.onTrack, 'on_track'],
      [ids.notBegun, 'on_track'],
      [ids.achieved, 'achieved'],
      [ids.missed, 'missed'],
    ]);
    const missed = body.results.find((c: Tracked) => c.id === ids.missed);
    expect(missed).toMatchObject({ actualAmount: '60000.00', projectedAmount: '60000.00', elapsedShare: 1 });
    expect(missed.months).toHaveLength(12);
    const notBegun = body.results.find((c: Tracked) => c.id === ids.notBegun);
    expect(notBegun).toMatchObject({ actualAmount: '0.00', projectedAmount: '0.00', months: [], elapsedShare: 0 });
  });

  it('lists the member’s commitments, paged, by status', async () => {
    const all = (await t.call({ url: '/api/v1/commitments/', as: ENGAGED })).json();
    expect(all.count).toBe(7);
    expect(all.results[0]).toEqual({
      id: ids.notBegun,
      member: { id: goteborg, name: GOTEBORG },
      supplier: { id: refs.suppliers[1], code: 'CAPI-S2', name: 'CAPI Surgivet' },
      category: null,
      periodStart: '2026-07-01',
      periodEnd: '2027-07-01',
      targetAmount: '1000.00',
      currency: 'SEK',
      tiers: [],
      note: '',
      result: null,
    });
    const ended = (await t.call({ url: '/api/v1/commitments/?status=ended', as: ENGAGED })).json();
    expect(ended.results.map((c: { id: number }) => c.id)).toEqual([ids.missed, ids.longAgo]);
    // An ended commitment says how it came out: bought 60,000 of 100,000 in 2025.
    expect(ended.results.map((c: { result: unknown }) => c.result)).toEqual([
      { actualAmount: '60000.00', status: 'missed', reachedTier: null },
      { actualAmount: '0.00', status: 'missed', reachedTier: null },
    ]);
    const active = (await t.call({ url: '/api/v1/commitments/?status=active&page_size=2&page=3', as: ENGAGED })).json();
    expect(active).toMatchObject({ count: 5, next: null });
    expect(active.results).toHaveLength(1);
    const bad = await t.call({ url: '/api/v1/commitments/?status=late', as: ENGAGED });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Select a valid choice. late is not one of the available choices.'] });
    expect((await t.call({ url: '/api/v1/commitments/?page=9', as: ENGAGED })).statusCode).toBe(404);
  });

  it('lets staff list every member’s, or one member’s', async () => {
    expect((await t.call({ url: '/api/v1/commitments/', as: STAFF })).json().count).toBe(8);
    const solnas = (await t.call({ url: `/api/v1/commitments/?memberId=${solna}`, as: STAFF })).json();
    expect(solnas.results.map((c: { id: number }) => c.id)).toEqual([ids.solna]);
    expect((await t.call({ url: '/api/v1/commitments/?memberId=999999', as: STAFF })).statusCode).toBe(404);
    const track = (await t.call({ url: `/api/v1/commitments/track/?memberId=${solna}`, as: STAFF })).json();
    // Solna's own S1/C1 figures: 999.99 a month.
    expect(track.results[0]).toMatchObject({ id: ids.solna, actualAmount: '5999.94' });
  });

  it('answers one commitment to whoever may read its member, and not found to anyone else', async () => {
    const own = await t.call({ url: `/api/v1/commitments/${ids.onTrack}/`, as: ENGAGED });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: ids.onTrack, status: 'on_track', actualAmount: '55000.00' });
    expect((await t.call({ url: `/api/v1/commitments/${ids.solna}/`, as: ENGAGED })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/v1/commitments/abc/', as: ENGAGED })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/v1/commitments/${ids.solna}/`, as: STAFF })).statusCode).toBe(200);
  });

  describe('member access', () => {
    it('needs the Commitments feature (staff pass)', async () => {
      // Solna is b-basic; the seeded Commitments flag is for b-engaged members.
      expect((await t.call({ url: '/api/v1/commitments/', as: OWNER })).statusCode).toBe(403);
      expect((await t.call({ url: '/api/v1/commitments/track/', as: OWNER })).json()).toEqual({
        detail: 'This feature is not available to you.',
      });
      expect((await t.call({ url: `/api/v1/commitments/${ids.solna}/`, as: OWNER })).statusCode).toBe(403);
      expect((await t.call({ url: '/api/v1/commitments/track/', as: CONTRIBUTOR })).statusCode).toBe(403);
      expect((await t.call({ url: '/api/v1/commitments/track/', as: ENGAGED })).statusCode).toBe(200);
    });

    it('reads the own member, the chain’s tree, and refuses any other member', async () => {
      const se = (await countryIds(t)).se as number;
      await t.db
        .update(featureFlags)
        .set({ levels: [] })
        .where(and(eq(featureFlags.countryId, se), eq(featureFlags.feature, FEATURE.commitments)));
      const own = await t.call({ url: '/api/v1/commitments/track/?memberId=current', as: OWNER });
      expect(own.json().results.map((c: { id: number }) => c.id)).toEqual([ids.solna]);
      expect((await t.call({ url: `/api/v1/commitments/?memberId=${goteborg}`, as: OWNER })).statusCode).toBe(403);
      expect((await t.call({ url: `/api/v1/commitments/track/?memberId=${goteborg}`, as: OWNER })).statusCode).toBe(
        403,
      );
      expect((await t.call({ url: '/api/v1/commitments/track/?memberId=999999', as: OWNER })).statusCode).toBe(403);
      expect((await t.call({ url: '/api/v1/commitments/track/?memberId=x1', as: OWNER })).statusCode).toBe(404);
      const tree = await t.call({ url: `/api/v1/commitments/track/?memberId=${umea}`, as: CHAIN });
      expect(tree.statusCode).toBe(200);
      expect(tree.json()).toMatchObject({ currency: 'SEK', results: [] });
      expect((await t.call({ url: `/api/v1/commitments/track/?memberId=${goteborg}`, as: CHAIN })).statusCode).toBe(
        403,
      );
      expect((await t.call({ url: `/api/v1/commitments/${ids.onTrack}/`, as: CHAIN })).statusCode).toBe(404);
    });
  });
});

// The combined dashboard call (`amadeo/dashboard/{m}/`, beyond the spec): each part is exactly the
// answer of its own call, for staff, a chain user and a single clinic's member; it refuses whoever
// its parts refuse, by the same rules (the member, the feature, the country's flag).
import { and, eq } from 'drizzle-orm';
import { members } from '../../../../db/schema/accounts';
import { featureFlags } from '../../../../db/schema/feature-flags';
import { countries } from '../../../../db/schema/locale';
import { FEATURE } from '../../../../rules/features';
import {
  FIXTURE_OWNER,
  createPurchasingTestApp,
  type PurchasingFixture,
} from '../../../../test-support/purchasing-fixture';
import { CHAIN, DE_OWNER, MANAGER, OWNER, STAFF, type TestApp, VIEWER } from '../../../../test-support/test-app';

let t: TestApp;
let f: PurchasingFixture;

beforeAll(async () => {
  ({ t, f } = await createPurchasingTestApp());
});
afterAll(async () => {
  await t.close();
});

/** Each part of the combined answer and the call that answers it alone. */
const PARTS = (m: string | number) => {
  const query = m === 'current' ? '' : `?memberId=${m}`;
  return {
    yearSum: `spend-and-savings-sum-for-current-year/${m}/`,
    categories: `spend-per-category-for-current-year/${m}/`,
    supplierUsage: `supplier-spend-usage-for-last-quarter/${m}/`,
    topSuppliers: `top-five-suppliers-with-most-spend-for-current-year/${m}/`,
    sixQuarters: `spend-and-savings-sum-for-last-six-quarters/${m}/`,
    missedSavings: `missed-savings-for-current-year/${m}/`,
    availableReports: `available-reports/${query}`,
    additionalInfo: `reports-addtional-info/${query}`,
  };
};

const dashboard = (m: string | number, as?: string) =>
  t.call({ url: `/api/v1/amadeo/dashboard/${m}/`, ...(as ? { as } : {}) });

async function singleAnswers(m: string | number, as: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const [part, path] of Object.entries(PARTS(m))) {
    const response = await t.call({ url: `/api/v1/amadeo/${path}`, as });
    expect(response.statusCode).toBe(200);
    answers[part] = response.json();
  }
  return answers;
}

async function memberIdNamed(name: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, name));
  if (!row) throw new Error(`No seeded member ${name}`);
  return row.id;
}

describe('the combined answer', () => {
  it.each([
    ['staff, for any member', STAFF, () => f.memberId],
    ['a chain user, for a member of its tree', CHAIN, () => memberIdNamed('Vetgroup Umeå')],
    ['a chain user, for its own member', CHAIN, () => 'current'],
    ["a single clinic's owner, as current", FIXTURE_OWNER, () => 'current'],
    ["a single clinic's owner, by id", FIXTURE_OWNER, () => f.memberId],
    ["a single clinic's manager", MANAGER, () => 'current'],
  ])('is the eight single answers for %s', async (_who, as, member) => {
    const m = await member();
    const response = await dashboard(m, as);
    expect(response.statusCode).toBe(200);
    const { memberId, ...parts } = response.json() as Record<string, unknown>;
    expect(parts).toEqual(await singleAnswers(m, as));
    expect(memberId).toBe((parts.yearSum as { memberId: number }).memberId);
  });

  it('has figures of the member asked for', async () => {
    const answer = (await dashboard(f.memberId, STAFF)).json() as { yearSum: { memberId: number; spend: string } };
    expect(answer.yearSum.memberId).toBe(f.memberId);
    expect(answer.yearSum.spend).not.toBe('0.00');
  });
});

describe('who may ask', () => {
  it("refuses another member's dashboard with 403, whether the member exists or not", async () => {
    expect((await dashboard(f.memberId, OWNER)).statusCode).toBe(403);
    expect((await dashboard(987654, OWNER)).statusCode).toBe(403);
    expect((await dashboard(f.memberId, CHAIN)).statusCode).toBe(403);
    expect((await dashboard(f.memberId, OWNER)).json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
  });

  it('refuses a user without Spend and Savings (a viewer) with 403, even for their own member', async () => {
    expect((await dashboard('current', VIEWER)).statusCode).toBe(403);
  });

  it('answers 401 without a token, 404 for a malformed member and, for staff, an unknown one', async () => {
    expect((await dashboard('current')).statusCode).toBe(401);
    expect((await dashboard('abc', STAFF)).statusCode).toBe(404);
    expect((await dashboard('0', STAFF)).statusCode).toBe(404);
    expect((await dashboard(987654, STAFF)).statusCode).toBe(404);
  });
});

describe("the country's rules", () => {
  async function setSwedishSpendAndSavings(available: boolean) {
    const [sweden] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'se'));
    await t.db
      .update(featureFlags)
      .set({ available })
      .where(and(eq(featureFlags.countryId, sweden!.id), eq(featureFlags.feature, FEATURE.spendAndSavings)));
  }

  it("follows the flag of the user's country: off in Sweden, 403 for Swedish members, staff and Germany still served", async () => {
    await setSwedishSpendAndSavings(false);
    try {
      expect((await dashboard('current', FIXTURE_OWNER)).statusCode).toBe(403);
      expect((await dashboard('current', CHAIN)).statusCode).toBe(403);
      expect((await dashboard(f.memberId, STAFF)).statusCode).toBe(200);
      expect((await dashboard('current', DE_OWNER)).statusCode).toBe(200);
    } finally {
      await setSwedishSpendAndSavings(true);
    }
  });

  it("answers every part in the member's own currency", async () => {
    const hamburg = await memberIdNamed('Tierklinik Hamburg');
    const answer = (await dashboard(hamburg, STAFF)).json() as Record<string, { currency?: string }>;
    const { memberId, ...parts } = answer;
    expect(memberId).toBe(hamburg);
    for (const part of Object.values(parts)) expect(part.currency).toBe('EUR');
    expect(((await dashboard('current', DE_OWNER)).json() as { yearSum: { currency: string } }).yearSum.currency).toBe(
      'EUR',
    );
  });
});

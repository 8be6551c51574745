// Who may read whose spend and savings (spec §6, plan §1.3): the own member (by id or `current`), a
// chain user the members of its tree, staff any member; anyone else 403, without feature 12 403,
// without a token 401. Malformed members, years and quarters, and quarters that do not exist, 404.
import { eq } from 'drizzle-orm';
import { members } from '../../../../db/schema/accounts';
import {
  FIXTURE_OWNER,
  createPurchasingTestApp,
  type PurchasingFixture,
} from '../../../../test-support/purchasing-fixture';
import { CHAIN, OWNER, STAFF, type TestApp, VIEWER } from '../../../../test-support/test-app';

let t: TestApp;
let f: PurchasingFixture;

beforeAll(async () => {
  ({ t, f } = await createPurchasingTestApp());
});
afterAll(async () => {
  await t.close();
});

/** Every series, for the member segment (or `?memberId=` value) `m`. */
const paths = (m: string | number) => [
  `spend-and-savings-sum-for-current-year/${m}/`,
  `spend-per-category-for-current-year/${m}/`,
  `supplier-spend-usage-for-last-quarter/${m}/`,
  `top-five-suppliers-with-most-spend-for-current-year/${m}/`,
  `spend-and-savings-sum-for-last-six-quarters/${m}/`,
  `spend-savings-periods-list/${m}/`,
  `spend-savings-by-period-list/year/2026/quarter/1/${m}/`,
  `available-reports/?memberId=${m}`,
  `reports-addtional-info/?memberId=${m}`,
  `missed-savings-for-current-year/${m}/`,
  // Beyond the spec: the quarters page's two answers at once, under the same rules.
  `quarterly/${m}/`,
];

async function statuses(m: string | number, as?: string): Promise<number[]> {
  const codes: number[] = [];
  for (const path of paths(m)) {
    codes.push((await t.call({ url: `/api/v1/amadeo/${path}`, ...(as ? { as } : {}) })).statusCode);
  }
  return codes;
}

const every = (status: number) => Array<number>(paths('current').length).fill(status);

async function memberIdNamed(name: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, name));
  if (!row) throw new Error(`No seeded member ${name}`);
  return row.id;
}

describe('who may read a member', () => {
  it('lets a user read their own member, by id and as current', async () => {
    expect(await statuses(f.memberId, FIXTURE_OWNER)).toEqual(every(200));
    expect(await statuses('current', FIXTURE_OWNER)).toEqual(every(200));
  });

  it('lets a chain user read the members of its tree, and no other', async () => {
    expect(await statuses(await memberIdNamed('Vetgroup Umeå'), CHAIN)).toEqual(every(200));
    expect(await statuses(f.memberId, CHAIN)).toEqual(every(403));
  });

  it('lets staff read any member, and answers 404 for one that does not exist', async () => {
    expect(await statuses(f.memberId, STAFF)).toEqual(every(200));
    expect(await statuses(987654, STAFF)).toEqual(every(404));
  });

  it("refuses another member's data with 403, whether it exists or not", async () => {
    expect(await statuses(f.memberId, OWNER)).toEqual(every(403));
    expect(await statuses(987654, OWNER)).toEqual(every(403));
    const response = await t.call({
      url: `/api/v1/amadeo/spend-per-category-for-current-year/${f.memberId}/`,
      as: OWNER,
    });
    expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('refuses a user without Spend and Savings (a viewer) with 403, even for their own member', async () => {
    expect(await statuses('current', VIEWER)).toEqual(every(403));
    const response = await t.call({ url: '/api/v1/amadeo/spend-savings-periods-list/current/', as: VIEWER });
    expect(response.json()).toEqual({ detail: 'This feature is not available to you.' });
  });

  it('answers 401 without a token, before anything else is checked', async () => {
    expect(await statuses('current')).toEqual(every(401));
    expect(await statuses('not-a-member')).toEqual(every(401));
  });

  it('answers 404 for a malformed member', async () => {
    for (const m of ['abc', '0', '01', '1234567890', '-1']) {
      expect(await statuses(m, STAFF)).toEqual(every(404));
    }
  });
});

describe('which quarters exist', () => {
  const statement = async (year: string, quarter: string, as = FIXTURE_OWNER) =>
    (await t.call({ url: `/api/v1/amadeo/spend-savings-by-period-list/year/${year}/quarter/${quarter}/current/`, as }))
      .statusCode;

  it('answers 404 for a malformed year or quarter, never 500', async () => {
    for (const [year, quarter] of [
      ['abcd', '1'],
      ['20261', '1'],
      ['202', '1'],
      ['2026', '0'],
      ['2026', '5'],
      ['2026', 'Q1'],
      ['2026', '1.0'],
    ] as const) {
      expect(await statement(year, quarter)).toBe(404);
    }
  });

  it('answers 404 for a quarter after today', async () => {
    expect(await statement('2026', '4')).toBe(404);
    expect(await statement('2031', '1')).toBe(404);
    expect(await statement('9999', '4')).toBe(404);
  });

  it("answers 404 for a quarter before the group's first data, 200 for an empty one after it", async () => {
    expect(await statement('2020', '1')).toBe(404);
    expect(await statement('0000', '1')).toBe(404);
    expect(await statement('2025', '2')).toBe(200);
    expect(await statement('2026', '3')).toBe(200);
  });

  it('answers 403 before judging the quarter for a user without the feature', async () => {
    expect(await statement('2031', '1', VIEWER)).toBe(403);
  });
});

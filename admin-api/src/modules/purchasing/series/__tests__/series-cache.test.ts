// The series cache (routes.ts, ctx.seriesCache): answers are kept per series, member and day, and
// any write, an import above all, empties it; who may read a member is still checked per request.
import { eq } from 'drizzle-orm';
import { members } from '../../../../db/schema/accounts';
import { purchaseMonthly } from '../../../../db/schema/purchasing';
import { createTokenService } from '../../../../security/jwt';
import { multipart } from '../../../../test-support/multipart';
import { FIXTURE_OWNER, FIXTURE_TODAY, insertPurchasingFixture } from '../../../../test-support/purchasing-fixture';
import { createTestApp, OWNER, STAFF, TEST_SECRET, type TestApp } from '../../../../test-support/test-app';
import { yearSum } from '../service';

let t: TestApp;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
  ({ memberId } = await insertPurchasingFixture(t.db));
  t.clock.set(FIXTURE_TODAY);
});
afterAll(async () => {
  await t.close();
});

const YEAR_SUM = '/api/v1/amadeo/spend-and-savings-sum-for-current-year/current/';

async function read(url: string, as = FIXTURE_OWNER) {
  const response = await t.call({ url, as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const CSV = [
  'member_number,invoice_date,article_number,product_name,category_code,quantity,list_unit_price,net_unit_price,rebate_amount,currency,on_agreement',
  `MEMBER,2026-07-10,ART-1,Rabies vaccine,FIX-VAC,10,100.00,80.00,0,SEK,true`,
].join('\n');

function importJuly() {
  const csv = CSV.replace('MEMBER', String(memberId));
  return t.call({
    method: 'POST',
    url: '/api/v1/purchase-imports/',
    as: STAFF,
    ...multipart([
      { name: 'supplier', value: 'FIX-ALFA' },
      { name: 'period', value: '2026-07' },
      { name: 'file', filename: 'FIX-ALFA_2026-07.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]),
  });
}

it('keeps an answer until a write, and an import empties it', async () => {
  const before = await read(YEAR_SUM);
  // Behind the API's back (no write through it): the cached answer stays.
  await t.db.delete(purchaseMonthly).where(eq(purchaseMonthly.memberId, memberId));
  expect(await read(YEAR_SUM)).toEqual(before);

  expect((await importJuly()).statusCode).toBe(201);
  const after = await read(YEAR_SUM);
  expect(after).not.toEqual(before);
  expect(after).toEqual(JSON.parse(JSON.stringify(await yearSum(t.db, memberId, FIXTURE_TODAY))));
});

it('asks again on another day', async () => {
  const today = await read(YEAR_SUM);
  await t.db.delete(purchaseMonthly).where(eq(purchaseMonthly.memberId, memberId));
  const tomorrow = new Date(FIXTURE_TODAY.getTime() + 24 * 60 * 60 * 1000);
  t.clock.set(tomorrow);
  try {
    // A token of tomorrow: the cached test token has expired by then.
    const owner = { id: await t.userId(FIXTURE_OWNER), tokenVersion: 0 };
    const token = await createTokenService(TEST_SECRET, () => tomorrow).sign('access', owner);
    const response = await t.app.inject({ url: YEAR_SUM, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(await yearSum(t.db, memberId, tomorrow))));
    expect(response.json()).not.toEqual(today);
  } finally {
    t.clock.set(FIXTURE_TODAY);
  }
});

it('still refuses a user of another member a cached answer', async () => {
  await read(`/api/v1/amadeo/spend-and-savings-sum-for-current-year/${memberId}/`);
  const response = await t.call({
    url: `/api/v1/amadeo/spend-and-savings-sum-for-current-year/${memberId}/`,
    as: OWNER,
  });
  expect(response.statusCode).toBe(403);
});

it('keeps the member tree until a write', async () => {
  const tree = await read('/api/v1/me/member-tree/');
  await t.db.update(members).set({ name: 'Renamed behind the API' }).where(eq(members.id, memberId));
  expect(await read('/api/v1/me/member-tree/')).toEqual(tree);
  expect((await importJuly()).statusCode).toBe(201);
  expect((await read('/api/v1/me/member-tree/'))[0]).toMatchObject({ id: memberId, name: 'Renamed behind the API' });
});

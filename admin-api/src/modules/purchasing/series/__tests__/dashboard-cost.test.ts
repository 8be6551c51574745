// What a dashboard costs the database, with the read cache on as in production (docs/performance.md
// "The dashboard's calls"): a chain user looking at a member of its tree made the eight single
// calls check the member eight times (16 recursive tree queries, even with every series cached);
// the combined call checks once and reads every part from the series cache its single call fills.
import { eq } from 'drizzle-orm';
import { members } from '../../../../db/schema/accounts';
import { purchaseMonthly } from '../../../../db/schema/purchasing';
import { logQueries, type QueryLog, TREE_QUERY } from '../../../../test-support/query-log';
import { CHAIN, createTestApp, MANAGER, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let log: QueryLog;
let umea: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, 'Vetgroup Umeå'));
  umea = row!.id;
  for (const user of [CHAIN, MANAGER]) tokens[user] = await t.tokenFor(user);
  log = logQueries(t.db);
});
afterAll(() => t.close());

const SINGLE = (m: string | number) => {
  const query = m === 'current' ? '' : `?memberId=${m}`;
  return [
    `spend-and-savings-sum-for-current-year/${m}/`,
    `spend-per-category-for-current-year/${m}/`,
    `supplier-spend-usage-for-last-quarter/${m}/`,
    `top-five-suppliers-with-most-spend-for-current-year/${m}/`,
    `spend-and-savings-sum-for-last-six-quarters/${m}/`,
    `missed-savings-for-current-year/${m}/`,
    `available-reports/${query}`,
    `reports-addtional-info/${query}`,
  ];
};

/** The calls, together as the portal's server render makes them; the statements they ran. */
async function cost(paths: string[], as: string): Promise<{ queries: number; tree: number }> {
  log.clear();
  const responses = await Promise.all(
    paths.map((path) =>
      t.app.inject({ url: `/api/v1/amadeo/${path}`, headers: { authorization: `Bearer ${tokens[as]}` } }),
    ),
  );
  for (const response of responses) expect(response.statusCode).toBe(200);
  return { queries: log.statements.length, tree: log.count(TREE_QUERY) };
}

it('checks a chain member once for the combined call, where the eight single calls checked it eight times', async () => {
  // Warm: every series of Umeå in the cache; what is left is who may read it.
  await cost(SINGLE(umea), CHAIN);
  expect(await cost(SINGLE(umea), CHAIN)).toEqual({ queries: 16, tree: 16 });
  expect(await cost([`dashboard/${umea}/`], CHAIN)).toEqual({ queries: 2, tree: 2 });
});

it('costs a member looking at its own dashboard no query at all once the cache is warm', async () => {
  await cost(['dashboard/current/'], MANAGER);
  expect(await cost(['dashboard/current/'], MANAGER)).toEqual({ queries: 0, tree: 0 });
});

it('answers from the same cache entries as the single calls', async () => {
  const single = await t.app.inject({
    url: `/api/v1/amadeo/spend-per-category-for-current-year/current/`,
    headers: { authorization: `Bearer ${tokens[MANAGER]}` },
  });
  expect((single.json() as { results: unknown[] }).results.length).toBeGreaterThan(0);
  // Behind the API's back (no write through it): both keep the cached answer.
  await t.db.delete(purchaseMonthly);
  const combined = await t.app.inject({
    url: '/api/v1/amadeo/dashboard/current/',
    headers: { authorization: `Bearer ${tokens[MANAGER]}` },
  });
  expect((combined.json() as { categories: unknown }).categories).toEqual(single.json());
});

// The quarters page's combined call (`amadeo/quarterly/{m}/`, beyond the spec): each part exactly the
// answer of its own call, the page's links included, so the portal hands them to SWR under those
// calls' keys; who may read the member is checked once (access.test.ts has its rules).
import { eq } from 'drizzle-orm';
import { members } from '../../../../db/schema/accounts';
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

const get = (path: string, as: string) =>
  t.app.inject({ url: `/api/v1/amadeo/${path}`, headers: { authorization: `Bearer ${tokens[as]}` } });

it('answers the periods page and the additional info as their own calls do, page links included', async () => {
  const [combined, periods, info] = await Promise.all([
    get('quarterly/current/?page=2&page_size=1', MANAGER),
    get('spend-savings-periods-list/current/?page=2&page_size=1', MANAGER),
    get('reports-addtional-info/', MANAGER),
  ]);
  expect(combined.statusCode).toBe(200);
  const body = combined.json() as {
    periods: { next: string | null; previous: string | null };
    additionalInfo: unknown;
  };
  expect(body.periods).toEqual(periods.json());
  expect(body.periods.next).toContain('/api/v1/amadeo/spend-savings-periods-list/current/?page=3&page_size=1');
  expect(body.periods.previous).toContain('/api/v1/amadeo/spend-savings-periods-list/current/?page_size=1');
  expect(body.additionalInfo).toEqual(info.json());
});

it('answers a page past the end with 404, as the periods call does', async () => {
  expect((await get('quarterly/current/?page=999', MANAGER)).statusCode).toBe(404);
});

it("checks a chain member of the user's tree once, where the two calls checked it twice", async () => {
  await get(`quarterly/${umea}/`, CHAIN);
  log.clear();
  expect((await get(`quarterly/${umea}/`, CHAIN)).statusCode).toBe(200);
  expect(log.count(TREE_QUERY)).toBe(2);
  expect(log.statements).toHaveLength(2);
});

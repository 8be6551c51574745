// What the member pages' reads cost the database once the read cache is warm (docs/performance.md
// "The purchasing and handbook pages' reads"): the reports list, the commitments list, Manage
// customers' list and the handbooks' list, tags and parts are the same for every load within the
// cache's few seconds, so a page load runs no statement for them; only the reader's own last visit
// of a handbook is read each time. Any write through the API empties the caches.
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/accounts';
import { logQueries, type QueryLog } from '../../test-support/query-log';
import { createTestApp, ENGAGED, OWNER, STAFF, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let log: QueryLog;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
  for (const user of [OWNER, ENGAGED, STAFF]) tokens[user] = await t.tokenFor(user);
  log = logQueries(t.db);
});

const get = (url: string, as: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${tokens[as]}` } });
afterAll(() => t.close());

/** The statements one GET ran, asked twice: the second is what a warm page load costs. */
async function warmCost(url: string, as: string): Promise<{ statements: string[]; body: unknown }> {
  const first = await get(url, as);
  expect(first.statusCode).toBe(200);
  log.clear();
  const second = await get(url, as);
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  return { statements: [...log.statements], body: second.json() };
}

it('answers the reports list from the cache', async () => {
  const { statements, body } = await warmCost('/reports/?memberId=current&page=1', OWNER);
  expect((body as { count: number }).count).toBeGreaterThan(0);
  expect(statements).toEqual([]);
});

it('shows a report issued through the API on the next read of the list', async () => {
  const url = '/reports/?memberId=current&page=1&kind=2';
  const before = (await get(url, OWNER)).json() as { count: number };
  const [solna] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, 'Djurkliniken Solna'));
  const issued = await t.call({
    method: 'POST',
    url: '/api/v1/reports/issue/',
    as: STAFF,
    payload: { member: solna!.id, kind: 2, year: t.clock.now().getFullYear() },
  });
  expect(issued.statusCode).toBe(201);
  const after = (await get(url, OWNER)).json() as { count: number };
  expect(after.count).toBe(before.count + 1);
});

it('answers the commitments list and Manage customers from the cache', async () => {
  expect((await warmCost('/commitments/?memberId=current&page=1', ENGAGED)).statements).toEqual([]);
  expect((await warmCost('/commitments/?memberId=current&page=1&status=ended', ENGAGED)).statements).toEqual([]);
  const customers = await warmCost('/costumers/?page=1', ENGAGED);
  expect((customers.body as { count: number }).count).toBeGreaterThan(0);
  expect(customers.statements).toEqual([]);
});

it("answers the handbooks list, its tags and a handbook with its reader's last visit from the cache", async () => {
  const list = await warmCost('/wiki/handbooks/?page=1', OWNER);
  expect(list.statements).toEqual([]);
  expect((await warmCost('/wiki/handbooks/tags/', OWNER)).statements).toEqual([]);
  const [first] = (list.body as { data: { id: number }[] }).data;
  const detail = await warmCost(`/wiki/handbooks/${first!.id}/`, OWNER);
  expect((detail.body as { chapters: unknown[] }).chapters.length).toBeGreaterThan(0);
  expect(detail.statements).toEqual([]);
});

it("shows the reader's new last visit at once after they mark the handbook read", async () => {
  const list = (await get('/wiki/handbooks/?page=1', OWNER)).json() as { data: { id: number }[] };
  const url = `/wiki/handbooks/${list.data[0]!.id}/`;
  const before = (await get(url, OWNER)).json() as { lastReadAt: string | null };
  t.clock.advance(60_000);
  const marked = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}read/`,
    headers: { authorization: `Bearer ${tokens[OWNER]}` },
    payload: {},
  });
  expect(marked.statusCode).toBe(204);
  const after = (await get(url, OWNER)).json() as { lastReadAt: string | null };
  expect(after.lastReadAt).not.toBe(before.lastReadAt);
  expect(after.lastReadAt).toBe(t.clock.now().toISOString());
});

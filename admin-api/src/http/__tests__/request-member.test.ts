// Who may read a member is asked once per request, never across requests: the same request asking
// again runs no query; another request asks the database again, so a chain right taken away (here:
// the member moved out of the chain's tree) is refused on the very next request.
import { eq } from 'drizzle-orm';
import { type FastifyRequest } from 'fastify';
import { members } from '../../db/schema/accounts';
import { loadCurrentUser } from '../../domain/current-user';
import { logQueries, type QueryLog, TREE_QUERY } from '../../test-support/query-log';
import { CHAIN, createTestApp, type TestApp } from '../../test-support/test-app';
import { requestMember } from '../request-member';

let t: TestApp;
let log: QueryLog;
let umea: number;
let nord: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: members.id, name: members.name, parentId: members.parentId }).from(members);
  umea = rows.find((row) => row.name === 'Vetgroup Umeå')!.id;
  nord = rows.find((row) => row.name === 'Vetgroup Nord')!.id;
  log = logQueries(t.db);
});
afterAll(() => t.close());

async function chainRequest(): Promise<FastifyRequest> {
  const user = await loadCurrentUser(t.db, await t.userId(CHAIN));
  return { currentUser: user } as unknown as FastifyRequest;
}

it('resolves a member once per request, however often the request asks', async () => {
  const request = await chainRequest();
  log.clear();
  expect(await requestMember(t.db, request, umea)).toBe(umea);
  expect(await requestMember(t.db, request, String(umea))).toBe(umea);
  expect(await Promise.all([requestMember(t.db, request, umea), requestMember(t.db, request, umea)])).toEqual([
    umea,
    umea,
  ]);
  // The member's root and the user's own: two tree queries, for the first question only.
  expect(log.count(TREE_QUERY)).toBe(2);
});

it('keeps a refusal for the rest of the request too', async () => {
  const request = await chainRequest();
  log.clear();
  await expect(requestMember(t.db, request, 987654)).rejects.toMatchObject({ statusCode: 403 });
  await expect(requestMember(t.db, request, 987654)).rejects.toMatchObject({ statusCode: 403 });
  expect(log.count(TREE_QUERY)).toBe(2);
});

it('asks again on the next request, so a right taken away counts at once', async () => {
  expect(await requestMember(t.db, await chainRequest(), umea)).toBe(umea);
  await t.db.update(members).set({ parentId: null }).where(eq(members.id, umea));
  try {
    log.clear();
    await expect(requestMember(t.db, await chainRequest(), umea)).rejects.toMatchObject({ statusCode: 403 });
    expect(log.count(TREE_QUERY)).toBe(2);
  } finally {
    await t.db.update(members).set({ parentId: nord }).where(eq(members.id, umea));
  }
});

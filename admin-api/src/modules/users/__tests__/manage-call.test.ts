// `GET users/manage/` (beyond the spec): Manage users' first render in one call. Each part must be
// what its own call answers, with the same access rules; and with the read cache on (as in
// production) a change through the API shows on the next load.
import { USER_ROLE } from '../../../rules/levels';
import {
  CHAIN,
  createTestApp,
  MANAGER,
  OWNER,
  SHARED,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import { AUDIT_LOG, auditLog, change, listUsers, USERS } from './support';

const MANAGE = '/api/v1/users/manage/';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
});
afterAll(async () => {
  await t.close();
});

async function manage(as: string, query = '') {
  const response = await t.call({ url: `${MANAGE}${query}`, as });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET users/manage/', () => {
  it('answers the list of its query, the active owners and the log, each as its own call does', async () => {
    for (const query of ['', '?page_size=2&page=2', '?status=active&search=ma', '?role=14&role=15']) {
      const combined = await manage(OWNER, query);
      const owners = await listUsers(t, OWNER, `?role=${USER_ROLE.owner}&status=active&page_size=1`);
      const users = await t.call({ url: `${USERS}${query}`, as: OWNER });
      expect(combined).toEqual({ users: users.json(), activeOwners: owners.count, auditLog: await auditLog(t, OWNER) });
    }
    const paged = await manage(OWNER, '?page_size=2&page=2');
    expect(paged.users.previous).toBe('http://localhost/api/v1/users/?page_size=2');
    expect(paged.users.next).toBe('http://localhost/api/v1/users/?page_size=2&page=3');
  });

  it('gives staff the member they name, log included, and refuses an unknown one as users/ does', async () => {
    const combined = await manage(STAFF, '?member=7');
    expect(combined.users).toEqual(await listUsers(t, STAFF, '?member=7'));
    expect(combined.auditLog).toEqual(await auditLog(t, STAFF, '?member=7'));
    const unknown = await t.call({ url: `${MANAGE}?member=999`, as: STAFF });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['member']);
  });

  it("ignores another member's id from anyone but staff", async () => {
    expect(await manage(OWNER, '?member=7')).toEqual(await manage(OWNER));
  });

  it('is refused as users/ is: to a shared account, to levels without Manage users, without a session', async () => {
    for (const email of [SHARED, MANAGER, VIEWER, CHAIN]) {
      const response = await t.call({ url: MANAGE, as: email });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.call({ url: MANAGE })).statusCode).toBe(401);
  });

  it('shows a change made through the API on the next load, though the lists are cached', async () => {
    const before = await manage(OWNER);
    const viewer = before.users.results.find((row: { email: string }) => row.email === VIEWER);
    expect((await change(t, OWNER, viewer.id, { isActive: false })).statusCode).toBe(200);
    const after = await manage(OWNER);
    expect(after.users.results.find((row: { email: string }) => row.email === VIEWER).isActive).toBe(false);
    expect(after.auditLog.count).toBe(before.auditLog.count + 1);
    expect((await t.call({ url: AUDIT_LOG, as: OWNER })).json().count).toBe(before.auditLog.count + 1);
    expect((await change(t, OWNER, viewer.id, { isActive: true })).statusCode).toBe(200);
  });
});

import { parseMemberSegment } from '../../contract/member-id';
import { members } from '../../db/schema/accounts';
import { createTestApp, OWNER, STAFF, type TestApp } from '../../test-support/test-app';
import { loadCurrentUser } from '../current-user';
import { resolveMember } from '../member-access';

const CHAIN = 'chain@vetnet.example';

let t: TestApp;
const memberIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.db.select({ id: members.id, name: members.name }).from(members)) {
    memberIds[row.name] = row.id;
  }
});
afterAll(() => t.close());

async function userFor(email: string) {
  const user = await loadCurrentUser(t.db, await t.userId(email));
  if (!user) throw new Error(email);
  return user;
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode,
  );

test('parses current and positive ids only', () => {
  expect(parseMemberSegment('current')).toBe('current');
  expect(parseMemberSegment(undefined)).toBe('current');
  expect(parseMemberSegment('17')).toBe(17);
  for (const bad of ['0', '-1', '1.5', 'abc', '01', '1234567890']) expect(parseMemberSegment(bad)).toBeNull();
});

test('a member reads its own data by id or as current, and no other member', async () => {
  const owner = await userFor(OWNER);
  await expect(resolveMember(t.db, owner, 'current')).resolves.toBe(owner.memberId);
  await expect(resolveMember(t.db, owner, String(owner.memberId))).resolves.toBe(owner.memberId);
  expect(await statusOf(resolveMember(t.db, owner, String(memberIds['Smådjursklinik Göteborg'])))).toBe(403);
  // An unknown member is refused the same way, so ids cannot be probed.
  expect(await statusOf(resolveMember(t.db, owner, '999999'))).toBe(403);
  expect(await statusOf(resolveMember(t.db, owner, 'x'))).toBe(404);
});

test('a chain user reads the members of its tree only', async () => {
  const chain = await userFor(CHAIN);
  await expect(resolveMember(t.db, chain, String(memberIds['Vetgroup Umeå']))).resolves.toBe(
    memberIds['Vetgroup Umeå'],
  );
  await expect(resolveMember(t.db, chain, String(memberIds['Vetgroup Luleå']))).resolves.toBe(
    memberIds['Vetgroup Luleå'],
  );
  expect(await statusOf(resolveMember(t.db, chain, String(memberIds['Djurkliniken Solna'])))).toBe(403);
});

test('a user without changeMember is refused its own tree', async () => {
  const chain = await userFor(CHAIN);
  const plain = { ...chain, changeMember: false };
  expect(await statusOf(resolveMember(t.db, plain, String(memberIds['Vetgroup Umeå'])))).toBe(403);
});

test('staff read any existing member; an unknown one is 404', async () => {
  const staff = await userFor(STAFF);
  const gent = memberIds['Dierenkliniek Gent'];
  await expect(resolveMember(t.db, staff, String(gent))).resolves.toBe(gent);
  expect(await statusOf(resolveMember(t.db, staff, '999999'))).toBe(404);
});

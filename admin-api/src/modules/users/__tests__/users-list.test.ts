import { eq } from 'drizzle-orm';
import { USERS_PAGE_SIZE, type ManagedUser } from '../../../contract/settings';
import { users } from '../../../db/schema/accounts';
import { USER_ROLE } from '../../../rules/levels';
import {
  CHAIN,
  createTestApp,
  DE_OWNER,
  INVITED,
  MANAGER,
  OWNER,
  SHARED,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import { invitation, invite, listUsers, USERS, userRow } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const emails = (rows: ManagedUser[]) => rows.map((row) => row.email);

describe('GET users/', () => {
  it("lists the member's users as ManagedUser rows, sorted by name, paged", async () => {
    const page = await listUsers(t, OWNER);
    expect(page).toMatchObject({ count: 5, next: null, previous: null });
    expect(emails(page.results)).toEqual([INVITED, MANAGER, OWNER, SHARED, VIEWER]);
    await t.db
      .update(users)
      .set({ lastLogin: new Date('2026-11-20T08:30:00Z') })
      .where(eq(users.email, VIEWER));
    const vera = (await listUsers(t, OWNER)).results.find((row) => row.email === VIEWER);
    expect(vera).toEqual({
      id: await t.userId(VIEWER),
      firstName: 'Vera',
      lastName: 'Viewer',
      email: VIEWER,
      title: 1,
      role: USER_ROLE.viewer,
      isShared: false,
      isStaff: false,
      isActive: true,
      status: 'active',
      invitedAt: null,
      invitationExpired: false,
      lastLogin: '2026-11-20T08:30:00Z',
    });
    // Inactive without a Manage users invitation (the old activation flow's user): not "invited".
    expect(page.results.find((row) => row.email === INVITED)).toMatchObject({ status: 'inactive', invitedAt: null });
    const small = await listUsers(t, OWNER, '?page_size=2&page=3');
    expect(emails(small.results)).toEqual([VIEWER]);
    expect(small.previous).toBe('http://localhost/api/v1/users/?page_size=2&page=2');
  });

  it(`answers ${USERS_PAGE_SIZE} users a page unless page_size says otherwise`, async () => {
    const hamburg = await userRow(t, DE_OWNER);
    await t.db.insert(users).values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `colleague${i}@hamburg.example`,
        firstName: 'Kollege',
        lastName: String(i).padStart(2, '0'),
        languageId: hamburg.languageId,
        memberId: hamburg.memberId,
        role: USER_ROLE.contributor,
      })),
    );
    const first = await listUsers(t, DE_OWNER);
    expect(first.count).toBe(31);
    expect(first.results).toHaveLength(USERS_PAGE_SIZE);
    expect(first.next).toBe('http://localhost/api/v1/users/?page=2');
    expect((await listUsers(t, DE_OWNER, '?page=2')).results).toHaveLength(31 - USERS_PAGE_SIZE);
    expect((await listUsers(t, DE_OWNER, '?page_size=40')).results).toHaveLength(31);
    expect((await t.call({ url: `${USERS}?page=3`, as: DE_OWNER })).statusCode).toBe(404);
  });

  it('searches names and e-mail addresses, case-insensitively and literally', async () => {
    expect(emails((await listUsers(t, OWNER, '?search=vera')).results)).toEqual([VIEWER]);
    expect(emails((await listUsers(t, OWNER, '?search=OLIVIA%20OWNER')).results)).toEqual([OWNER]);
    expect(emails((await listUsers(t, OWNER, '?search=manager%40vetnet')).results)).toEqual([MANAGER]);
    expect(emails((await listUsers(t, OWNER, '?search=%20%20')).results)).toHaveLength(5);
    // LIKE's wildcards are letters like any other: nobody's name or address holds them.
    for (const wildcard of ['%25', '_', '%5C']) {
      expect((await listUsers(t, OWNER, `?search=${wildcard}`)).count).toBe(0);
    }
    // Another member's user is never found.
    expect((await listUsers(t, OWNER, '?search=contributor')).count).toBe(0);
  });

  it('filters by status (invited, active, inactive) and by role', async () => {
    const pending = 'pending.list@vetnet.example';
    expect((await invite(t, OWNER, invitation(pending))).statusCode).toBe(201);
    expect(emails((await listUsers(t, OWNER, '?status=invited')).results)).toEqual([pending]);
    expect(emails((await listUsers(t, OWNER, '?status=inactive')).results)).toEqual([INVITED]);
    expect(emails((await listUsers(t, OWNER, '?status=active')).results)).toEqual([MANAGER, OWNER, SHARED, VIEWER]);
    expect(emails((await listUsers(t, OWNER, '?status=invited&status=inactive')).results)).toEqual([INVITED, pending]);
    expect(emails((await listUsers(t, OWNER, '?status=active&search=ma')).results)).toEqual([MANAGER]);
    expect(emails((await listUsers(t, OWNER, '?role=17&status=active')).results)).toEqual([VIEWER]);
    const ownersAndManagers = await listUsers(t, OWNER, '?role=14&role=15');
    expect(ownersAndManagers.results.map((row) => row.role).sort()).toEqual([14, 14, 15]);
    for (const [query, field, value] of [
      ['status=gone', 'status', 'gone'],
      ['role=3', 'role', '3'],
    ]) {
      const invalid = await t.call({ url: `${USERS}?${query}`, as: OWNER });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        [String(field)]: [`Select a valid choice. ${value} is not one of the available choices.`],
      });
    }
  });

  it('is refused to a shared account and to levels the Self Onboarding feature does not allow', async () => {
    for (const email of [SHARED, MANAGER, VIEWER, CHAIN]) {
      const response = await t.call({ url: USERS, as: email });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
    expect((await t.call({ url: USERS })).statusCode).toBe(401);
  });

  it('ignores the member query for non-staff and lets staff pick a member', async () => {
    const own = await listUsers(t, OWNER, '?member=7');
    expect(own.results.some((row) => row.email === 'contributor@vetnet.example')).toBe(false);
    expect(emails((await listUsers(t, STAFF, '?member=7')).results)).toEqual(['contributor@vetnet.example']);
    expect(emails((await listUsers(t, STAFF)).results)).toEqual([STAFF]);
    const unknown = await t.call({ url: `${USERS}?member=999`, as: STAFF });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['member']);
  });
});

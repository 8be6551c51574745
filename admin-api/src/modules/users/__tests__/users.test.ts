import {
  CHAIN,
  createTestApp,
  INVITED,
  MANAGER,
  OWNER,
  SHARED,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';

type Row = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: number;
  isShared: boolean;
  isActive: boolean;
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET users/', () => {
  it("lists the users of the owner's member, paginated, sorted by name", async () => {
    const response = await t.call({ url: '/api/v1/users/', as: OWNER });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 5, next: null, previous: null });
    const emails = page.results.map((row: Row) => row.email);
    expect(emails).toEqual([INVITED, MANAGER, OWNER, SHARED, VIEWER]);
    expect(page.results.find((row: Row) => row.email === INVITED)).toEqual({
      id: await t.userId(INVITED),
      firstName: 'Ingrid',
      lastName: 'Invited',
      email: INVITED,
      role: 17,
      isShared: false,
      isActive: false,
    });
    const small = (await t.call({ url: '/api/v1/users/?page_size=2&page=3', as: OWNER })).json();
    expect(small.results.map((row: Row) => row.email)).toEqual([VIEWER]);
    expect(small.previous).toBe('http://localhost/api/v1/users/?page_size=2&page=2');
  });

  it('filters by one or several roles', async () => {
    const viewers = (await t.call({ url: '/api/v1/users/?role=17', as: OWNER })).json();
    expect(viewers.results.map((row: Row) => row.email)).toEqual([INVITED, VIEWER]);
    const ownersAndManagers = (await t.call({ url: '/api/v1/users/?role=14&role=15', as: OWNER })).json();
    expect(ownersAndManagers.results.map((row: Row) => row.role).sort()).toEqual([14, 14, 15]);
    const invalid = await t.call({ url: '/api/v1/users/?role=3', as: OWNER });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ role: ['Select a valid choice. 3 is not one of the available choices.'] });
  });

  it('is refused to a shared account and to levels the Self Onboarding feature does not allow', async () => {
    for (const email of [SHARED, MANAGER, VIEWER, CHAIN]) {
      const response = await t.call({ url: '/api/v1/users/', as: email });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('ignores the member query for non-staff and lets staff pick a member', async () => {
    const own = (await t.call({ url: '/api/v1/users/?member=7', as: OWNER })).json();
    expect(own.results.every((row: Row) => row.email.endsWith('@vetnet.example'))).toBe(true);
    expect(own.count).toBe(5);
    const aarhus = (await t.call({ url: '/api/v1/users/?member=7', as: STAFF })).json();
    expect(aarhus.results.map((row: Row) => row.email)).toEqual(['contributor@vetnet.example']);
    const hq = (await t.call({ url: '/api/v1/users/', as: STAFF })).json();
    expect(hq.results.map((row: Row) => row.email)).toEqual([STAFF]);
    const unknown = await t.call({ url: '/api/v1/users/?member=999', as: STAFF });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['member']);
  });
});

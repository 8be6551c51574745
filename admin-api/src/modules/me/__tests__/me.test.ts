import { eq } from 'drizzle-orm';
import { type CurrentUser as MeBody } from '../../../contract/user';
import { users } from '../../../db/schema/accounts';
import { CHAIN, createTestApp, ENGAGED, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET me/', () => {
  it('answers the user in the shape of the contract', async () => {
    const response = await t.call({ url: '/api/v1/me/', as: OWNER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      id: await t.userId(OWNER),
      email: OWNER,
      firstName: 'Olivia',
      lastName: 'Owner',
      language: { id: 14, code: 'sv', name: 'Svenska' },
      title: 0,
      phoneNumber: '+46 8 123 456',
      isOnboarded: true,
      isStaff: false,
      isSuperuser: false,
      isShared: false,
      preferences: [2, 3],
      hasDigestSubscribed: true,
      role: 14,
      changeMember: false,
      levels: [
        { id: 14, name: 'owner' },
        { id: 1, name: 'b-basic' },
      ],
      member: {
        id: 2,
        name: 'Djurkliniken Solna',
        isVetnet: false,
        levels: [{ id: 1, name: 'b-basic' }],
        country: {
          id: 15,
          name: 'Sweden',
          code: 'se',
          useLanguageSelector: true,
          languages: [
            { id: 14, code: 'sv', name: 'Svenska' },
            { id: 4, code: 'en', name: 'English' },
          ],
          currency: 'SEK',
        },
      },
      // tsc checks the expected body against the contract (lib/contract/user.ts): every field, none besides.
    } satisfies MeBody);
  });

  it('shows the staff flags and the b-engaged level of Vetnet HQ', async () => {
    const me = (await t.call({ url: '/api/v1/me/', as: STAFF })).json();
    expect(me).toMatchObject({ isStaff: true, isSuperuser: true, member: { name: 'Vetnet HQ', isVetnet: true } });
    expect(me.levels).toEqual([
      { id: 14, name: 'owner' },
      { id: 2, name: 'b-engaged' },
    ]);
  });
});

describe('PATCH me/', () => {
  it('changes the editable fields and ignores read-only ones', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/api/v1/me/',
      as: VIEWER,
      payload: {
        firstName: ' Veronica ',
        phoneNumber: '+46 70 000 00 00',
        title: null,
        hasDigestSubscribed: true,
        isOnboarded: false,
        isStaff: true,
        email: 'evil@vetnet.example',
        role: 14,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Veronica',
      phoneNumber: '+46 70 000 00 00',
      title: null,
      hasDigestSubscribed: true,
      isOnboarded: false,
      isStaff: false,
      email: VIEWER,
      role: 17,
    });
    const again = (await t.call({ url: '/api/v1/me/', as: VIEWER })).json();
    expect(again.firstName).toBe('Veronica');
  });

  it('answers field errors in DRF wording', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/api/v1/me/',
      as: VIEWER,
      payload: { title: 7, firstName: 'x'.repeat(151), isOnboarded: 'yes', phoneNumber: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['"7" is not a valid choice.'],
      firstName: ['Ensure this field has no more than 150 characters.'],
      isOnboarded: ['Must be a valid boolean.'],
      phoneNumber: ['This field may not be null.'],
    });
  });
});

describe('POST me/preferences/', () => {
  it('stores the followed features without duplicates', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/me/preferences/',
      as: OWNER,
      payload: { preferences: [4, 2, 4, 17] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().preferences).toEqual([4, 2, 17]);
  });

  it('refuses unknown feature ids and a missing list', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/v1/me/preferences/',
      as: OWNER,
      payload: { preferences: [2, 18] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ preferences: { 1: ['"18" is not a valid choice.'] } });
    const missing = await t.call({ method: 'POST', url: '/api/v1/me/preferences/', as: OWNER, payload: {} });
    expect(missing.json()).toEqual({ preferences: ['This field is required.'] });
  });
});

describe('member tree and acting member', () => {
  it('gives a chain user their whole chain and lets them act for a member of it', async () => {
    const tree = (await t.call({ url: '/api/v1/me/member-tree/', as: CHAIN })).json();
    expect(tree).toEqual([
      {
        id: expect.any(Number),
        name: 'Vetgroup Nord',
        country: { id: 15, name: 'Sweden', code: 'se' },
        children: [
          {
            id: expect.any(Number),
            name: 'Vetgroup Luleå',
            country: { id: 15, name: 'Sweden', code: 'se' },
            children: [],
          },
          {
            id: expect.any(Number),
            name: 'Vetgroup Umeå',
            country: { id: 15, name: 'Sweden', code: 'se' },
            children: [],
          },
        ],
      },
    ]);
    const umea = tree[0].children[1].id;
    const moved = await t.call({ method: 'PATCH', url: '/api/v1/me/member/', as: CHAIN, payload: { member: umea } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().member.name).toBe('Vetgroup Umeå');
    // Acting for a child keeps the same tree, so the user can go back to the parent.
    const treeAfter = (await t.call({ url: '/api/v1/me/member-tree/', as: CHAIN })).json();
    expect(treeAfter[0].name).toBe('Vetgroup Nord');
    const back = await t.call({
      method: 'PATCH',
      url: '/api/v1/me/member/',
      as: CHAIN,
      payload: { member: tree[0].id },
    });
    expect(back.json().member.name).toBe('Vetgroup Nord');
  });

  it('refuses a member outside the tree, and anyone without changeMember', async () => {
    const outside = await t.call({ method: 'PATCH', url: '/api/v1/me/member/', as: CHAIN, payload: { member: 2 } });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ detail: expect.any(String) });
    const owner = await t.call({ method: 'PATCH', url: '/api/v1/me/member/', as: OWNER, payload: { member: 2 } });
    expect(owner.statusCode).toBe(403);
  });

  it('gives a user without changeMember their own member only', async () => {
    const tree = (await t.call({ url: '/api/v1/me/member-tree/', as: OWNER })).json();
    expect(tree).toEqual([
      { id: 2, name: 'Djurkliniken Solna', country: { id: 15, name: 'Sweden', code: 'se' }, children: [] },
    ]);
  });

  it('lets staff see every member and act for any of them', async () => {
    const tree = (await t.call({ url: '/api/v1/me/member-tree/', as: STAFF })).json();
    const names = (nodes: { name: string; children: unknown[] }[]): string[] =>
      nodes.flatMap((node) => [node.name, ...names(node.children as never)]);
    expect(names(tree)).toHaveLength(10);
    expect(tree.map((node: { name: string }) => node.name)).not.toContain('Vetgroup Umeå');
    const moved = await t.call({ method: 'PATCH', url: '/api/v1/me/member/', as: STAFF, payload: { member: 8 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().member).toMatchObject({ name: 'Tierklinik Hamburg', country: { code: 'de' } });
    await t.db.update(users).set({ memberId: 1 }).where(eq(users.email, STAFF));
  });

  it('answers 400 for a member that does not exist or a malformed id', async () => {
    const missing = await t.call({ method: 'PATCH', url: '/api/v1/me/member/', as: STAFF, payload: { member: 999 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ member: ['Invalid pk "999" - object does not exist.'] });
    const malformed = await t.call({
      method: 'PATCH',
      url: '/api/v1/me/member/',
      as: STAFF,
      payload: { member: 'two' },
    });
    expect(malformed.json()).toEqual({ member: ['Incorrect type. Expected pk value, received str.'] });
  });

  it('lists every member level and user role', async () => {
    expect((await t.call({ url: '/api/v1/members/levels/', as: OWNER })).json()).toEqual([
      { id: 1, name: 'b-basic' },
      { id: 2, name: 'b-engaged' },
      { id: 3, name: 'b-plus' },
      { id: 14, name: 'owner' },
      { id: 15, name: 'manager' },
      { id: 16, name: 'contributor' },
      { id: 17, name: 'viewer' },
    ]);
    const engaged = (await t.call({ url: '/api/v1/me/', as: ENGAGED })).json();
    expect(engaged.member.levels).toEqual([{ id: 2, name: 'b-engaged' }]);
  });
});

describe('every endpoint of this area needs a token', () => {
  it.each([
    ['GET', '/api/v1/me/'],
    ['PATCH', '/api/v1/me/'],
    ['POST', '/api/v1/me/preferences/'],
    ['PATCH', '/api/v1/me/member/'],
    ['GET', '/api/v1/me/member-tree/'],
    ['GET', '/api/v1/members/levels/'],
  ] as const)('%s %s', async (method, url) => {
    const response = await t.call({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

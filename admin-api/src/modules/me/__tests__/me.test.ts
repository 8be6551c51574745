import { eq } from 'drizzle-orm';
import { type CurrentUser as MeBody } from '../../../contract/user';
import { users } from '../../../db/schema/accounts';
import { languages } from '../../../db/schema/locale';
import { CHAIN, createTestApp, ENGAGED, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ME = '/api/v1/me/';
const NOT_OFFERED = "This language is not one of your member country's languages.";

const patchMe = (as: string, payload: Record<string, unknown>) => t.call({ method: 'PATCH', url: ME, as, payload });

async function languageId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!row) throw new Error(`no language ${code}`);
  return row.id;
}

/** The seeded tags' ids (the seed decides which and how many). */
async function tagIds(): Promise<number[]> {
  const tags = (await t.call({ url: '/api/v1/tags/', as: OWNER })).json() as { id: number }[];
  expect(tags.length).toBeGreaterThanOrEqual(3);
  return tags.map((tag) => tag.id);
}

describe('GET me/', () => {
  it('answers the user in the shape of the contract', async () => {
    // The seed chooses the demo users' topics; this test checks they are answered as stored.
    const [stored] = await t.db.select({ preferences: users.preferences }).from(users).where(eq(users.email, OWNER));
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
      preferences: stored?.preferences ?? [],
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

  it('refuses blank names, keeping the stored ones', async () => {
    const response = await patchMe(VIEWER, { firstName: '   ', lastName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      firstName: ['This field may not be blank.'],
      lastName: ['This field may not be blank.'],
    });
    const me = (await t.call({ url: ME, as: VIEWER })).json();
    expect(me.lastName).toBe('Viewer');
    expect(me.firstName).not.toBe('');
  });

  it.each(['call me', '12-34', '+46 8 123 456 ext 7', '++46 8 123 456', `+${'1'.repeat(33)}`])(
    'refuses the phone number %j',
    async (phoneNumber) => {
      const response = await patchMe(VIEWER, { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['phoneNumber']);
    },
  );

  it('says "Enter a valid phone number." and accepts a well-formed number or none', async () => {
    expect((await patchMe(VIEWER, { phoneNumber: 'call me' })).json()).toEqual({
      phoneNumber: ['Enter a valid phone number.'],
    });
    const formatted = await patchMe(VIEWER, { phoneNumber: ' +46 (8) 123-456 ' });
    expect(formatted.statusCode).toBe(200);
    expect(formatted.json().phoneNumber).toBe('+46 (8) 123-456');
    const none = await patchMe(VIEWER, { phoneNumber: '' });
    expect(none.json().phoneNumber).toBe('');
  });

  it("lets a member choose one of the member country's languages only", async () => {
    const english = await patchMe(VIEWER, { language: await languageId('en') });
    expect(english.statusCode).toBe(200);
    expect(english.json().language).toEqual({ id: 4, code: 'en', name: 'English' });

    const danish = await patchMe(VIEWER, { language: await languageId('da'), firstName: 'Vera' });
    expect(danish.statusCode).toBe(400);
    expect(danish.json()).toEqual({ language: [NOT_OFFERED] });
    // Nothing of the refused request was stored.
    const me = (await t.call({ url: ME, as: VIEWER })).json();
    expect(me.language.code).toBe('en');

    const back = await patchMe(VIEWER, { language: await languageId('sv') });
    expect(back.json().language.code).toBe('sv');
  });

  it('lets staff choose any language', async () => {
    const response = await patchMe(STAFF, { language: await languageId('da') });
    expect(response.statusCode).toBe(200);
    expect(response.json().language.code).toBe('da');
    await patchMe(STAFF, { language: await languageId('en') });
  });

  it('refuses a language that does not exist, or is no id', async () => {
    const missing = await patchMe(STAFF, { language: 999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ language: ['Invalid pk "999" - object does not exist.'] });
    const malformed = await patchMe(VIEWER, { language: 'sv' });
    expect(malformed.json()).toEqual({ language: ['Incorrect type. Expected pk value, received str.'] });
  });
});

describe('POST me/preferences/', () => {
  const post = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/v1/me/preferences/', as: OWNER, payload });

  it('stores the chosen tags without duplicates, in the order first given', async () => {
    const [a, b, c] = (await tagIds()) as [number, number, number];
    const response = await post({ preferences: [c, a, c, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json().preferences).toEqual([c, a, b]);
    const cleared = await post({ preferences: [] });
    expect(cleared.json().preferences).toEqual([]);
  });

  it('refuses an id that is no tag, with DRF invalid-pk message, and keeps the stored choice', async () => {
    const ids = await tagIds();
    await post({ preferences: [ids[0]] });
    const unknown = Math.max(...ids) + 1000;
    const bad = await post({ preferences: [ids[1], unknown] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ preferences: [`Invalid pk "${unknown}" - object does not exist.`] });
    expect((await t.call({ url: ME, as: OWNER })).json().preferences).toEqual([ids[0]]);
  });

  it('refuses a malformed id, a list that is no list and a missing one', async () => {
    const malformed = await post({ preferences: ['two'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ preferences: { 0: ['Incorrect type. Expected pk value, received str.'] } });
    const notList = await post({ preferences: 3 });
    expect(notList.json()).toEqual({ preferences: ['Expected a list of items but got type "int".'] });
    const missing = await post({});
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

  it('keeps a chain user inside the tree while acting for a child, and a refusal changes nothing', async () => {
    const tree = (await t.call({ url: '/api/v1/me/member-tree/', as: CHAIN })).json();
    const [lulea, umea] = tree[0].children as { id: number }[];
    const switchTo = (member: number) =>
      t.call({ method: 'PATCH', url: '/api/v1/me/member/', as: CHAIN, payload: { member } });
    expect((await switchTo(umea?.id ?? 0)).statusCode).toBe(200);
    try {
      // A sibling of the member acted for is in the tree; a member of another tree is not.
      expect((await switchTo(lulea?.id ?? 0)).json().member.name).toBe('Vetgroup Luleå');
      const outside = await switchTo(2);
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toEqual({ detail: 'This member is not in your member tree.' });
      expect((await t.call({ url: ME, as: CHAIN })).json().member.name).toBe('Vetgroup Luleå');
    } finally {
      await switchTo(tree[0].id);
    }
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
    expect(names(tree)).toHaveLength(22);
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

import { eq } from 'drizzle-orm';
import { members, users } from '../../../db/schema/accounts';
import { languages } from '../../../db/schema/locale';
import { userAuditEntries } from '../../../db/schema/settings';
import { BE_OWNER, CHAIN, createTestApp, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LANGUAGE_ID = { da: 2, de: 3, en: 4, nlBE: 8, frBE: 9, sv: 14, xx: 16 } as const;
const COUNTRY_ID = { dk: 5, de: 8, se: 15, test: 16 } as const;

const patchLocale = (as: string, payload: unknown) =>
  t.call({ method: 'PATCH', url: '/api/v1/dev/locale/', as, payload: payload as object });

async function restore(email: string, memberCountry?: number) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return async () => {
    if (!row) return;
    await t.db.update(users).set({ languageId: row.languageId, role: row.role }).where(eq(users.id, row.id));
    if (memberCountry) await t.db.update(members).set({ countryId: memberCountry }).where(eq(members.id, row.memberId));
  };
}

describe('GET dev/locale-options/', () => {
  it('lists every country with its languages and every language', async () => {
    const response = await t.call({ url: '/api/v1/dev/locale-options/', as: VIEWER });
    expect(response.statusCode).toBe(200);
    const { countries, languages } = response.json();
    expect(countries).toHaveLength(16);
    expect(languages).toHaveLength(16);
    expect(countries.find((c: { code: string }) => c.code === 'be')).toEqual({
      id: 2,
      name: 'Belgium',
      code: 'be',
      useLanguageSelector: true,
      languages: [
        { id: 8, code: 'nl-BE', name: 'Nederlands (België)' },
        { id: 9, code: 'fr-BE', name: 'Français (Belgique)' },
        { id: 4, code: 'en', name: 'English' },
      ],
    });
    expect(languages).toContainEqual({ id: 16, code: 'xx', name: 'Test (XX)' });
  });

  it('is answered from the read cache, which a write through the API empties', async () => {
    const cached = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
    try {
      const nameOfXx = async () => {
        const { languages: listed } = (await cached.call({ url: '/api/v1/dev/locale-options/', as: STAFF })).json() as {
          languages: { id: number; name: string }[];
        };
        return listed.find((language) => language.id === LANGUAGE_ID.xx)?.name;
      };
      expect(await nameOfXx()).toBe('Test (XX)');
      await cached.db.update(languages).set({ name: 'Renamed behind the API' }).where(eq(languages.id, LANGUAGE_ID.xx));
      expect(await nameOfXx()).toBe('Test (XX)');

      const written = await cached.call({
        method: 'PATCH',
        url: '/api/v1/dev/locale/',
        as: STAFF,
        payload: { language: LANGUAGE_ID.en },
      });
      expect(written.statusCode).toBe(200);
      expect(await nameOfXx()).toBe('Renamed behind the API');
    } finally {
      await cached.close();
    }
  });
});

describe('PATCH dev/locale/ language', () => {
  it("lets anyone pick one of their member country's languages", async () => {
    const undo = await restore(BE_OWNER);
    const response = await patchLocale(BE_OWNER, { language: LANGUAGE_ID.frBE });
    expect(response.statusCode).toBe(200);
    expect(response.json().language).toEqual({ id: 9, code: 'fr-BE', name: 'Français (Belgique)' });
    await undo();
  });

  it('refuses a language outside the country to a non-staff user', async () => {
    const response = await patchLocale(OWNER, { language: LANGUAGE_ID.de });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('lets staff pick any language, the test locale included', async () => {
    const undo = await restore(STAFF);
    const response = await patchLocale(STAFF, { language: LANGUAGE_ID.xx });
    expect(response.statusCode).toBe(200);
    expect(response.json().language.code).toBe('xx');
    await undo();
  });

  it('answers 400 for an unknown language id', async () => {
    const response = await patchLocale(STAFF, { language: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ language: ['Invalid pk "99" - object does not exist.'] });
  });
});

describe('PATCH dev/locale/ member country', () => {
  it("moves the staff user's own member to another country", async () => {
    const undo = await restore(STAFF, COUNTRY_ID.se);
    const response = await patchLocale(STAFF, { member: { country: COUNTRY_ID.dk } });
    expect(response.statusCode).toBe(200);
    expect(response.json().member.country).toMatchObject({ code: 'dk', name: 'Denmark' });
    // The feature flags follow the member's country.
    const flags = (await t.call({ url: '/api/v1/feature-flags/', as: STAFF })).json();
    expect(flags.find((f: { feature: number }) => f.feature === 6).available).toBe(false);
    await undo();
  });

  it('is staff only', async () => {
    const response = await patchLocale(CHAIN, { member: { country: COUNTRY_ID.dk } });
    expect(response.statusCode).toBe(403);
  });

  it('answers nested field errors for an unknown country', async () => {
    const response = await patchLocale(STAFF, { member: { country: 999 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ member: { country: ['Invalid pk "999" - object does not exist.'] } });
  });
});

describe('PATCH dev/locale/ role', () => {
  it('lets staff change their role, and writes the change to the change log', async () => {
    const undo = await restore(STAFF);
    const [staff] = await t.db.select().from(users).where(eq(users.email, STAFF));
    const response = await patchLocale(STAFF, { role: 17 });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe(17);
    expect(response.json().levels[0]).toEqual({ id: 17, name: 'viewer' });
    const entries = await t.db.select().from(userAuditEntries).where(eq(userAuditEntries.targetId, staff!.id));
    expect(entries.at(-1)).toMatchObject({
      memberId: staff!.memberId,
      actorId: staff!.id,
      action: 'role_changed',
      details: { from: staff!.role, to: 17 },
    });
    await undo();
  });

  it('never lets a non-staff user pick a role, not even a chain user (no owner of every clinic)', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.email, CHAIN));
    for (const role of [14, 15, 16, 17]) {
      const response = await patchLocale(CHAIN, { role });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Only staff may change their role.' });
    }
    const [after] = await t.db.select().from(users).where(eq(users.email, CHAIN));
    expect(after!.role).toBe(before!.role);
  });

  it('refuses everyone else, and anything but a user role', async () => {
    expect((await patchLocale(OWNER, { role: 15 })).statusCode).toBe(403);
    const invalid = await patchLocale(STAFF, { role: 2 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ role: ['"2" is not a valid choice.'] });
  });
});

describe('PATCH dev/locale/ takes exactly one change', () => {
  it.each([{}, { language: 4, role: 15 }, { foo: 1 }])('refuses %p', async (payload) => {
    const response = await patchLocale(STAFF, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ nonFieldErrors: ['Send exactly one of language, member.country or role.'] });
  });
});

describe('PATCH dev/country-switcher/', () => {
  it('moves a Vetnet member (here as staff) to the country', async () => {
    const undo = await restore(STAFF, COUNTRY_ID.se);
    const response = await t.call({
      method: 'PATCH',
      url: '/api/v1/dev/country-switcher/',
      as: STAFF,
      payload: { country: COUNTRY_ID.test },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member.country.languages.map((l: { code: string }) => l.code)).toEqual(['xx', 'en']);
    await undo();
  });

  it('is allowed to a non-staff user of a Vetnet member', async () => {
    const undo = await restore(VIEWER, COUNTRY_ID.se);
    await t.db.update(members).set({ isVetnet: true }).where(eq(members.id, 2));
    try {
      const response = await t.call({
        method: 'PATCH',
        url: '/api/v1/dev/country-switcher/',
        as: VIEWER,
        payload: { country: COUNTRY_ID.de },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().member.country.code).toBe('de');
    } finally {
      await t.db.update(members).set({ isVetnet: false }).where(eq(members.id, 2));
      await undo();
    }
  });

  it('is refused to other users and validates the country', async () => {
    const refused = await t.call({
      method: 'PATCH',
      url: '/api/v1/dev/country-switcher/',
      as: OWNER,
      payload: { country: 5 },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.call({
      method: 'PATCH',
      url: '/api/v1/dev/country-switcher/',
      as: STAFF,
      payload: { country: 999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ country: ['Invalid pk "999" - object does not exist.'] });
  });
});

import { count, eq } from 'drizzle-orm';
import { countries, featureFlags, languages, members, notifications, staffCards, users } from '../../db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { seedDatabase } from '..';
import { seedFlag } from '../data/feature-flags';
import { NOTIFICATION_TYPES } from '../data/notifications';
import { USERS } from '../data/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userCount(): Promise<number | undefined> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row?.n;
}

describe('seed', () => {
  it('does nothing on a database that already holds data', async () => {
    const before = await userCount();
    expect(await seedDatabase(t.db)).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('holds the languages, countries, members and users of the brief', async () => {
    expect((await t.db.select().from(languages)).map((l) => l.code)).toEqual([
      'cs', 'da', 'de', 'en', 'es', 'fr', 'nl', 'nl-BE', 'fr-BE', 'nb', 'pl', 'pt-BR', 'sk', 'sv', 'en-AU', 'xx',
    ]);
    const countryRows = await t.db.select().from(countries);
    expect(countryRows).toHaveLength(16);
    expect(countryRows.filter((c) => c.useLanguageSelector).map((c) => c.code).sort()).toEqual(
      ['be', 'no', 'se', 'showroom', 'test'].sort(),
    );
    const memberRows = await t.db.select().from(members);
    expect(memberRows).toHaveLength(10);
    const nord = memberRows.find((m) => m.name === 'Vetgroup Nord');
    expect(memberRows.filter((m) => m.parentId === nord?.id).map((m) => m.name).sort()).toEqual(['Vetgroup Luleå', 'Vetgroup Umeå']);
    const userRows = await t.db.select().from(users);
    expect(userRows.map((u) => u.email)).toEqual(USERS.map((u) => u.email));
    const invited = userRows.find((u) => u.email === 'invited@vetnet.example');
    expect(invited).toMatchObject({ isActive: false, password: null });
    expect(userRows.filter((u) => u.password).every((u) => u.password?.startsWith('scrypt$'))).toBe(true);
    expect(userRows.every((u) => u.phoneNumber !== '')).toBe(true);
  });

  it('lets every account with a password log in with the demo password', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/auth/api-token-auth/',
      payload: { email: 'new@vetnet.example', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('writes one flag per country and feature, following the seed rules', async () => {
    const rows = await t.db
      .select({ code: countries.code, feature: featureFlags.feature, available: featureFlags.available, displayInMenu: featureFlags.displayInMenu, levels: featureFlags.levels })
      .from(featureFlags)
      .innerJoin(countries, eq(countries.id, featureFlags.countryId));
    expect(rows).toHaveLength(16 * 18);
    for (const row of rows) {
      const { feature, available, displayInMenu, levels } = seedFlag(row.code, row.feature);
      expect({ feature: row.feature, available: row.available, displayInMenu: row.displayInMenu, levels: row.levels }).toEqual({
        feature,
        available,
        displayInMenu,
        levels,
      });
    }
    expect(rows.filter((r) => r.feature === 17 && r.available).map((r) => r.code)).toEqual(['se']);
  });

  it('gives every active user 25+ notifications of every type, and staff cards to five countries', async () => {
    const active = await t.db.select({ id: users.id }).from(users).where(eq(users.isActive, true));
    for (const { id } of active) {
      const rows = await t.db.select().from(notifications).where(eq(notifications.recipientId, id));
      expect(rows.length).toBeGreaterThanOrEqual(25);
      const types = new Set(rows.map((n) => n.description));
      for (const type of NOTIFICATION_TYPES) expect(types).toContain(type);
      expect(types).toContain('Announcement');
    }
    const cards = await t.db
      .select({ code: countries.code })
      .from(staffCards)
      .innerJoin(countries, eq(countries.id, staffCards.countryId));
    expect([...new Set(cards.map((c) => c.code))].sort()).toEqual(['be', 'de', 'dk', 'no', 'se']);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { seedDatabase } from '..';
import { PHONE_PATTERN } from '../../contract/settings';
import { members, users } from '../../db/schema/accounts';
import { contentCategories, contentFiles, contentItems, contentTags } from '../../db/schema/content';
import { featureFlags } from '../../db/schema/feature-flags';
import { countries, languages } from '../../db/schema/locale';
import { notifications } from '../../db/schema/notifications';
import { customers, userAuditEntries } from '../../db/schema/settings';
import { staffCards } from '../../db/schema/staff-cards';
import { contentType } from '../../modules/content/registry';
import { USER_ROLE } from '../../rules/levels';
import { createDiskStorage } from '../../storage/storage';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { seedContent } from '../content';
import { seedCustomers } from '../customers';
import { customersFor } from '../data/customers';
import { seedFlag } from '../data/feature-flags';
import { CONTENT_TYPE_OF, SEEDED_NOTIFICATION_TYPES, type SeededNotificationType } from '../data/notifications';
import { USERS } from '../data/users';
import { crc32 } from '../files';
import { seedNotifications } from '../notifications';

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
      'cs',
      'da',
      'de',
      'en',
      'es',
      'fr',
      'nl',
      'nl-BE',
      'fr-BE',
      'nb',
      'pl',
      'pt-BR',
      'sk',
      'sv',
      'en-AU',
      'xx',
    ]);
    const countryRows = await t.db.select().from(countries);
    expect(countryRows).toHaveLength(16);
    expect(
      countryRows
        .filter((c) => c.useLanguageSelector)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['be', 'no', 'se', 'showroom', 'test'].sort());
    const memberRows = await t.db.select().from(members);
    // The ten of the brief and the twelve Swedish clinics of the VetData survey (seed/data/vetdata.ts).
    expect(memberRows).toHaveLength(22);
    const nord = memberRows.find((m) => m.name === 'Vetgroup Nord');
    expect(
      memberRows
        .filter((m) => m.parentId === nord?.id)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Vetgroup Luleå', 'Vetgroup Umeå']);
    const userRows = await t.db.select().from(users).orderBy(asc(users.id));
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
      .select({
        code: countries.code,
        feature: featureFlags.feature,
        available: featureFlags.available,
        displayInMenu: featureFlags.displayInMenu,
        levels: featureFlags.levels,
      })
      .from(featureFlags)
      .innerJoin(countries, eq(countries.id, featureFlags.countryId));
    expect(rows).toHaveLength(16 * 18);
    for (const row of rows) {
      const { feature, available, displayInMenu, levels } = seedFlag(row.code, row.feature);
      expect({
        feature: row.feature,
        available: row.available,
        displayInMenu: row.displayInMenu,
        levels: row.levels,
      }).toEqual({
        feature,
        available,
        displayInMenu,
        levels,
      });
    }
    expect(rows.filter((r) => r.feature === 17 && r.available).map((r) => r.code)).toEqual(['se']);
  });

  it('gives every active user 25+ notifications of every seeded type, and staff cards to five countries', async () => {
    const active = await t.db.select({ id: users.id }).from(users).where(eq(users.isActive, true));
    for (const { id } of active) {
      const rows = await t.db.select().from(notifications).where(eq(notifications.recipientId, id));
      expect(rows.length).toBeGreaterThanOrEqual(25);
      const types = new Set(rows.map((n) => n.description));
      for (const type of SEEDED_NOTIFICATION_TYPES) expect(types).toContain(type);
      expect(types).toContain('Announcement');
    }
    const cards = await t.db
      .select({ code: countries.code })
      .from(staffCards)
      .innerJoin(countries, eq(countries.id, staffCards.countryId));
    expect([...new Set(cards.map((c) => c.code))].sort()).toEqual(['be', 'de', 'dk', 'no', 'se']);
  });
});

describe('seeded notifications', () => {
  it('are added once: a second run changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(notifications);
    expect(await seedNotifications(t.db)).toBe(false);
    const [after] = await t.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);
  });

  // Issue 8: every click on a seeded notification opened an error page.
  it.each(USERS.filter((user) => user.isActive !== false).map((user) => user.email))(
    'lead %s to items that exist and that they may read, under their current title',
    async (email) => {
      const listed = (await t.call({ url: '/api/v1/notifications/?page_size=100', as: email })).json().results as {
        actor: { id: number; title: string };
        description: string;
      }[];
      const aboutItems = listed.filter((n) => (SEEDED_NOTIFICATION_TYPES as readonly string[]).includes(n.description));
      expect(aboutItems.length).toBeGreaterThan(0);
      for (const notification of aboutItems) {
        const type = contentType(CONTENT_TYPE_OF[notification.description as SeededNotificationType]);
        const response = await t.call({ url: `/api/v1/${type.path}/${notification.actor.id}/`, as: email });
        expect({ notification, status: response.statusCode }).toEqual({ notification, status: 200 });
        expect(response.json().title).toBe(notification.actor.title);
      }
    },
  );
});

describe('seeded content', () => {
  it('is added once: a second run changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(contentItems);
    expect(await seedContent(t.db, createDiskStorage(t.uploadsDir))).toBe(false);
    const [after] = await t.db.select({ n: count() }).from(contentItems);
    expect(after?.n).toBe(before?.n);
  });

  it('covers five countries, their languages, every status, and 30+ current published news in Sweden', async () => {
    const rows = await t.db
      .select({
        type: contentItems.type,
        status: contentItems.status,
        publishDate: contentItems.publishDate,
        code: countries.code,
        languageId: contentItems.languageId,
        videoUrl: contentItems.videoUrl,
        imageId: contentItems.imageId,
        extra: contentItems.extra,
      })
      .from(contentItems)
      .innerJoin(countries, eq(countries.id, contentItems.countryId));
    expect([...new Set(rows.map((row) => row.code))].sort()).toEqual(['be', 'de', 'dk', 'no', 'se']);
    expect(new Set(rows.filter((row) => row.code === 'be').map((row) => row.languageId)).size).toBe(2);
    for (const type of ['news', 'wikis', 'services', 'events']) {
      expect(rows.filter((row) => row.type === type && row.code === 'se').length).toBeGreaterThan(2);
    }
    expect([...new Set(rows.filter((row) => row.code === 'se').map((row) => row.status))].sort()).toEqual([0, 1, 2, 3]);
    const now = new Date();
    expect(
      rows.filter((row) => row.type === 'news' && row.code === 'se' && row.status === 2 && row.publishDate <= now)
        .length,
    ).toBeGreaterThanOrEqual(30);
    expect(rows.filter((row) => row.videoUrl !== null).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.imageId !== null).length).toBeGreaterThan(20);
    const handbooks = rows.filter((row) => row.type === 'handbooks' && row.status === 2);
    expect(handbooks.map((row) => row.code)).toEqual(['se', 'se']);
    const ends = rows
      .filter((row) => row.type === 'events')
      .map((row) => Date.parse(String((row.extra as { endsAt?: string }).endsAt)));
    const year = 365 * 24 * 60 * 60 * 1000;
    expect(ends.some((end) => end > now.getTime() + year)).toBe(true);
    expect(ends.some((end) => end < now.getTime() - year)).toBe(true);
  });

  it('has a wiki category tree and real PNG and PDF files in the storage', async () => {
    const categories = await t.db.select().from(contentCategories).where(eq(contentCategories.type, 'wikis'));
    expect(categories.some((c) => c.parentId !== null)).toBe(true);
    const files = await t.db.select().from(contentFiles);
    expect(new Set(files.map((file) => file.contentType))).toEqual(
      new Set(['image/png', 'application/pdf', 'text/csv']),
    );
    for (const file of files) expect(existsSync(path.join(t.uploadsDir, file.storageKey))).toBe(true);
  });

  it('computes CRC-32 as PNG does', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('seeded settings (issue 12)', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function goteborgUsers() {
    const rows = await t.db
      .select()
      .from(users)
      .innerJoin(members, eq(members.id, users.memberId))
      .where(eq(members.name, 'Smådjursklinik Göteborg'));
    return new Map(rows.map(({ users: user }) => [user.email, user]));
  }

  it('gives Göteborg a second owner, a pending and an expired invitation and a deactivated nurse', async () => {
    const people = await goteborgUsers();
    const erik = people.get('engaged@vetnet.example');
    const gustav = people.get('gustav@vetnet.example');
    expect(gustav).toMatchObject({ firstName: 'Gustav', lastName: 'Berg', role: USER_ROLE.owner, isActive: true });
    expect(gustav?.password).toMatch(/^scrypt\$/);
    const petra = people.get('petra@vetnet.example');
    expect(petra).toMatchObject({ role: USER_ROLE.viewer, isActive: false, password: null, invitedById: erik?.id });
    const egon = people.get('egon@vetnet.example');
    expect(egon).toMatchObject({
      role: USER_ROLE.contributor,
      isActive: false,
      password: null,
      invitedById: gustav?.id,
    });
    const dora = people.get('dora@vetnet.example');
    expect(dora).toMatchObject({ role: USER_ROLE.viewer, title: 1, isActive: false });
    expect(dora?.password).toMatch(/^scrypt\$/);
    // Invitation links last 3 days: Petra's is still good, Egon's has expired.
    const age = (user: typeof petra) => (Date.now() - (user?.invitedAt?.getTime() ?? 0)) / DAY;
    expect(age(petra)).toBeGreaterThan(0.9);
    expect(age(petra)).toBeLessThan(3);
    expect(age(egon)).toBeGreaterThan(3);
    expect(erik?.invitedAt).toBeNull();
  });

  it("writes Göteborg's change log, oldest first, with names kept", async () => {
    const entries = await t.db
      .select()
      .from(userAuditEntries)
      .innerJoin(members, eq(members.id, userAuditEntries.memberId))
      .where(eq(members.name, 'Smådjursklinik Göteborg'))
      .orderBy(asc(userAuditEntries.createdAt));
    expect(
      entries.map(({ user_audit_entries: entry }) => [entry.actorName, entry.action, entry.targetName, entry.details]),
    ).toEqual([
      ['Erik Engaged', 'invited', 'Gustav Berg', { role: USER_ROLE.owner }],
      ['Gustav Berg', 'activated', 'Gustav Berg', {}],
      ['Erik Engaged', 'invited', 'Dora Deactivated', { role: USER_ROLE.contributor }],
      ['Dora Deactivated', 'activated', 'Dora Deactivated', {}],
      ['Gustav Berg', 'role_changed', 'Dora Deactivated', { from: USER_ROLE.contributor, to: USER_ROLE.viewer }],
      ['Erik Engaged', 'deactivated', 'Dora Deactivated', {}],
      ['Gustav Berg', 'invited', 'Egon Expired', { role: USER_ROLE.contributor }],
      ['Erik Engaged', 'invited', 'Petra Pending', { role: USER_ROLE.viewer }],
    ]);
    const people = await goteborgUsers();
    const petraInvited = entries.at(-1)?.user_audit_entries;
    expect(petraInvited?.targetId).toBe(people.get('petra@vetnet.example')?.id);
    expect(petraInvited?.createdAt).toEqual(people.get('petra@vetnet.example')?.invitedAt);
  });

  it("stores the demo users' preferences as the ids of the tags they name", async () => {
    const tags = new Map((await t.db.select().from(contentTags)).map((tag) => [tag.id, tag.name]));
    for (const seed of USERS.filter((user) => user.preferences)) {
      const [row] = await t.db.select().from(users).where(eq(users.email, seed.email));
      expect({ email: seed.email, tags: row?.preferences.map((id) => tags.get(id)) }).toEqual({
        email: seed.email,
        tags: seed.preferences,
      });
    }
  });

  it('gives Göteborg 120 customers with one Astrid Lindqvist, HQ 30, and no one else any', async () => {
    const rows = await t.db
      .select({ member: members.name, firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .innerJoin(members, eq(members.id, customers.memberId));
    const perMember = new Map<string, number>();
    for (const row of rows) perMember.set(row.member, (perMember.get(row.member) ?? 0) + 1);
    expect(Object.fromEntries(perMember)).toEqual({ 'Smådjursklinik Göteborg': 120, 'Vetnet HQ': 30 });
    const astrids = rows.filter((row) => /astrid|lindqvist/i.test(`${row.firstName} ${row.lastName}`));
    expect(astrids).toEqual([{ member: 'Smådjursklinik Göteborg', firstName: 'Astrid', lastName: 'Lindqvist' }]);
    expect(await seedCustomers(t.db)).toBe(false);
    expect(await t.db.select({ n: count() }).from(customers)).toEqual([{ n: 150 }]);
  });

  it('makes the same customers on every seed of a day, each name once per clinic', () => {
    const day = new Date('2026-11-23T08:00:00Z');
    const first = customersFor('goteborg', day);
    expect(customersFor('goteborg', new Date('2026-11-23T22:00:00Z'))).toEqual(first);
    expect(new Set(first.map((c) => `${c.firstName} ${c.lastName}`)).size).toBe(120);
    expect(customersFor('hq', day)).toHaveLength(30);
    expect(customersFor('solna', day)).toEqual([]);
    for (const customer of first) {
      expect(customer.enrolledOn < '2026-11-23').toBe(true);
      if (customer.lastVisitOn !== null) {
        expect(customer.lastVisitOn >= customer.enrolledOn && customer.lastVisitOn <= '2026-11-23').toBe(true);
      }
      expect(customer.phoneNumber).toMatch(PHONE_PATTERN);
    }
    expect(first.some((c) => c.lastVisitOn === null)).toBe(true);
    expect(first.some((c) => c.email === '')).toBe(true);
  });
});

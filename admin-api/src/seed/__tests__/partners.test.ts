import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { contentType } from '../../content-types';
import { CONTACT_TYPE } from '../../contract/partners';
import { users } from '../../db/schema/accounts';
import { contentFiles, contentItems } from '../../db/schema/content';
import { countries } from '../../db/schema/locale';
import { notifications } from '../../db/schema/notifications';
import {
  partnerContactSubjects,
  partnerDiscoveryCategories,
  partnerDiscoveryLinks,
  partnerSalesReps,
} from '../../db/schema/partners';
import { detectFileType } from '../../modules/content/file-types';
import { createDiskStorage } from '../../storage/storage';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SUPPLIERS } from '../data/suppliers';
import { USERS } from '../data/users';
import { PARTNER_NOTIFICATION_TYPES } from '../partner-notifications';
import { seedPartners } from '../partners';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = {
  id: number;
  type: string;
  title: string;
  status: number;
  code: string;
  countryId: number;
  imageId: number | null;
  extra: Record<string, unknown>;
};

async function items(type: string): Promise<Row[]> {
  const rows = await t.db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      title: contentItems.title,
      status: contentItems.status,
      code: countries.code,
      countryId: contentItems.countryId,
      imageId: contentItems.imageId,
      extra: contentItems.extra,
    })
    .from(contentItems)
    .innerJoin(countries, eq(countries.id, contentItems.countryId))
    .where(eq(contentItems.type, type));
  return rows.map((row) => ({ ...row, extra: row.extra as Record<string, unknown> }));
}

const DAY = 24 * 60 * 60 * 1000;
const at = (value: unknown) => Date.parse(String(value));
const perCountry = (rows: Row[]) =>
  Object.fromEntries(
    [...new Set(rows.map((row) => row.code))].sort().map((code) => [code, rows.filter((r) => r.code === code).length]),
  );

describe('seeded partners', () => {
  it('present every supplier in Sweden, most in Denmark and Norway, some in Germany and Belgium', async () => {
    const partners = await items('partners');
    const swedish = partners.filter((p) => p.code === 'se');
    expect(swedish.map((p) => p.title).sort()).toEqual(SUPPLIERS.map((s) => s.name).sort());
    expect(swedish.map((p) => p.extra.supplierCode).sort()).toEqual(SUPPLIERS.map((s) => s.code).sort());
    const counts = perCountry(partners);
    expect(Object.keys(counts)).toEqual(['be', 'de', 'dk', 'no', 'se']);
    expect(counts.dk).toBeGreaterThanOrEqual(15);
    expect(counts.no).toBeGreaterThanOrEqual(15);
    // Sweden-only suppliers are not presented elsewhere.
    const swedenOnly = new Set(SUPPLIERS.filter((s) => s.country === 'se').map((s) => s.code));
    expect(partners.filter((p) => p.code !== 'se' && swedenOnly.has(String(p.extra.supplierCode)))).toEqual([]);
    expect(partners.filter((p) => p.status === 1).length).toBeGreaterThanOrEqual(2);
    expect(partners.filter((p) => p.status === 2).length).toBeGreaterThanOrEqual(60);
  });

  it('spread the contact types, leave two without a contact e-mail, end some agreements within 60 days', async () => {
    const partners = await items('partners');
    const types = new Set(partners.map((p) => p.extra.contactType));
    expect(types).toEqual(new Set([0, 1, 2]));
    const withoutEmail = new Set(partners.filter((p) => !p.extra.contactEmail).map((p) => p.extra.supplierCode));
    expect(withoutEmail.size).toBe(2);
    for (const p of partners.filter((row) => row.extra.contactEmail)) {
      expect(p.extra.contactEmail).toBe(`partners+${String(p.extra.supplierCode).toLowerCase()}@vetnet.example`);
    }
    const now = Date.now();
    const endingSoon = partners.filter((p) => at(p.extra.agreementEndsAt) - now < 60 * DAY);
    expect(endingSoon.length).toBeGreaterThan(0);
    for (const p of partners) expect(at(p.extra.agreementStartsAt)).toBeLessThan(at(p.extra.agreementEndsAt));
  });

  it('hold a contract document exactly when their contact type is main contract', async () => {
    const partners = await items('partners');
    const contracts = await t.db
      .select({ itemId: contentFiles.itemId, contentType: contentFiles.contentType, key: contentFiles.storageKey })
      .from(contentFiles)
      .where(and(eq(contentFiles.type, 'partners'), eq(contentFiles.role, 'contract')));
    const withContract = new Set(contracts.map((c) => c.itemId));
    expect(withContract.size).toBe(contracts.length);
    const main = partners.filter((p) => p.extra.contactType === CONTACT_TYPE.mainContract);
    expect(main.length).toBeGreaterThan(0);
    expect([...withContract].sort()).toEqual(main.map((p) => p.id).sort());
    const bytes = await readFile(path.join(t.uploadsDir, contracts[0]?.key ?? ''));
    expect(detectFileType('contract.pdf', bytes)).toHaveProperty('type');
  });

  it('have a PNG logo each, which the upload check accepts, distinct per supplier', async () => {
    const partners = await items('partners');
    const logos = await t.db
      .select({ id: contentFiles.id, key: contentFiles.storageKey, contentType: contentFiles.contentType })
      .from(contentFiles)
      .where(and(eq(contentFiles.type, 'partners'), eq(contentFiles.role, 'image')));
    const logoOf = new Map(logos.map((logo) => [logo.id, logo]));
    const images = new Map<string, Buffer>();
    for (const partner of partners) {
      const logo = logoOf.get(partner.imageId ?? 0);
      expect({ partner: partner.title, type: logo?.contentType }).toEqual({
        partner: partner.title,
        type: 'image/png',
      });
      images.set(String(partner.extra.supplierCode), await readFile(path.join(t.uploadsDir, logo?.key ?? '')));
    }
    for (const bytes of images.values()) {
      expect(detectFileType('logo.png', bytes)).toHaveProperty('type');
      expect(PNG.sync.read(bytes).width).toBeGreaterThan(0);
    }
    expect(new Set([...images.values()].map((bytes) => bytes.toString('base64'))).size).toBe(SUPPLIERS.length);
  });

  it('have 1–3 sales reps, discovery categories and the five contact subjects', async () => {
    const partners = await items('partners');
    const reps = await t.db.select({ partnerId: partnerSalesReps.partnerId }).from(partnerSalesReps);
    for (const partner of partners) {
      const n = reps.filter((rep) => rep.partnerId === partner.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
    const categories = await t.db.select().from(partnerDiscoveryCategories);
    expect(categories.length).toBe(5);
    const links = await t.db.select().from(partnerDiscoveryLinks);
    for (const category of categories) expect(links.some((link) => link.categoryId === category.id)).toBe(true);
    const subjects = await t.db.select({ code: partnerContactSubjects.code }).from(partnerContactSubjects);
    expect(subjects.map((s) => s.code)).toEqual(['pricing', 'order', 'product', 'visit', 'other']);
  });
});

describe('seeded campaigns', () => {
  it('each belong to a published partner of their own country', async () => {
    const partners = new Map((await items('partners')).map((p) => [p.id, p]));
    const campaigns = await items('campaigns');
    expect(campaigns.length).toBeGreaterThanOrEqual(20);
    for (const campaign of campaigns) {
      const partner = partners.get(Number(campaign.extra.partnerId));
      expect({ campaign: campaign.title, country: partner?.code, status: partner?.status }).toEqual({
        campaign: campaign.title,
        country: campaign.code,
        status: 2,
      });
      expect(campaign.title.startsWith(`${partner?.title}: `)).toBe(true);
    }
  });

  it('run in every country, and Sweden also has upcoming, ended and ending-today ones', async () => {
    const now = Date.now();
    const campaigns = await items('campaigns');
    const running = campaigns.filter((c) => at(c.extra.startsAt) <= now && now < at(c.extra.endsAt));
    expect(Object.keys(perCountry(running))).toEqual(['be', 'de', 'dk', 'no', 'se']);
    const swedish = campaigns.filter((c) => c.code === 'se');
    expect(swedish.some((c) => at(c.extra.startsAt) > now)).toBe(true);
    expect(swedish.some((c) => at(c.extra.endsAt) <= now)).toBe(true);
    // The one ending today (at 21:59:59Z, or two hours after a late seed).
    expect(running.filter((c) => at(c.extra.endsAt) - now < DAY).length).toBeGreaterThanOrEqual(1);
    expect(running.filter((c) => at(c.extra.endsAt) - now < 7 * DAY).length).toBeGreaterThanOrEqual(4);
  });
});

describe('seeded direct ads', () => {
  it('are in Sweden, Denmark and Norway, current and expired, with private advertiser addresses', async () => {
    const now = Date.now();
    const ads = await items('directads');
    expect(perCountry(ads)).toEqual({ dk: 3, no: 4, se: 5 });
    const expired = ads.filter((ad) => at(ad.extra.expiresAt) <= now);
    expect(Object.keys(perCountry(expired))).toEqual(['dk', 'no', 'se']);
    expect(ads.length - expired.length).toBe(9);
    for (const ad of ads) expect(String(ad.extra.advertiserEmail)).toMatch(/^ads\+\d+@vetnet\.example$/);
    expect(ads.filter((ad) => ad.imageId !== null).length).toBeGreaterThan(0);
  });
});

describe('seeded partner notifications', () => {
  it.each(USERS.filter((user) => user.isActive !== false).map((user) => user.email))(
    'lead %s to partners, campaigns and ads they may read',
    async (email) => {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const rows = await t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, user?.id ?? 0),
            inArray(notifications.description, Object.keys(PARTNER_NOTIFICATION_TYPES)),
          ),
        );
      expect(rows.some((n) => n.description === 'Partner')).toBe(true);
      expect(rows.some((n) => n.description === 'Campaign')).toBe(true);
      for (const n of rows) {
        const { type } = PARTNER_NOTIFICATION_TYPES[n.description as keyof typeof PARTNER_NOTIFICATION_TYPES];
        const response = await t.call({ url: `/api/v1/${contentType(type).path}/${n.actorId}/`, as: email });
        expect({ n: n.actorTitle, status: response.statusCode }).toEqual({ n: n.actorTitle, status: 200 });
      }
    },
  );

  it('leave out direct ads where the feature is off (Denmark)', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'contributor@vetnet.example'));
    const [row] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, user?.id ?? 0), eq(notifications.description, 'DirectAd')));
    expect(row?.n).toBe(0);
  });
});

describe('the partner seed', () => {
  it('adds nothing on a second run', async () => {
    const counted = async () =>
      Promise.all(
        [contentItems, contentFiles, partnerSalesReps, notifications].map(async (table) => {
          const [row] = await t.db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
    const before = await counted();
    expect(await seedPartners(t.db, createDiskStorage(t.uploadsDir))).toBe(false);
    expect(await counted()).toEqual(before);
  });
});

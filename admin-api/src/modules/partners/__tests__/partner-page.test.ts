// `GET partners/{id}/page/` (beyond the spec): what a partner's page loads, each part as its own
// call answers the same user, and who may ask (as the partner's detail: a draft 404, another
// country's partner 403 to members; the parts their own calls would refuse are null).
import { and, eq } from 'drizzle-orm';
import { featureFlags } from '../../../db/schema/feature-flags';
import { FEATURE } from '../../../rules/features';
import { createPurchasingTestApp, FIXTURE_OWNER } from '../../../test-support/purchasing-fixture';
import { CONTRIBUTOR, countryIds, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';
import { api, insertPartner, insertSubject, withoutPartnersFeature } from './partner-fixture';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let sweden: number;
let denmark: number;
let alfa: number;
let danish: number;
let draft: number;

const get = (url: string, as?: string) => t.call({ url: api(url), ...(as ? { as } : {}) });
const json = async (url: string, as: string) => {
  const response = await get(url, as);
  expect(response.statusCode).toBe(200);
  return response.json() as unknown;
};
const page = (partner: number, as: string) => json(`partners/${partner}/page/`, as);
const running = (partner: number) => `campaigns/?partnerId=${partner}&scope=running`;

async function newCampaign(title: string, partnerId: number, startDays: number, endDays: number): Promise<number> {
  const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const response = await t.call({
    method: 'POST',
    url: api('campaigns/'),
    as: STAFF,
    payload: {
      title,
      partnerId,
      startsAt: at(startDays),
      endsAt: at(endDays),
      status: 2,
      country: sweden,
      publishDate: at(-30),
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

async function withoutFeature(feature: number, check: () => Promise<void>): Promise<void> {
  const where = and(eq(featureFlags.countryId, sweden), eq(featureFlags.feature, feature));
  await t.db.update(featureFlags).set({ available: false }).where(where);
  try {
    await check();
  } finally {
    await t.db.update(featureFlags).set({ available: true }).where(where);
  }
}

beforeAll(async () => {
  ({ t } = await createPurchasingTestApp());
  ({ se: sweden = 0, dk: denmark = 0 } = await countryIds(t));
  alfa = await insertPartner(t, {
    title: 'Alfa Vet Partner',
    countryId: sweden,
    extra: { supplierCode: 'FIX-ALFA', contactEmail: 'sales@alfa.example' },
  });
  danish = await insertPartner(t, { title: 'Dansk Partner', countryId: denmark });
  draft = await insertPartner(t, { title: 'Utkast', countryId: sweden, status: 1 });
  await insertSubject(t, 'extras-pricing', 'Prices', 0);
  await newCampaign('Spring offer', alfa, -3, 10);
  await newCampaign('Summer offer', alfa, 3, 20);
});
afterAll(async () => {
  await t.close();
});

describe('partners/{id}/page/', () => {
  it("answers the partner, its running campaigns, the member's spend and the contact subjects as their calls do", async () => {
    const answer = await page(alfa, FIXTURE_OWNER);
    expect(answer).toEqual({
      partner: await json(`partners/${alfa}/`, FIXTURE_OWNER),
      campaigns: await json(running(alfa), FIXTURE_OWNER),
      spend: await json(`partners/${alfa}/spend/`, FIXTURE_OWNER),
      contactSubjects: await json('all-partner-contact-request-subjects/', FIXTURE_OWNER),
    });
    expect(answer).toMatchObject({
      partner: { id: alfa, title: 'Alfa Vet Partner', acceptsContactRequests: true },
      campaigns: { count: 1, next: null, results: [{ title: 'Spring offer', partnerId: alfa }] },
      spend: { currency: 'SEK', spend: '5640.00' },
      contactSubjects: expect.arrayContaining([expect.objectContaining({ code: 'extras-pricing' })]),
    });
  });

  it('answers staff as their calls answer staff', async () => {
    expect(await page(alfa, STAFF)).toEqual({
      partner: await json(`partners/${alfa}/`, STAFF),
      campaigns: await json(running(alfa), STAFF),
      spend: await json(`partners/${alfa}/spend/`, STAFF),
      contactSubjects: await json('all-partner-contact-request-subjects/', STAFF),
    });
    expect((await get(`partners/${danish}/page/`, STAFF)).statusCode).toBe(200);
    expect((await get(`partners/${draft}/page/`, STAFF)).statusCode).toBe(200);
  });

  it('leaves out the spend for a member without Spend and Savings, as its call refuses it', async () => {
    expect((await get(`partners/${alfa}/spend/`, VIEWER)).statusCode).toBe(403);
    expect(await page(alfa, VIEWER)).toMatchObject({ spend: null, campaigns: { count: 1 } });
  });

  it('leaves out the campaigns where the country has no Campaigns, as their call refuses them', async () => {
    await withoutFeature(FEATURE.campaigns, async () => {
      expect((await get(running(alfa), FIXTURE_OWNER)).statusCode).toBe(403);
      expect(await page(alfa, FIXTURE_OWNER)).toMatchObject({ campaigns: null, spend: { currency: 'SEK' } });
    });
  });

  it("refuses as the partner's detail does: another country's 403, a draft 404, without Partners 403, no token 401", async () => {
    const statuses = async (path: string, as?: string) => [
      (await get(`${path}page/`, as)).statusCode,
      (await get(path, as)).statusCode,
    ];
    expect(await statuses(`partners/${danish}/`, FIXTURE_OWNER)).toEqual([403, 403]);
    expect(await statuses(`partners/${alfa}/`, CONTRIBUTOR)).toEqual([403, 403]);
    expect(await statuses(`partners/${draft}/`, FIXTURE_OWNER)).toEqual([404, 404]);
    expect(await statuses('partners/999999/', FIXTURE_OWNER)).toEqual([404, 404]);
    expect(await statuses(`partners/${alfa}/`)).toEqual([401, 401]);
    await withoutPartnersFeature(t, sweden, async () => {
      expect(await statuses(`partners/${alfa}/`, FIXTURE_OWNER)).toEqual([403, 403]);
    });
  });
});

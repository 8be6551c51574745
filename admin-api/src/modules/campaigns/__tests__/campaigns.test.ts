// Campaigns through the generic content routes: the date rules, the partner reference, what members
// see (running ones of their country, ending soonest first; nothing before the start; an ended
// one's page), what staff see, and the partner each answer carries (CAMPAIGNS.related).
import { pngImage } from '../../../seed/files';
import { multipart } from '../../../test-support/multipart';
import { BE_OWNER, countryIds, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;

type Partner = { id: number; title: string; logo: { id: number; url: string; contentType: string } | null };
type Campaign = { id: number; title: string; partnerId: number; partner: Partner | null; startsAt: string };

let t: TestApp;
let sweden: number;
let belgium: number;
let partner: { id: number; logoId: number };
let otherPartner: number;
let draftPartner: number;
const campaign = { running: 0, soon: 0, upcoming: 0, ended: 0, other: 0, belgian: 0 };

const call = (method: 'POST' | 'PATCH' | 'GET', path: string, as: string | undefined, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, ...(as ? { as } : {}), ...(payload ? { payload } : {}) });
const at = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString();
const results = async (path: string, as: string): Promise<Campaign[]> => {
  const response = await call('GET', path, as);
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: Campaign[] }).results;
};
/** The ids of this test's campaigns in a list (the seed may hold others: only our partners'). */
const ids = async (path: string, as: string) => {
  const ours = `partnerId=${partner.id}&partnerId=${otherPartner}`;
  return (await results(`${path}${path.includes('?') ? '&' : '?'}${ours}`, as)).map((item) => item.id);
};

async function created(path: string, payload: object): Promise<number> {
  const response = await call('POST', path, STAFF, payload);
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const published = (country: number) => ({ status: 2, country, publishDate: at(-30) });

const newCampaign = (title: string, partnerId: number, startDays: number, endDays: number, country = sweden) =>
  created('campaigns/', { title, partnerId, startsAt: at(startDays), endsAt: at(endDays), ...published(country) });

beforeAll(async () => {
  t = await createTestApp();
  ({ se: sweden = 0, be: belgium = 0 } = await countryIds(t));
  const upload = await t.call({
    method: 'POST',
    url: '/api/v1/partner-files/',
    as: STAFF,
    ...multipart([
      { name: 'file', filename: 'logo.png', contentType: 'image/png', data: pngImage(8, 8, [0, 90, 160]) },
    ]),
  });
  expect(upload.statusCode).toBe(201);
  const logoId = (upload.json() as { id: number }).id;
  partner = { id: await created('partners/', { title: 'Acme Vet', image: logoId, ...published(sweden) }), logoId };
  otherPartner = await created('partners/', { title: 'Zoo Supply', ...published(sweden) });
  draftPartner = await created('partners/', { title: 'Secret Partner', status: 1, country: sweden });
  campaign.running = await newCampaign('Spring offer', partner.id, -3, 10);
  campaign.soon = await newCampaign('Last days', partner.id, -5, 2);
  campaign.upcoming = await newCampaign('Summer offer', partner.id, 3, 20);
  campaign.ended = await newCampaign('Winter offer', partner.id, -40, -1);
  campaign.other = await newCampaign('Zoo days', otherPartner, -1, 30);
  campaign.belgian = await newCampaign('Belgian days', partner.id, -1, 30, belgium);
});
afterAll(async () => {
  await t.close();
});

describe('date rules on write', () => {
  it('requires the partner, the start and the end', async () => {
    const response = await call('POST', 'campaigns/', STAFF, { title: 'No dates' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      partnerId: ['This field is required.'],
      startsAt: ['This field is required.'],
      endsAt: ['This field is required.'],
    });
  });

  it('refuses an end before the start, on create and on update', async () => {
    const payload = { title: 'Backwards', partnerId: partner.id, startsAt: at(5), endsAt: at(1) };
    const response = await call('POST', 'campaigns/', STAFF, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ endsAt: ['The end must not be before the start.'] });
    const patched = await call('PATCH', `campaigns/${campaign.running}/`, STAFF, { endsAt: at(-10) });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ endsAt: ['The end must not be before the start.'] });
  });

  it('requires partnerId to name a partner', async () => {
    const payload = { title: 'Orphan', partnerId: campaign.running, startsAt: at(0), endsAt: at(1) };
    const response = await call('POST', 'campaigns/', STAFF, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ partnerId: [`Invalid pk "${campaign.running}" - object does not exist.`] });
  });
});

describe('what members see', () => {
  it('lists the running campaigns of their country only, ending soonest first', async () => {
    expect(await ids('campaigns/', OWNER)).toEqual([campaign.soon, campaign.running, campaign.other]);
    expect(await ids('campaigns/?scope=running', OWNER)).toEqual([campaign.soon, campaign.running, campaign.other]);
    expect(await ids('campaigns/', BE_OWNER)).toEqual([campaign.belgian]);
  });

  it('may not list upcoming or ended campaigns', async () => {
    for (const scope of ['upcoming', 'ended']) {
      const response = await call('GET', `campaigns/?scope=${scope}`, OWNER);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        scope: [`Select a valid choice. ${scope} is not one of the available choices.`],
      });
    }
  });

  it("answers 404 for an upcoming campaign, reads an ended one's page, 403 for another country's", async () => {
    expect((await call('GET', `campaigns/${campaign.upcoming}/`, OWNER)).statusCode).toBe(404);
    const ended = await call('GET', `campaigns/${campaign.ended}/`, OWNER);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ id: campaign.ended, title: 'Winter offer' });
    expect((await call('GET', `campaigns/${campaign.running}/`, BE_OWNER)).statusCode).toBe(403);
  });

  it("cannot download an upcoming campaign's files before its start", async () => {
    const upload = await t.call({
      method: 'POST',
      url: '/api/v1/campaign-files/',
      as: STAFF,
      ...multipart([
        { name: 'item', value: String(campaign.upcoming) },
        { name: 'file', filename: 'leaflet.png', contentType: 'image/png', data: pngImage(4, 4, [200, 0, 0]) },
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const file = (upload.json() as { id: number }).id;
    expect((await call('GET', `campaign-files/${file}/`, OWNER)).statusCode).toBe(404);
    expect((await call('GET', `campaign-files/${file}/`, STAFF)).statusCode).toBe(200);
    const start = t.clock.now();
    t.clock.advance(4 * DAY);
    try {
      expect((await call('GET', `campaign-files/${file}/`, OWNER)).statusCode).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  it('sees a campaign once it has started', async () => {
    const start = t.clock.now();
    t.clock.advance(4 * DAY);
    try {
      expect((await call('GET', `campaigns/${campaign.upcoming}/`, OWNER)).statusCode).toBe(200);
      expect(await ids('campaigns/', OWNER)).toContain(campaign.upcoming);
      expect(await ids('campaigns/', OWNER)).not.toContain(campaign.soon);
    } finally {
      t.clock.set(start);
    }
  });
});

describe('what staff see', () => {
  it('lists every scope, and everything without one', async () => {
    expect(await ids('campaigns/?scope=upcoming', STAFF)).toEqual([campaign.upcoming]);
    expect(await ids('campaigns/?scope=ended', STAFF)).toEqual([campaign.ended]);
    expect(await ids(`campaigns/?scope=running&country=${sweden}`, STAFF)).toEqual([
      campaign.soon,
      campaign.running,
      campaign.other,
    ]);
    expect(new Set(await ids('campaigns/?page_size=100', STAFF))).toEqual(new Set(Object.values(campaign)));
    expect((await call('GET', `campaigns/${campaign.upcoming}/`, STAFF)).statusCode).toBe(200);
  });
});

describe('filter by partner', () => {
  it('answers the campaigns of one partner, for members and staff; a non-id is a 400', async () => {
    const only = async (path: string, as: string) => (await results(path, as)).map((item) => item.id);
    expect(await only(`campaigns/?partnerId=${otherPartner}`, OWNER)).toEqual([campaign.other]);
    expect(await only(`campaigns/?partnerId=${otherPartner}`, STAFF)).toEqual([campaign.other]);
    expect(await only(`campaigns/?partnerId=${partner.id}&scope=ended`, STAFF)).toEqual([campaign.ended]);
    expect(await only(`campaigns/?partnerId=${partner.id}&scope=running`, BE_OWNER)).toEqual([campaign.belgian]);
    const bad = await call('GET', 'campaigns/?partnerId=x1', OWNER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ partnerId: ['Select a valid choice. x1 is not one of the available choices.'] });
  });
});

describe("the campaign's partner", () => {
  const acme = () => ({
    id: partner.id,
    title: 'Acme Vet',
    logo: {
      id: partner.logoId,
      name: 'logo.png',
      url: `/api/v1/partner-files/${partner.logoId}/`,
      size: expect.any(Number),
      contentType: 'image/png',
    },
  });

  it('is in list and detail answers, with its logo', async () => {
    const list = await results('campaigns/', OWNER);
    expect(list.find((item) => item.id === campaign.running)?.partner).toEqual(acme());
    expect(list.find((item) => item.id === campaign.other)?.partner).toEqual({
      id: otherPartner,
      title: 'Zoo Supply',
      logo: null,
    });
    expect((await call('GET', `campaigns/${campaign.ended}/`, OWNER)).json().partner).toEqual(acme());
    expect((await call('GET', `campaigns/${campaign.upcoming}/`, STAFF)).json().partner).toEqual(acme());
  });

  it('is in the answers of staff writes', async () => {
    const patched = await call('PATCH', `campaigns/${campaign.other}/`, STAFF, { partnerId: partner.id });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().partner).toEqual(acme());
    await call('PATCH', `campaigns/${campaign.other}/`, STAFF, { partnerId: otherPartner });
  });

  it('is null for a member who could not read the partner (a draft), shown to staff', async () => {
    const id = await newCampaign('Hidden partner', draftPartner, -1, 3);
    try {
      const member = await call('GET', `campaigns/${id}/`, OWNER);
      expect(member.json().partner).toBeNull();
      const staff = await call('GET', `campaigns/${id}/`, STAFF);
      expect(staff.json().partner).toMatchObject({ id: draftPartner, title: 'Secret Partner' });
    } finally {
      await t.call({ method: 'DELETE', url: `/api/v1/campaigns/${id}/`, as: STAFF });
    }
  });
});

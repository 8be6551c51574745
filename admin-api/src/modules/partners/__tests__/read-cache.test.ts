// A partner's reads through the read caches (READ_CACHE_TTL_MS on, as in production): its row, its
// related data (sales reps, contact) and the contact subjects are kept for every reader; a write
// shows on the next read, and who may read the partner is checked on every request.
import { CONTRIBUTOR, countryIds, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { api, insertPartner } from './partner-fixture';

let t: TestApp;
let partner: number;
let sweden: number;

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
  ({ se: sweden = 0 } = await countryIds(t));
  partner = await insertPartner(t, { title: 'Cachad Partner AB', countryId: sweden });
});
afterAll(async () => {
  await t.close();
});

const detail = async (as: string) => {
  const response = await t.call({ url: api(`partners/${partner}/`), as });
  expect(response.statusCode).toBe(200);
  return response.json() as { salesReps: { name: string }[]; acceptsContactRequests: boolean };
};

describe("a partner's reads with the read cache on", () => {
  it('shows a new sales rep and a new contact address on the next read', async () => {
    expect(await detail(OWNER)).toMatchObject({ salesReps: [], acceptsContactRequests: false });

    const rep = await t.call({
      method: 'POST',
      url: api('partner-sale-rep/'),
      as: STAFF,
      payload: { partner, name: 'Anna Ek', region: 'Stockholm', phone: '+46 8 123', email: 'anna@cachad.example' },
    });
    expect(rep.statusCode).toBe(201);
    const patched = await t.call({
      method: 'PATCH',
      url: api(`partners/${partner}/`),
      as: STAFF,
      payload: { contactEmail: 'sales@cachad.example' },
    });
    expect(patched.statusCode).toBe(200);

    expect(await detail(OWNER)).toMatchObject({ salesReps: [{ name: 'Anna Ek' }], acceptsContactRequests: true });
  });

  it("keeps a Swedish partner's actions from a Danish member after a Swedish one had it cached", async () => {
    expect((await t.call({ url: api(`partners/${partner}/spend/`), as: OWNER })).statusCode).not.toBe(404);
    expect((await t.call({ url: api(`partner-sale-rep/?partner=${partner}`), as: OWNER })).statusCode).toBe(200);
    expect((await t.call({ url: api(`partner-sale-rep/?partner=${partner}`), as: CONTRIBUTOR })).statusCode).toBe(400);
  });

  it("shows a new campaign in the partner's page call on the next read, and keeps it from a Danish member", async () => {
    const page = async (as: string) => t.call({ url: api(`partners/${partner}/page/`), as });
    const campaignTitles = async () => {
      const response = await page(OWNER);
      expect(response.statusCode).toBe(200);
      return (response.json() as { campaigns: { results: { title: string }[] } }).campaigns.results.map(
        (campaign) => campaign.title,
      );
    };
    expect(await campaignTitles()).toEqual([]);
    const now = t.clock.now().getTime();
    const created = await t.call({
      method: 'POST',
      url: api('campaigns/'),
      as: STAFF,
      payload: {
        title: 'Cachad kampanj',
        partnerId: partner,
        startsAt: new Date(now - 86_400_000).toISOString(),
        endsAt: new Date(now + 10 * 86_400_000).toISOString(),
        status: 2,
        country: sweden,
        publishDate: new Date(now - 2 * 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await campaignTitles()).toEqual(['Cachad kampanj']);
    expect((await page(CONTRIBUTOR)).statusCode).toBe(403);
  });
});

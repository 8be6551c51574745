import { eq } from 'drizzle-orm';
import { partnerContactRequests } from '../../../db/schema/partners';
import {
  CONTRIBUTOR,
  countryIds,
  createTestApp,
  MANAGER,
  OWNER,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import { api, insertPartner, insertSubject, withoutPartnersFeature } from './partner-fixture';

type Mail = { to: string; subject: string; text: string };

let t: TestApp;
let sweden: number;
let denmark: number;
let partner: number;
let silent: number;
let danish: number;
let draft: number;
let pricing: number;
let demo: number;

beforeAll(async () => {
  // Four requests an hour per user, so the throttle is reached within the test.
  t = await createTestApp({ env: { MEMBER_MAIL_THROTTLE_MAX: '4', MEMBER_MAIL_THROTTLE_WINDOW_SECONDS: '3600' } });
  ({ se: sweden = 0, dk: denmark = 0 } = await countryIds(t));
  partner = await insertPartner(t, {
    title: 'Kontakt AB',
    countryId: sweden,
    extra: { contactEmail: 'sales@kontakt.example' },
  });
  silent = await insertPartner(t, { title: 'Tyst AB', countryId: sweden, extra: { contactEmail: '' } });
  danish = await insertPartner(t, {
    title: 'Dansk A/S',
    countryId: denmark,
    extra: { contactEmail: 'dk@dansk.example' },
  });
  draft = await insertPartner(t, {
    title: 'Utkast',
    countryId: sweden,
    status: 1,
    extra: { contactEmail: 'x@y.example' },
  });
  demo = await insertSubject(t, 't-demo', 'Book a demo', 2);
  pricing = await insertSubject(t, 't-pricing', 'Pricing', 1);
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, as?: string) => t.call({ url: api(path), ...(as ? { as } : {}) });
const request = (id: number, payload: unknown, as: string) =>
  t.call({ method: 'POST', url: api(`partners/${id}/request-contact/`), as, payload: payload as object });

async function outboxFor(to: string): Promise<Mail[]> {
  const response = await t.call({ url: api(`dev/outbox/?to=${encodeURIComponent(to)}`), as: STAFF });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('all-partner-contact-request-subjects/', () => {
  it('lists the subjects by position for any signed-in user', async () => {
    expect((await get('all-partner-contact-request-subjects/')).statusCode).toBe(401);
    const subjects = (await get('all-partner-contact-request-subjects/', VIEWER)).json();
    const ours = subjects.filter((row: { code: string }) => row.code.startsWith('t-'));
    expect(ours).toEqual([
      { id: pricing, code: 't-pricing', name: 'Pricing' },
      { id: demo, code: 't-demo', name: 'Book a demo' },
    ]);
  });
});

describe('partners/{id}/request-contact/', () => {
  it('stores the request, mails the partner with the member as reply-to, and the member a copy', async () => {
    const message = '  We would like to hear about your vaccine prices.  ';
    const response = await request(partner, { subject: pricing, message }, OWNER);
    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json();
    expect(createdAt).toEqual(expect.stringMatching(/Z$/));
    const [stored] = await t.db.select().from(partnerContactRequests).where(eq(partnerContactRequests.id, id));
    expect(stored).toMatchObject({
      partnerId: partner,
      userId: await t.userId(OWNER),
      subjectId: pricing,
      message: 'We would like to hear about your vaccine prices.',
    });

    // In the Swedish owner's language, the partner's mail as the copy.
    const [mail] = await outboxFor('sales@kontakt.example');
    expect(mail?.subject).toContain('Pricing');
    for (const part of [
      'Ämne: Pricing',
      'Klinik: ',
      `E-post: ${OWNER}`,
      'We would like to hear about your vaccine prices.',
    ]) {
      expect(mail?.text).toContain(part);
    }
    const [copy] = await outboxFor(OWNER);
    expect(copy?.subject).toBe('Din kontaktförfrågan till Kontakt AB');
    expect(copy?.text).toContain('We would like to hear about your vaccine prices.');
    expect(copy?.text).not.toContain('sales@kontakt.example');
  });

  it('answers field errors for the message and the subject', async () => {
    const short = await request(partner, { subject: pricing, message: '   too short   ' }, MANAGER);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: ['Ensure this field has at least 10 characters.'] });
    const long = await request(partner, { subject: pricing, message: 'x'.repeat(2001) }, MANAGER);
    expect(long.json()).toEqual({ message: ['Ensure this field has no more than 2000 characters.'] });
    const unknown = await request(partner, { subject: 999999, message: 'A long enough message.' }, MANAGER);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ subject: ['Invalid pk "999999" - object does not exist.'] });
    const empty = await request(partner, {}, MANAGER);
    expect(empty.json()).toEqual({ subject: ['This field is required.'], message: ['This field is required.'] });
  });

  it('refuses a partner without a contact address, and partners the member cannot read', async () => {
    const none = await request(silent, { subject: pricing, message: 'A long enough message.' }, VIEWER);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ nonFieldErrors: ['This partner takes no contact requests.'] });
    for (const id of [danish, draft, 999999]) {
      expect((await request(id, { subject: pricing, message: 'A long enough message.' }, VIEWER)).statusCode).toBe(404);
    }
    expect(
      (await request(danish, { subject: pricing, message: 'A long enough message.' }, CONTRIBUTOR)).statusCode,
    ).toBe(201);
  });

  it('throttles a user’s requests (429 with Retry-After)', async () => {
    // VIEWER has used four of four (the 400 and the 404s above count: the throttle runs before the handler).
    const over = await request(partner, { subject: pricing, message: 'A long enough message.' }, VIEWER);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a token and the Partners feature (staff pass)', async () => {
    expect(
      (await t.call({ method: 'POST', url: api(`partners/${partner}/request-contact/`), payload: {} })).statusCode,
    ).toBe(401);
    await withoutPartnersFeature(t, sweden, async () => {
      const response = await request(partner, { subject: pricing, message: 'A long enough message.' }, MANAGER);
      expect(response.statusCode).toBe(403);
      expect((await request(partner, { subject: demo, message: 'Staff may ask too.' }, STAFF)).statusCode).toBe(201);
    });
  });
});

describe('partners/{id}/contact-requests/ (staff)', () => {
  it('pages the partner’s requests, newest first', async () => {
    const page = (await get(`partners/${partner}/contact-requests/`, STAFF)).json();
    expect(page.count).toBe(2);
    const [newest, oldest] = page.results;
    expect(newest).toMatchObject({ partner, subject: { id: demo, code: 't-demo', name: 'Book a demo' } });
    expect(oldest).toMatchObject({
      subject: { id: pricing },
      user: { email: OWNER },
      member: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(newest.id).toBeGreaterThan(oldest.id);
    expect((await get(`partners/${partner}/contact-requests/`, OWNER)).statusCode).toBe(403);
    expect((await get('partners/999999/contact-requests/', STAFF)).statusCode).toBe(404);
  });
});

describe('partner-sale-rep/', () => {
  const post = (payload: unknown, as = STAFF) =>
    t.call({ method: 'POST', url: api('partner-sale-rep/'), as, payload: payload as object });

  it('lets staff add, change and remove reps, ordered by position then id', async () => {
    const first = await post({
      partner,
      name: ' Anna Ek ',
      region: 'Stockholm',
      phone: '+46 8 123',
      email: 'anna@kontakt.example',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      partner,
      name: 'Anna Ek',
      region: 'Stockholm',
      phone: '+46 8 123',
      email: 'anna@kontakt.example',
      position: 0,
    });
    const second = (await post({ partner, name: 'Bo Berg' })).json();
    expect(second).toMatchObject({ position: 1, region: '', phone: '', email: '' });
    const moved = await t.call({
      method: 'PATCH',
      url: api(`partner-sale-rep/${second.id}/`),
      as: STAFF,
      payload: { position: 0, region: 'Göteborg' },
    });
    expect(moved.json()).toMatchObject({ id: second.id, name: 'Bo Berg', position: 0, region: 'Göteborg' });

    const listed = (await get(`partner-sale-rep/?partner=${partner}`, VIEWER)).json();
    expect(listed.map((rep: { name: string }) => rep.name)).toEqual(['Anna Ek', 'Bo Berg']);

    expect((await t.call({ method: 'DELETE', url: api(`partner-sale-rep/${second.id}/`), as: STAFF })).statusCode).toBe(
      204,
    );
    expect((await t.call({ method: 'DELETE', url: api(`partner-sale-rep/${second.id}/`), as: STAFF })).statusCode).toBe(
      404,
    );
    expect((await get(`partner-sale-rep/?partner=${partner}`, VIEWER)).json()).toHaveLength(1);
  });

  it('validates a rep with DRF field errors', async () => {
    const bad = await post({
      partner: 999999,
      name: '',
      email: 'nope',
      phone: '1'.repeat(33),
      region: 'r'.repeat(101),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      phone: ['Ensure this field has no more than 32 characters.'],
      region: ['Ensure this field has no more than 100 characters.'],
    });
    const unknown = await post({ partner: 999999, name: 'Ny' });
    expect(unknown.json()).toEqual({ partner: ['Invalid pk "999999" - object does not exist.'] });
    const [news] = (await get('news/?page_size=1', STAFF)).json().results;
    expect((await post({ partner: news.id, name: 'Ny' })).json()).toEqual({
      partner: [`Invalid pk "${news.id}" - object does not exist.`],
    });
    expect(
      (await t.call({ method: 'PATCH', url: api('partner-sale-rep/999999/'), as: STAFF, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('needs ?partner= of a readable partner for members; staff may list all', async () => {
    expect((await get('partner-sale-rep/')).statusCode).toBe(401);
    const required = await get('partner-sale-rep/', VIEWER);
    expect(required.statusCode).toBe(400);
    expect(required.json()).toEqual({ partner: ['This field is required.'] });
    for (const id of [danish, draft, 999999]) {
      const response = await get(`partner-sale-rep/?partner=${id}`, VIEWER);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        partner: [`Select a valid choice. ${id} is not one of the available choices.`],
      });
    }
    expect((await get('partner-sale-rep/?partner=abc', VIEWER)).statusCode).toBe(400);
    const all = await get('partner-sale-rep/', STAFF);
    expect(all.statusCode).toBe(200);
    expect(all.json().some((rep: { partner: number }) => rep.partner === partner)).toBe(true);
    await withoutPartnersFeature(t, sweden, async () => {
      expect((await get(`partner-sale-rep/?partner=${partner}`, VIEWER)).statusCode).toBe(403);
    });
  });

  it('keeps writes to staff', async () => {
    const [rep] = (await get(`partner-sale-rep/?partner=${partner}`, STAFF)).json();
    expect((await post({ partner, name: 'X' }, OWNER)).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'PATCH', url: api(`partner-sale-rep/${rep.id}/`), as: OWNER, payload: {} })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'DELETE', url: api(`partner-sale-rep/${rep.id}/`), as: OWNER })).statusCode).toBe(
      403,
    );
  });
});

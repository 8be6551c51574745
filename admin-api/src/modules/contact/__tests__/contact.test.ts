import { eq } from 'drizzle-orm';
import { MESSAGE_LENGTH } from '../../../contract/partners';
import { featureFlags } from '../../../db/schema/feature-flags';
import { outbox } from '../../../db/schema/outbox';
import { BE_OWNER, createTestApp, NEW_USER, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET staff-cards/', () => {
  it("answers the staff cards of the user's country", async () => {
    const sweden = await t.call({ url: '/api/v1/staff-cards/', as: OWNER });
    expect(sweden.statusCode).toBe(200);
    expect(sweden.json()).toHaveLength(3);
    expect(sweden.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'Anna Lindqvist',
      title: 'Country manager',
      email: 'anna.lindqvist@vetnet.example',
      phoneNumber: '+46 8 400 110',
      photoUrl: null,
      description: expect.any(String),
    });
    const norway = (await t.call({ url: '/api/v1/staff-cards/', as: NEW_USER })).json();
    expect(norway.map((card: { name: string }) => card.name)).toEqual(['Ingrid Solberg', 'Ola Haugen']);
    const belgium = (await t.call({ url: '/api/v1/staff-cards/', as: BE_OWNER })).json();
    expect(belgium).toHaveLength(2);
  });
});

describe('POST request-contact/', () => {
  it("mails the country's contact address through the mailer", async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/request-contact/',
      as: OWNER,
      payload: {
        subject: 'Agreements\r\nBcc: someone@evil.example',
        message: 'Please call me about the dental agreement.',
        phoneNumber: '+46 70 1',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'contact.se@vetnet.example'));
    // In the country's main language (Swedish), whatever the sender reads.
    expect(mail?.subject).toBe('Kontaktförfrågan: Agreements Bcc: someone@evil.example');
    expect(mail?.text).toContain('Olivia Owner <owner@vetnet.example> på Djurkliniken Solna (Sweden)');
    expect(mail?.text).toContain('Telefon: +46 70 1');
    expect(mail?.text).toContain('Please call me about the dental agreement.');
  });

  it('validates the form', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/request-contact/',
      as: OWNER,
      payload: { subject: '', message: 'x'.repeat(MESSAGE_LENGTH.max + 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      subject: ['This field may not be blank.'],
      message: [`Ensure this field has no more than ${MESSAGE_LENGTH.max} characters.`],
    });
  });

  it('takes the per-user mail limit of partner contact and ad replies (MEMBER_MAIL_THROTTLE_MAX)', async () => {
    const send = () =>
      t.call({
        method: 'POST',
        url: '/api/v1/request-contact/',
        as: BE_OWNER,
        payload: { subject: 'Call me', message: 'Please call me back.' },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is counted apart.
    const other = await t.call({
      method: 'POST',
      url: '/api/v1/request-contact/',
      as: NEW_USER,
      payload: { subject: 'Call me', message: 'Please call me back.' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('is refused (403) where the Contact feature is not available', async () => {
    await t.db.update(featureFlags).set({ available: false }).where(eq(featureFlags.feature, 10));
    try {
      for (const url of ['/api/v1/request-contact/', '/api/v1/staff-cards/']) {
        const response = await t.call({
          method: url.includes('request') ? 'POST' : 'GET',
          url,
          as: STAFF,
          payload: { subject: 'a', message: 'b' },
        });
        expect(response.statusCode).toBe(403);
      }
    } finally {
      await t.db.update(featureFlags).set({ available: true }).where(eq(featureFlags.feature, 10));
    }
  });
});

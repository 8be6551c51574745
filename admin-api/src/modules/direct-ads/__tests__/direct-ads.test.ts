// Direct ads: the private advertiser address, the members' list (current ads), the reply relayed
// by mail (validation, expiry, access, throttling, the mails themselves) and the staff list of
// stored replies.
import { eq } from 'drizzle-orm';
import { members, users } from '../../../db/schema/accounts';
import { directAdMessages } from '../../../db/schema/partners';
import { createOutboxMailer, type Mail } from '../../../mail/mailer';
import {
  BE_OWNER,
  CONTRIBUTOR,
  countryIds,
  createTestApp,
  MANAGER,
  OWNER,
  STAFF,
  type TestApp,
} from '../../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const ADVERTISER = 'seller@advertiser.example';
const MESSAGE = 'Is the ultrasound still for sale? We could pick it up.';

let t: TestApp;
let sweden: number;
const ad = { current: 0, expired: 0, draft: 0 };
/** Every mail the API sent, as the mailer got it (the outbox table keeps no reply-to). */
const sent: Mail[] = [];

const call = (method: 'POST' | 'GET', path: string, as: string | undefined, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, ...(as ? { as } : {}), ...(payload ? { payload } : {}) });
const reply = (id: number, as: string | undefined, message: unknown = MESSAGE) =>
  call('POST', `direact-ads/${id}/email/`, as, { message });
const at = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString();

async function newAd(title: string, expiresDays: number, status = 2, country = sweden): Promise<number> {
  const response = await call('POST', 'direact-ads/', STAFF, {
    title,
    status,
    country,
    publishDate: at(-5),
    advertiserName: 'Anna Seller',
    advertiserEmail: ADVERTISER,
    expiresAt: at(expiresDays),
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      kind: 'outbox',
      send: async (mail) => {
        sent.push(mail);
        await createOutboxMailer(t.db, { info: () => undefined }).send(mail);
      },
    },
  });
  ({ se: sweden = 0 } = await countryIds(t));
  ad.current = await newAd('Ultrasound for sale', 30);
  ad.expired = await newAd('Old X-ray table', -1);
  ad.draft = await newAd('Not yet', 30, 1);
});
afterAll(async () => {
  await t.close();
});
// Each test starts with a fresh throttle window (5 mails an hour per user).
beforeEach(() => {
  t.clock.advance(2 * HOUR);
  sent.length = 0;
});

describe('the advertiser address', () => {
  it('is private: staff read it, members never do', async () => {
    expect((await call('GET', `direact-ads/${ad.current}/`, STAFF)).json()).toMatchObject({
      advertiserEmail: ADVERTISER,
    });
    const detail = (await call('GET', `direact-ads/${ad.current}/`, OWNER)).json();
    expect(detail).toMatchObject({ advertiserName: 'Anna Seller' });
    expect(detail).not.toHaveProperty('advertiserEmail');
    const list = (await call('GET', 'direact-ads/', OWNER)).json() as { results: object[] };
    expect(list.results.length).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toContain(ADVERTISER);
  });

  it('is required on create', async () => {
    const response = await call('POST', 'direact-ads/', STAFF, { title: 'x', advertiserName: 'A', expiresAt: at(1) });
    expect(response.json()).toEqual({ advertiserEmail: ['This field is required.'] });
  });
});

describe('the members list', () => {
  it('holds current ads only; an expired ad stays readable', async () => {
    const list = (await call('GET', 'direact-ads/?page_size=100', OWNER)).json() as { results: { id: number }[] };
    const listed = list.results.map((item) => item.id);
    expect(listed).toContain(ad.current);
    expect(listed).not.toContain(ad.expired);
    expect((await call('GET', `direact-ads/${ad.expired}/`, OWNER)).statusCode).toBe(200);
  });
});

describe('POST direact-ads/{id}/email/', () => {
  it('relays the message to the advertiser with the member as reply-to, and copies the sender', async () => {
    const response = await reply(ad.current, OWNER, `  ${MESSAGE}  `);
    expect(response.statusCode).toBe(201);
    const answer = response.json() as { id: number; createdAt: string };
    expect(answer).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });

    const [user] = await t.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, clinic: members.name })
      .from(users)
      .innerJoin(members, eq(members.id, users.memberId))
      .where(eq(users.email, OWNER));
    const [stored] = await t.db.select().from(directAdMessages).where(eq(directAdMessages.id, answer.id));
    expect(stored).toMatchObject({ adId: ad.current, userId: user?.id, message: MESSAGE });

    expect(sent.map((mail) => mail.to)).toEqual([ADVERTISER, OWNER]);
    const [toAdvertiser, copy] = sent;
    expect(toAdvertiser?.replyTo).toBe(OWNER);
    for (const text of [
      `${user?.firstName} ${user?.lastName}`,
      user?.clinic ?? '-',
      OWNER,
      'Ultrasound for sale',
      MESSAGE,
    ])
      expect(toAdvertiser?.text).toContain(text);
    expect(copy?.replyTo).toBeUndefined();
    expect(copy?.text).toContain(MESSAGE);
    expect(`${copy?.subject} ${copy?.text}`).not.toContain(ADVERTISER);

    const outbox = (await call('GET', 'dev/outbox/', STAFF)).json() as { to: string; text: string }[];
    expect(outbox.find((mail) => mail.to === ADVERTISER)?.text).toContain(MESSAGE);
    const own = outbox.filter((mail) => mail.to === OWNER);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((mail) => !mail.text.includes(ADVERTISER))).toBe(true);
  });

  it("answers the message's reason for blank, short, long and missing messages", async () => {
    const cases: [unknown, string][] = [
      ['', 'This field may not be blank.'],
      ['    ', 'This field may not be blank.'],
      ['Too short', 'Ensure this field has at least 10 characters.'],
      ['x'.repeat(2001), 'Ensure this field has no more than 2000 characters.'],
      [undefined, 'This field is required.'],
    ];
    for (const [message, reason] of cases) {
      const response = await call(
        'POST',
        `direact-ads/${ad.current}/email/`,
        MANAGER,
        message === undefined ? {} : { message },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: [reason] });
      t.clock.advance(2 * HOUR);
    }
    expect((await reply(ad.current, MANAGER, 'x'.repeat(2000))).statusCode).toBe(201);
    expect(sent).toHaveLength(2);
  });

  it('refuses an expired ad', async () => {
    const response = await reply(ad.expired, OWNER);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ nonFieldErrors: ['This ad has expired.'] });
    expect(sent).toHaveLength(0);
  });

  it('throttles a user after 5 mails, with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await reply(ad.current, OWNER)).statusCode).toBe(201);
    const refused = await reply(ad.current, OWNER);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another member's user is not held back.
    expect((await reply(ad.current, MANAGER)).statusCode).toBe(201);
  });

  it('needs a token, the feature, and an ad the user may read', async () => {
    expect((await reply(ad.current, undefined)).statusCode).toBe(401);
    // Direct ads are not available in Denmark (seeded flags).
    const denied = await reply(ad.current, CONTRIBUTOR);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: 'This feature is not available to you.' });
    expect((await reply(ad.draft, OWNER)).statusCode).toBe(404);
    expect((await reply(999_999, OWNER)).statusCode).toBe(404);
    const otherCountry = await reply(ad.current, BE_OWNER);
    expect(otherCountry.statusCode).toBe(403);
    expect(otherCountry.json()).toEqual({ detail: 'This item belongs to another country.' });
    expect(sent).toHaveLength(0);
    // Staff pass the feature and country checks.
    expect((await reply(ad.current, STAFF)).statusCode).toBe(201);
  });
});

describe('GET direact-ads/{id}/messages/', () => {
  it('lists the stored replies for staff, newest first, with sender and member', async () => {
    const fresh = await newAd('Dental unit', 30);
    await reply(fresh, OWNER, 'First message about the unit.');
    t.clock.advance(60_000);
    await reply(fresh, MANAGER, 'Second message about the unit.');
    const response = await call('GET', `direact-ads/${fresh}/messages/`, STAFF);
    expect(response.statusCode).toBe(200);
    const page = response.json() as {
      count: number;
      results: { message: string; user: { email: string; name: string }; member: { id: number; name: string } }[];
    };
    expect(page.count).toBe(2);
    expect(page.results.map((row) => row.message)).toEqual([
      'Second message about the unit.',
      'First message about the unit.',
    ]);
    expect(page.results[1]).toMatchObject({
      id: expect.any(Number),
      createdAt: expect.any(String),
      user: { id: await t.userId(OWNER), email: OWNER, name: expect.any(String) },
      member: { id: expect.any(Number), name: expect.any(String) },
    });
  });

  it('is staff only', async () => {
    expect((await call('GET', `direact-ads/${ad.current}/messages/`, OWNER)).statusCode).toBe(403);
    expect((await call('GET', `direact-ads/${ad.current}/messages/`, undefined)).statusCode).toBe(401);
    expect((await call('GET', 'direact-ads/999999/messages/', STAFF)).statusCode).toBe(404);
  });
});

// Sending an issue: who it goes to (country, language, level), the queue (a worker stopped mid-send
// and a new one after it: everyone gets exactly one mail), the figures, one start only, the RFC
// 8058 headers, and the send throttle.
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { outbox } from '../../../db/schema/outbox';
import { createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { processDigestQueue } from '../queue';
import { SEND_THROTTLE, TEST_SEND_THROTTLE } from '../routes';
import { createUnsubscribeTokens } from '../tokens';
import {
  addContent,
  addSubscribers,
  countryId,
  createMailer,
  DAY_MS,
  DIGEST,
  digestMails,
  issueStatus,
  languageId,
  MEMBER_LEVEL,
  unsubscribeEveryone,
} from './digest-fixtures';

let t: TestApp;
let se: number;
let sv: number;

beforeAll(async () => {
  // No worker of the app's own: the tests run the queue themselves.
  t = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' } });
  se = await countryId(t, 'se');
  sv = await languageId(t, 'sv');
  await unsubscribeEveryone(t);
  await addContent(t, {
    type: 'news',
    title: 'Send test news',
    country: se,
    publishDate: new Date(Date.now() - DAY_MS),
  });
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({
  db: t.db,
  config: t.config,
  now: t.clock.now,
  tokens: createUnsubscribeTokens(t.config.jwtSecret),
});

/** A fresh Swedish draft (the seeded one is deleted first, so each test starts clean). */
async function freshDraft(language = sv): Promise<number> {
  const existing = await t.call({
    method: 'POST',
    url: `${DIGEST}/issues/`,
    as: STAFF,
    payload: { country: se, language },
  });
  if (existing.json().status === 'draft' && existing.statusCode === 200) {
    await t.call({ method: 'DELETE', url: `${DIGEST}/issues/${existing.json().id}/`, as: STAFF });
  } else {
    return existing.json().id;
  }
  const created = await t.call({
    method: 'POST',
    url: `${DIGEST}/issues/`,
    as: STAFF,
    payload: { country: se, language },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

describe('POST digest/send-digest/{id}/', () => {
  it('queues one delivery per matching subscriber: country, language and level', async () => {
    const basic = await addSubscribers(t, { member: 'Djurkliniken Solna', language: 'sv', n: 3, prefix: 'solna' });
    const engaged = await addSubscribers(t, { member: 'Smådjursklinik Göteborg', language: 'sv', n: 2, prefix: 'gbg' });
    const english = await addSubscribers(t, { member: 'Djurkliniken Solna', language: 'en', n: 2, prefix: 'solna-en' });
    const danish = await addSubscribers(t, { member: 'Dyreklinikken Aarhus', language: 'da', n: 2, prefix: 'aarhus' });
    const unsubscribed = await addSubscribers(t, {
      member: 'Djurkliniken Solna',
      language: 'sv',
      n: 1,
      prefix: 'off',
      subscribed: false,
    });
    const id = await freshDraft();

    const before = await t.call({ url: `${DIGEST}/send-digest/${id}/`, as: STAFF });
    expect(before.json()).toMatchObject({ status: 'draft', recipients: 5, sent: 0, left: 5 });

    const started = await t.call({
      method: 'POST',
      url: `${DIGEST}/send-digest/${id}/`,
      as: STAFF,
      payload: { levels: [MEMBER_LEVEL.engaged] },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      issueId: id,
      status: 'sending',
      recipients: 2,
      sent: 0,
      failed: 0,
      left: 2,
    });

    await processDigestQueue({ ...deps(), mailer: createMailer(t).mailer });
    const mails = await digestMails(t);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...engaged].sort());
    for (const other of [...basic, ...english, ...danish, ...unsubscribed]) {
      expect(mails.some((mail) => mail.to === other)).toBe(false);
    }
    const done = await t.call({ url: `${DIGEST}/send-digest/${id}/`, as: STAFF });
    expect(done.json()).toMatchObject({ status: 'sent', recipients: 2, sent: 2, failed: 0, left: 0 });
    expect(done.json().finishedAt).toEqual(expect.any(String));
  });

  it('resumes after a worker stopped mid-send: everyone gets exactly one mail', async () => {
    await unsubscribeEveryone(t);
    const recipients = await addSubscribers(t, {
      member: 'Djurkliniken Solna',
      language: 'sv',
      n: 12,
      prefix: 'resume',
    });
    const id = await freshDraft();
    expect((await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF })).statusCode).toBe(202);

    // The first worker mails in batches of 5 and is stopped (as a killed process) at its 8th mail:
    // its first batch is committed, the second rolls back with the mails it had written.
    const stop = new AbortController();
    const { mailer: dying, count } = createMailer(t, { onSend: (n) => n === 8 && stop.abort() });
    await expect(
      processDigestQueue({ ...deps(), mailer: dying }, { batchSize: 5, signal: stop.signal }),
    ).rejects.toThrow();
    expect(count()).toBe(8);
    expect(await digestMails(t, recipients)).toHaveLength(5);
    expect(await issueStatus(t, id)).toMatchObject({ status: 'sending', sentCount: 5, recipients: 12 });
    const midway = await t.call({ url: `${DIGEST}/send-digest/${id}/`, as: STAFF });
    expect(midway.json()).toMatchObject({ status: 'sending', sent: 5, left: 7 });

    // After the restart a new worker finishes the send.
    await processDigestQueue({ ...deps(), mailer: createMailer(t).mailer }, { batchSize: 5 });
    const mails = await digestMails(t, recipients);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect(await issueStatus(t, id)).toMatchObject({ status: 'sent', sentCount: 12, failedCount: 0 });
    // A third worker finds nothing left to do.
    expect(await processDigestQueue({ ...deps(), mailer: createMailer(t).mailer })).toBe(0);
    expect(await digestMails(t, recipients)).toHaveLength(12);
  });

  it('counts a recipient failed after repeated errors and the others sent', async () => {
    await unsubscribeEveryone(t);
    const recipients = await addSubscribers(t, { member: 'Djurkliniken Solna', language: 'sv', n: 3, prefix: 'flaky' });
    const id = await freshDraft();
    await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF });
    const refusing = recipients[1];
    for (let round = 0; round < 3; round += 1) {
      await processDigestQueue({ ...deps(), mailer: createMailer(t, { refuse: refusing }).mailer });
    }
    expect((await t.call({ url: `${DIGEST}/send-digest/${id}/`, as: STAFF })).json()).toMatchObject({
      status: 'sent',
      recipients: 3,
      sent: 2,
      failed: 1,
      left: 0,
    });
    expect((await digestMails(t, recipients)).map((mail) => mail.to).sort()).toEqual(
      recipients.filter((email) => email !== refusing).sort(),
    );
  });

  it('cannot be started twice, even by two calls at once', async () => {
    await unsubscribeEveryone(t);
    await addSubscribers(t, { member: 'Djurkliniken Solna', language: 'sv', n: 2, prefix: 'twice' });
    const id = await freshDraft();
    const [first, second] = await Promise.all([
      t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF }),
      t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().code).toBe('already_sending');
    await processDigestQueue({ ...deps(), mailer: createMailer(t).mailer });
    const again = await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_sent');
    // A sent issue is no longer a draft: it cannot be changed either.
    const patch = await t.call({
      method: 'PATCH',
      url: `${DIGEST}/issues/${id}/`,
      as: STAFF,
      payload: { subject: 'x' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('not_a_draft');
  });

  it('mails carry RFC 8058 headers with a personal link that unsubscribes its own recipient', async () => {
    await unsubscribeEveryone(t);
    const recipients = await addSubscribers(t, { member: 'Djurkliniken Solna', language: 'sv', n: 2, prefix: 'rfc' });
    const id = await freshDraft();
    await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF });
    await processDigestQueue({ ...deps(), mailer: createMailer(t).mailer });
    const mails = await digestMails(t, recipients);
    expect(mails).toHaveLength(2);
    const links = new Set<string>();
    for (const mail of mails) {
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const header = mail.headers['List-Unsubscribe'] ?? '';
      expect(header).toMatch(/^<http:\/\/portal\.test\/api\/v1\/digest\/unsubscribe\/[0-9a-z]+\.[\w-]{43}\/>$/);
      expect(mail.headers['List-Id']).toBe('Vetnet digest <digest.se.portal.test>');
      links.add(header);
      // The body's link opens the portal's confirmation page (a GET there changes nothing).
      const token = /unsubscribe\/([^/]+)\/>$/.exec(header)?.[1] ?? '';
      expect(mail.html).toContain(`http://portal.test/digest/unsubscribe/${token}`);
      expect(mail.text).toContain(`http://portal.test/digest/unsubscribe/${token}`);
      expect(mail.subject).toMatch(/nyhetssammanfattning/);
    }
    expect(links.size).toBe(2);

    // The one-click POST a mail client makes: form-encoded, no cookie, no session.
    const [first] = mails;
    const path = /<http:\/\/portal\.test(\/api\/v1\/digest\/unsubscribe\/[^>]+)>/.exec(
      first?.headers['List-Unsubscribe'] ?? '',
    )?.[1];
    const response = await t.app.inject({
      method: 'POST',
      url: path ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscribed: false, list: 'digest' });
    const me = await t.call({ url: '/api/v1/me/', as: first?.to ?? '' });
    expect(me.json().hasDigestSubscribed).toBe(false);
    const other = mails.find((mail) => mail.to !== first?.to)?.to ?? '';
    expect((await t.call({ url: '/api/v1/me/', as: other })).json().hasDigestSubscribed).toBe(true);
  });

  it('is throttled per staff user', async () => {
    const throttled = await createTestApp({
      env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < SEND_THROTTLE.max; i += 1) {
        // Each start is refused (no such issue) but counts, as every attempt to send does.
        const response = await throttled.call({ method: 'POST', url: `${DIGEST}/send-digest/999999/`, as: STAFF });
        statuses.push(response.statusCode);
      }
      expect(statuses.every((status) => status === 404)).toBe(true);
      const last = await throttled.call({ method: 'POST', url: `${DIGEST}/send-digest/999999/`, as: STAFF });
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await throttled.close();
    }
  });

  it('is for staff only', async () => {
    const id = await freshDraft();
    expect((await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: OWNER })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${DIGEST}/send-digest/${id}/`, as: OWNER })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/` })).statusCode).toBe(401);
    expect((await issueStatus(t, id))?.status).toBe('draft');
  });
});

describe('POST digest/issues/{id}/send-test/ ("Send a test to me")', () => {
  const staffMails = async () =>
    (await t.db.select().from(outbox).where(eq(outbox.to, STAFF))).filter((mail) => mail.html !== null);

  it('mails the draft to the signed-in staff member only, in their language, and to no subscriber', async () => {
    const subscribers = await addSubscribers(t, {
      member: 'Djurkliniken Solna',
      language: 'sv',
      n: 2,
      prefix: 'test-me',
    });
    const id = await freshDraft();
    await t.call({ method: 'PATCH', url: `${DIGEST}/issues/${id}/`, as: STAFF, payload: { subject: 'Veckans nytt' } });
    const [staff] = await t.db.select({ languageId: users.languageId }).from(users).where(eq(users.email, STAFF));
    await t.db
      .update(users)
      .set({ languageId: await languageId(t, 'de') })
      .where(eq(users.email, STAFF));
    try {
      const before = (await t.db.select({ id: outbox.id }).from(outbox)).length;
      const response = await t.call({ method: 'POST', url: `${DIGEST}/issues/${id}/send-test/`, as: STAFF });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ to: STAFF });

      expect((await t.db.select({ id: outbox.id }).from(outbox)).length).toBe(before + 1);
      const [mail] = (await staffMails()).slice(-1);
      expect(mail?.subject).toBe('Test: Veckans nytt');
      expect(mail?.html).toContain('Dies ist ein Test eines Entwurfs der Zusammenfassung, nur an Sie gesendet.');
      // The issue itself stays in its own language, as subscribers will get it.
      expect(mail?.html).toContain('Avsluta prenumerationen');
      expect(mail?.html).not.toContain('unsubscribe.placeholder.invalid');
      expect(mail?.headers).toEqual({});
      expect(await digestMails(t, subscribers)).toEqual([]);
      expect((await issueStatus(t, id))?.status).toBe('draft');
    } finally {
      await t.db.update(users).set({ languageId: staff?.languageId }).where(eq(users.email, STAFF));
    }
  });

  it('is for staff only, for drafts only, and throttled per staff user', async () => {
    const app = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' } });
    try {
      const draft = await app.call({
        method: 'POST',
        url: `${DIGEST}/issues/`,
        as: STAFF,
        payload: { country: await countryId(app, 'se'), language: await languageId(app, 'sv') },
      });
      const url = `${DIGEST}/issues/${draft.json().id}/send-test/`;
      expect((await app.call({ method: 'POST', url, as: OWNER })).statusCode).toBe(403);
      expect((await app.call({ method: 'POST', url })).statusCode).toBe(401);
      const statuses: number[] = [];
      for (let i = 0; i < TEST_SEND_THROTTLE.max; i += 1) {
        statuses.push((await app.call({ method: 'POST', url, as: STAFF })).statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: TEST_SEND_THROTTLE.max }, () => 200));
      const refused = await app.call({ method: 'POST', url, as: STAFF });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const mailed = await app.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, STAFF));
      expect(mailed).toHaveLength(TEST_SEND_THROTTLE.max);
    } finally {
      await app.close();
    }
  });

  it('answers 409 for an issue that is no longer a draft', async () => {
    const id = await freshDraft();
    await addSubscribers(t, { member: 'Djurkliniken Solna', language: 'sv', n: 1, prefix: 'test-sent' });
    expect((await t.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF })).statusCode).toBe(202);
    const refused = await t.call({ method: 'POST', url: `${DIGEST}/issues/${id}/send-test/`, as: STAFF });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_a_draft');
  });
});

describe("the app's own worker", () => {
  it('mails a started send without being asked (woken by the start)', async () => {
    // A long interval: only the start's wake-up can mail within the test.
    const app = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '3600' } });
    try {
      await unsubscribeEveryone(app);
      const recipients = await addSubscribers(app, {
        member: 'Djurkliniken Solna',
        language: 'sv',
        n: 3,
        prefix: 'woken',
      });
      const draft = await app.call({
        method: 'POST',
        url: `${DIGEST}/issues/`,
        as: STAFF,
        payload: { country: await countryId(app, 'se'), language: await languageId(app, 'sv') },
      });
      const id = draft.json().id;
      expect((await app.call({ method: 'POST', url: `${DIGEST}/send-digest/${id}/`, as: STAFF })).statusCode).toBe(202);
      let status = 'sending';
      for (let round = 0; round < 500 && status !== 'sent'; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await app.call({ url: `${DIGEST}/send-digest/${id}/`, as: STAFF })).json().status;
      }
      expect(status).toBe('sent');
      expect((await digestMails(app, recipients)).map((mail) => mail.to).sort()).toEqual([...recipients].sort());
    } finally {
      await app.close();
    }
  });
});

describe('weekly schedules', () => {
  it("send the country's drafts once a week when their day and hour have come", async () => {
    await unsubscribeEveryone(t);
    const recipients = await addSubscribers(t, {
      member: 'Djurkliniken Solna',
      language: 'sv',
      n: 2,
      prefix: 'weekly',
    });
    const id = await freshDraft();
    const stockholm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(t.clock.now());
    const weekday =
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
        stockholm.find((p) => p.type === 'weekday')?.value ?? '',
      ) + 1;
    const hour = Number(stockholm.find((p) => p.type === 'hour')?.value);
    const put = await t.call({
      method: 'PUT',
      url: `${DIGEST}/schedules/${se}/`,
      as: STAFF,
      payload: { weekday, hour, enabled: true },
    });
    expect(put.statusCode).toBe(200);

    const started: number[] = [];
    const start = async (issueId: number) => {
      started.push(issueId);
      const { startSend } = await import('../service');
      return startSend({ db: t.db, config: t.config, now: t.clock.now }, issueId, undefined);
    };
    const { runDueSchedules } = await import('../queue');
    const queueDeps = { ...deps(), mailer: createMailer(t).mailer };
    expect(await runDueSchedules(queueDeps, start)).toContain(id);
    // The same week again: nothing.
    expect(await runDueSchedules(queueDeps, start)).toEqual([]);
    await processDigestQueue(queueDeps);
    expect((await digestMails(t, recipients)).length).toBe(2);
    expect(started.filter((each) => each === id)).toHaveLength(1);
    await t.call({ method: 'DELETE', url: `${DIGEST}/schedules/${se}/`, as: STAFF });
  });
});

describe('a draft’s recipients now', () => {
  it('are counted once for the issue and its progress, from the read cache a write empties', async () => {
    const cached = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0', READ_CACHE_TTL_MS: '600000' } });
    try {
      const country = await countryId(cached, 'se');
      const language = await languageId(cached, 'sv');
      const draft = await cached.call({
        method: 'POST',
        url: `${DIGEST}/issues/`,
        as: STAFF,
        payload: { country, language },
      });
      const id: number = draft.json().id;
      const recipients = async () => {
        const [issue, progress] = await Promise.all([
          cached.call({ url: `${DIGEST}/issues/${id}/`, as: STAFF }),
          cached.call({ url: `${DIGEST}/send-digest/${id}/`, as: STAFF }),
        ]);
        expect(issue.json().figures.recipients).toBe(progress.json().recipients);
        return progress.json().recipients as number;
      };
      const before = await recipients();
      // Written past the API (as no client can): the count read before stands until a write.
      await addSubscribers(cached, { member: 'Djurkliniken Solna', language: 'sv', n: 3, prefix: 'cached' });
      expect(await recipients()).toBe(before);
      // Any write through the API empties the read caches, so the next load counts again.
      const toggled = await cached.call({ method: 'POST', url: `${DIGEST}/toggleSubscrition/`, as: OWNER });
      expect(toggled.statusCode).toBe(200);
      expect(await recipients()).toBeGreaterThanOrEqual(before + 2);
    } finally {
      await cached.close();
    }
  });
});

import { type Mail, type Mailer } from '../../../mail/mailer';
import { createTestApp, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';

describe('GET dev/outbox/ with the outbox mailer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists mails newest first, filtered by recipient, to staff only', async () => {
    for (const email of [OWNER, VIEWER, OWNER]) {
      await t.call({ method: 'POST', url: '/api/v1/auth/users/reset_password/', payload: { email } });
    }
    const all = await t.call({ url: '/api/v1/dev/outbox/', as: STAFF });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(3);
    const owner = (await t.call({ url: '/api/v1/dev/outbox/?to=OWNER@vetnet.example', as: STAFF })).json();
    expect(owner).toHaveLength(2);
    expect(owner[0]).toEqual({
      id: expect.any(Number),
      to: OWNER,
      subject: 'Återställ ditt lösenord till Vetnet',
      text: expect.stringContaining(owner[0].link),
      link: expect.stringMatching(/^http:\/\/portal\.test\/login\/set-password\?uid=.+&token=.+$/),
      headers: {},
      html: null,
      attachments: [],
      createdAt: expect.any(String),
    });
    expect(owner[0].id).toBeGreaterThan(owner[1].id);
    expect((await t.call({ url: '/api/v1/dev/outbox/', as: OWNER })).statusCode).toBe(403);
    expect((await t.call({ url: '/api/v1/dev/outbox/' })).statusCode).toBe(401);
  });
});

describe('GET dev/outbox/ with an SMTP mailer', () => {
  const sent: Mail[] = [];
  const smtp: Mailer = {
    kind: 'smtp',
    send: async (mail) => {
      sent.push(mail);
    },
  };
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ mailer: smtp });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist, and mails go to the SMTP mailer', async () => {
    const response = await t.call({ url: '/api/v1/dev/outbox/', as: STAFF });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    await t.call({ method: 'POST', url: '/api/v1/send-magic-login-link/', payload: { email: OWNER } });
    expect(sent).toEqual([
      expect.objectContaining({ to: OWNER, link: expect.stringContaining('http://portal.test/?refresh=') }),
    ]);
  });

  it('still answers 204 when the mail server fails, so nobody learns the account exists', async () => {
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('connection refused')) };
    const broken = await createTestApp({ mailer: failing });
    try {
      const response = await broken.call({
        method: 'POST',
        url: '/api/v1/auth/users/reset_password/',
        payload: { email: OWNER },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await broken.close();
    }
  });
});

import { createTestApp, DEMO_PASSWORD, OWNER, type TestApp, VIEWER } from '../../../test-support/test-app';

// A small limit through the environment, as an operator would set it.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_THROTTLE_MAX: '3', LOGIN_THROTTLE_WINDOW_SECONDS: '60' } });
});
afterAll(async () => {
  await t.close();
});

const attempt = (email: string, ip: string, password = 'wrong-password') =>
  t.call({
    method: 'POST',
    url: '/api/v1/auth/api-token-auth/',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('login throttling', () => {
  it('answers 429 with Retry-After after LOGIN_THROTTLE_MAX attempts per IP and e-mail', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(OWNER, '203.0.113.1')).statusCode).toBe(400);
    const refused = await attempt(OWNER, '203.0.113.1', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });

    // Another address from the same client, and the same address from another client, still pass.
    expect((await attempt(VIEWER, '203.0.113.1')).statusCode).toBe(400);
    expect((await attempt(OWNER, '203.0.113.2', DEMO_PASSWORD)).statusCode).toBe(200);
    // The e-mail is normalised before it is counted.
    expect((await attempt(' OWNER@vetnet.example', '203.0.113.1')).statusCode).toBe(429);

    t.clock.advance(45_000);
    const later = await attempt(OWNER, '203.0.113.1');
    expect(later.headers['retry-after']).toBe('15');
    t.clock.advance(15_001);
    expect((await attempt(OWNER, '203.0.113.1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('caps one client across many e-mails at ten times the limit', async () => {
    // Through the magic-link endpoint: same throttle, without a password hash per attempt.
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v1/send-magic-login-link/',
        payload: { email: `user${i}@vetnet.example` },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('trusts X-Forwarded-For only from the loopback proxy', async () => {
    const remote = (forwarded: string) =>
      t.call({
        method: 'POST',
        url: '/api/v1/auth/api-token-auth/',
        payload: { email: 'spoof@vetnet.example', password: 'x' },
        headers: { 'x-forwarded-for': forwarded },
        remoteAddress: '192.0.2.50',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await remote(`10.0.0.${i}`)).statusCode);
    // Each request claimed another client, but they all came from 192.0.2.50.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('rotating X-Forwarded-For', () => {
  it('gives no more than five times the limit of password guesses on one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) statuses.push((await attempt(VIEWER, `198.18.0.${i}`)).statusCode);
    expect(statuses.slice(0, 15).every((status) => status === 400)).toBe(true);
    expect(statuses[15]).toBe(429);
    // Even the right password waits; another account from those addresses does not.
    expect((await attempt(VIEWER, '198.18.1.1', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(OWNER, '198.18.0.1', DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(60_001);
    expect((await attempt(VIEWER, '198.18.1.1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sends one inbox no more than the limit of mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/v1/auth/users/reset_password/',
        payload: { email: OWNER },
        headers: { 'x-forwarded-for': `198.18.2.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});

describe('throttling of the mail endpoints', () => {
  it.each([
    '/api/v1/send-magic-login-link/',
    '/api/v1/auth/users/reset_password/',
    '/api/v1/auth/register/resend_activation_email/',
  ])('%s', async (url) => {
    const send = () =>
      t.call({
        method: 'POST',
        url,
        payload: { email: 'nobody@vetnet.example' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(204);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles reset confirmations per uid', async () => {
    const confirm = () =>
      t.call({
        method: 'POST',
        url: '/api/v1/auth/users/reset_password_confirm/',
        payload: { uid: 'Mg', token: 'abc-def', newPassword: 'whatever-1', reNewPassword: 'whatever-1' },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
    for (let i = 0; i < 3; i += 1) expect((await confirm()).statusCode).toBe(400);
    expect((await confirm()).statusCode).toBe(429);
  });
});

describe('throttling of the password change', () => {
  const change = (as: string, currentPassword: string) =>
    t.call({
      method: 'POST',
      url: '/api/v1/auth/users/set_password/',
      as,
      payload: { currentPassword, newPassword: 'a-brand-new-secret-1' },
      headers: { 'x-forwarded-for': '203.0.113.11' },
    });

  it('counts the attempts of one user, so the current password cannot be guessed at length', async () => {
    for (let i = 0; i < 3; i += 1) expect((await change(VIEWER, `guess-${i}`)).statusCode).toBe(400);
    const refused = await change(VIEWER, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // Another user from the same client is counted apart.
    expect((await change(OWNER, 'wrong-password')).statusCode).toBe(400);
  });
});

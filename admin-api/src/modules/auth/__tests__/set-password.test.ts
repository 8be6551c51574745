// The signed-in user's password change (djoser's set_password) and the end of their other sessions.
import { decodeJwt } from 'jose';
import { createTestApp, DEMO_PASSWORD, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';

const SET_PASSWORD = '/api/v1/auth/users/set_password/';
const LOGIN = '/api/v1/auth/api-token-auth/';
const REFRESH = '/api/v1/auth/api-token-refresh/';
const VERIFY = '/api/v1/auth/api-token-verify/';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Pair = { access: string; refresh: string };

async function login(email: string, password = DEMO_PASSWORD): Promise<Pair> {
  const response = await t.call({ method: 'POST', url: LOGIN, payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const setPassword = (access: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: SET_PASSWORD, payload, headers: { authorization: `Bearer ${access}` } });

const me = (access: string) => t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${access}` } });
const refresh = (token: string) => t.call({ method: 'POST', url: REFRESH, payload: { refresh: token } });

describe('POST auth/users/set_password/', () => {
  it('refuses a wrong current password with djoser message, and changes nothing', async () => {
    const session = await login(VIEWER);
    const response = await setPassword(session.access, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ currentPassword: ['Invalid password.'] });
    expect((await me(session.access)).statusCode).toBe(200);
    await login(VIEWER);
  });

  it('applies the rules of the reset to the new password', async () => {
    const session = await login(VIEWER);
    const cases: [string, string[]][] = [
      ['short1', ['This password is too short. It must contain at least 8 characters.']],
      ['12345678901', ['This password is entirely numeric.']],
      [VIEWER, ['The password is too similar to the email address.']],
    ];
    for (const [newPassword, problems] of cases) {
      const response = await setPassword(session.access, { currentPassword: DEMO_PASSWORD, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ newPassword: problems });
    }
    expect((await me(session.access)).statusCode).toBe(200);
  });

  it('names missing and blank fields', async () => {
    const session = await login(VIEWER);
    const missing = await setPassword(session.access, {});
    expect(missing.json()).toEqual({
      currentPassword: ['This field is required.'],
      newPassword: ['This field is required.'],
    });
    const blank = await setPassword(session.access, { currentPassword: '', newPassword: '' });
    expect(blank.json()).toEqual({
      currentPassword: ['This field may not be blank.'],
      newPassword: ['This field may not be blank.'],
    });
  });

  it('needs a token', async () => {
    const response = await t.call({
      method: 'POST',
      url: SET_PASSWORD,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  it('answers a working pair and ends every other session of the user only', async () => {
    const here = await login(OWNER);
    const elsewhere = await login(OWNER);
    const staff = await login(STAFF);
    await t.call({ method: 'POST', url: '/api/v1/send-magic-login-link/', payload: { email: OWNER } });
    const [mail] = (await t.call({ url: `/api/v1/dev/outbox/?to=${OWNER}`, as: STAFF })).json();
    const magic = new URL(mail.link).searchParams.get('refresh') ?? '';

    const response = await setPassword(here.access, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a-brand-new-secret-1',
    });
    expect(response.statusCode).toBe(200);
    const pair: Pair = response.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(decodeJwt(pair.access).ver).toBe(Number(decodeJwt(here.access).ver ?? 0) + 1);

    // The new pair works: this browser stays signed in.
    expect((await me(pair.access)).json().email).toBe(OWNER);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);

    // Every token signed before is refused, this session's old ones included.
    for (const access of [here.access, elsewhere.access]) {
      const refused = await me(access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'token_not_valid' });
    }
    for (const token of [here.refresh, elsewhere.refresh, magic]) {
      const refused = await refresh(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
      expect((await t.call({ method: 'POST', url: VERIFY, payload: { token } })).statusCode).toBe(401);
    }

    // The new password signs in, the old one does not; other users' sessions go on.
    await login(OWNER, 'a-brand-new-secret-1');
    const old = await t.call({ method: 'POST', url: LOGIN, payload: { email: OWNER, password: DEMO_PASSWORD } });
    expect(old.statusCode).toBe(400);
    expect((await me(staff.access)).statusCode).toBe(200);
  });
});

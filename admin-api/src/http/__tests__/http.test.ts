import { createTestApp, OWNER, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { CORS_ORIGINS: 'http://localhost:3000, https://portal.example' },
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logs.push(line) },
      redact: { paths: ['req.headers.authorization'], censor: '[redacted]' },
    },
    extend: (app) => {
      app.get('/api/v1/test-boom/', async () => {
        throw new Error('secret internals at /srv/app.ts:42');
      });
      // What drizzle throws when node-postgres's connection to a restarting server breaks.
      app.get('/api/v1/test-database-gone/', async () => {
        throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
      });
      app.get('/api/v1/test-database-starting/', async () => {
        throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('DRF-style HTTP behaviour', () => {
  it('answers an unknown path with 404 {detail}', async () => {
    for (const url of ['/api/v1/nothing/', '/api/v1/me', '/']) {
      const response = await t.call({ url, as: OWNER });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const response = await t.call({ method: 'DELETE', url: '/api/v1/me/', as: OWNER });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    expect(response.headers.allow).toBe('GET, PATCH, OPTIONS');
    const post = await t.call({ method: 'GET', url: '/api/v1/auth/api-token-auth/' });
    expect(post.statusCode).toBe(405);
  });

  it('hides the details of an unexpected error', async () => {
    const response = await t.call({ url: '/api/v1/test-boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred.' });
    expect(response.body).not.toContain('secret internals');
  });

  it('answers 503 {detail, code} while the database server cannot be reached, and says when to try again', async () => {
    for (const url of ['/api/v1/test-database-gone/', '/api/v1/test-database-starting/']) {
      const response = await t.call({ url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: expect.any(String), code: 'database_unavailable' });
      expect(response.headers['retry-after']).toBe('5');
    }
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/auth/api-token-auth/',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it('sends nosniff everywhere and no-store on authenticated answers', async () => {
    const me = await t.call({ url: '/api/v1/me/', as: OWNER });
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('answers CORS preflights for the configured origins only', async () => {
    const allowed = await t.call({
      method: 'OPTIONS',
      url: '/api/v1/me/',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'PATCH' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
    const other = await t.call({
      method: 'OPTIONS',
      url: '/api/v1/me/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never logs tokens, passwords or the Authorization header', async () => {
    logs.length = 0;
    const token = await t.tokenFor(OWNER);
    await t.call({ url: '/api/v1/me/', as: OWNER });
    await t.call({
      method: 'POST',
      url: '/api/v1/auth/api-token-auth/',
      payload: { email: OWNER, password: 'a-password-that-must-not-leak' },
    });
    const written = logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(written).not.toContain(token);
    expect(written).not.toContain('a-password-that-must-not-leak');
  });
});

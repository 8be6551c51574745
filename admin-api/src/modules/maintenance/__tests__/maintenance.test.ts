import { createTestApp, DEMO_PASSWORD, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v1/maintenance-status/';

describe('GET maintenance-status/', () => {
  it('is public and answers the seeded status', async () => {
    const response = await t.call({ url: URL });
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status).toEqual({
      backendDeployInProgress: false,
      frontendDepolyInProgress: false,
      deployDate: expect.stringMatching(/T18:00:00Z$/),
      estimatedDownTimeInMinutes: 120,
      infoMessage: {
        showMessage: false,
        eventFromTime: expect.stringMatching(/T18:00:00Z$/),
        eventToTime: expect.stringMatching(/T20:00:00Z$/),
      },
    });
    expect(Date.parse(status.infoMessage.eventFromTime)).toBeGreaterThan(Date.now());
  });
});

describe('PATCH maintenance-status/', () => {
  it('is staff only', async () => {
    expect((await t.call({ method: 'PATCH', url: URL, payload: { backendDeployInProgress: true } })).statusCode).toBe(
      401,
    );
    const owner = await t.call({ method: 'PATCH', url: URL, as: OWNER, payload: { backendDeployInProgress: true } });
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await t.call({ url: URL })).json().backendDeployInProgress).toBe(false);
  });

  it('changes the announced window and validates it', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: URL,
      as: STAFF,
      payload: {
        infoMessage: {
          showMessage: true,
          eventFromTime: '2030-01-02T18:00:00+01:00',
          eventToTime: '2030-01-02T19:30:00Z',
        },
        estimatedDownTimeInMinutes: 45,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      estimatedDownTimeInMinutes: 45,
      infoMessage: { showMessage: true, eventFromTime: '2030-01-02T17:00:00Z', eventToTime: '2030-01-02T19:30:00Z' },
    });
    const bad = await t.call({
      method: 'PATCH',
      url: URL,
      as: STAFF,
      payload: { deployDate: 'tomorrow', estimatedDownTimeInMinutes: -1, infoMessage: { showMessage: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['deployDate', 'estimatedDownTimeInMinutes', 'infoMessage']);
    expect(bad.json().infoMessage).toEqual({ showMessage: ['Must be a valid boolean.'] });
    const backwards = await t.call({
      method: 'PATCH',
      url: URL,
      as: STAFF,
      payload: { infoMessage: { eventFromTime: '2030-01-03T10:00:00Z', eventToTime: '2030-01-03T09:00:00Z' } },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ infoMessage: { eventToTime: ['The event cannot end before it starts.'] } });
  });

  it('answers 503 everywhere but the maintenance status while a backend deploy runs', async () => {
    const on = await t.call({
      method: 'PATCH',
      url: URL,
      as: STAFF,
      payload: { backendDeployInProgress: true, deployDate: '2030-01-01T12:00:00Z' },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ backendDeployInProgress: true, deployDate: '2030-01-01T12:00:00Z' });
    try {
      for (const [method, url] of [
        ['GET', '/api/v1/me/'],
        ['GET', '/api/v1/feature-flags/'],
        ['POST', '/api/v1/auth/api-token-auth/'],
        ['GET', '/api/v1/notifications/'],
        ['GET', '/api/v1/no-such-endpoint/'],
      ] as const) {
        const response = await t.call({ method, url, as: OWNER, payload: { email: OWNER, password: DEMO_PASSWORD } });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: expect.any(String) });
      }
      expect((await t.call({ url: URL })).statusCode).toBe(200);
      expect((await t.call({ url: `${URL}?poll=1` })).statusCode).toBe(200);
    } finally {
      const off = await t.call({ method: 'PATCH', url: URL, as: STAFF, payload: { backendDeployInProgress: false } });
      expect(off.statusCode).toBe(200);
    }
    expect((await t.call({ url: '/api/v1/me/', as: OWNER })).statusCode).toBe(200);
  });
});

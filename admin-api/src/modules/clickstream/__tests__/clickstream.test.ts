import { clickstreamActivities, clickstreamStreams } from '../../../db/schema/clickstream';
import { createTestApp, OWNER, type TestApp } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST clickstream/stream/', () => {
  it('records a route change for the user', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/clickstream/stream/',
      as: OWNER,
      payload: { url: '/news/12-price-changes', kind: 2, id: 12, referral: '/' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});
    const minimal = await t.call({
      method: 'POST',
      url: '/api/v1/clickstream/stream/',
      as: OWNER,
      payload: { url: '/', kind: 0 },
    });
    expect(minimal.statusCode).toBe(201);
    const rows = await t.db.select().from(clickstreamStreams);
    expect(rows).toEqual([
      expect.objectContaining({
        userId: await t.userId(OWNER),
        url: '/news/12-price-changes',
        kind: 2,
        objectId: 12,
        referral: '/',
      }),
      expect.objectContaining({ url: '/', kind: 0, objectId: null, referral: null }),
    ]);
  });

  it('validates kind and url', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/clickstream/stream/',
      as: OWNER,
      payload: { kind: 9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ url: ['This field is required.'], kind: ['"9" is not a valid choice.'] });
  });

  it('needs a token', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/clickstream/stream/', payload: { url: '/', kind: 0 } })).statusCode,
    ).toBe(401);
  });
});

describe('POST clickstream/activity/', () => {
  it('records a UI event with its data and context', async () => {
    const payload = {
      actionType: 'button_clicked',
      actionDetails: 'language switcher',
      data: { from: 'sv', to: 'en' },
      context: { path: '/settings/me' },
    };
    const response = await t.call({ method: 'POST', url: '/api/v1/clickstream/activity/', as: OWNER, payload });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(clickstreamActivities);
    expect(row).toMatchObject(payload);
  });

  it('validates the fields and bounds the JSON it stores', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/clickstream/activity/',
      as: OWNER,
      payload: { actionDetails: 'x', data: { blob: 'x'.repeat(20_000) } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['actionType', 'data']);
  });
});

import { createTestApp, OWNER, type TestApp, VIEWER } from '../../../test-support/test-app';

const TOGGLE = '/api/v1/digest/toggleSubscrition/';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subscribed = async (as: string): Promise<boolean> =>
  (await t.call({ url: '/api/v1/me/', as })).json().hasDigestSubscribed;

describe('POST digest/toggleSubscrition/', () => {
  it('flips the subscription each time and answers the new state', async () => {
    const before = await subscribed(OWNER);
    const first = await t.call({ method: 'POST', url: TOGGLE, as: OWNER });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ hasDigestSubscribed: !before });
    expect(await subscribed(OWNER)).toBe(!before);
    const second = await t.call({ method: 'POST', url: TOGGLE, as: OWNER, payload: {} });
    expect(second.json()).toEqual({ hasDigestSubscribed: before });
    expect(await subscribed(OWNER)).toBe(before);
  });

  it("changes the caller's subscription only", async () => {
    const viewer = await subscribed(VIEWER);
    await t.call({ method: 'POST', url: TOGGLE, as: OWNER });
    expect(await subscribed(VIEWER)).toBe(viewer);
  });

  it('needs a token', async () => {
    const response = await t.call({ method: 'POST', url: TOGGLE });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

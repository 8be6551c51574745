import { createTestApp, OWNER, type TestApp, VIEWER } from '../../../test-support/test-app';
import { firstCategory, POSTS, replies, startThread } from './support';

// A small limit through the environment, as an operator would set it.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { FORUM_POST_THROTTLE_MAX: '3', FORUM_POST_THROTTLE_WINDOW_SECONDS: '60' } });
});
afterAll(async () => {
  await t.close();
});

describe('forum posting is throttled per user (FORUM_POST_THROTTLE_*)', () => {
  it('counts threads and replies together, and answers 429 with the wait over the limit', async () => {
    const thread = await startThread(t, OWNER, { post: '<p>Hello</p>' });
    const answer = (html: string) =>
      t.call({ method: 'POST', url: replies(thread.id), as: OWNER, payload: { post: html } });
    expect((await answer('<p>One</p>')).statusCode).toBe(201);
    expect((await answer('<p>Two</p>')).statusCode).toBe(201);

    const refused = await answer('<p>Three</p>');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ detail: 'Request was throttled. Expected available in 60 seconds.' });
    const category = await firstCategory(t);
    const newThread = await t.call({
      method: 'POST',
      url: POSTS,
      as: OWNER,
      payload: { title: 'One more thread', category, post: '<p>More</p>' },
    });
    expect(newThread.statusCode).toBe(429);

    // Another member is counted apart, and the wait ends.
    expect(
      (await t.call({ method: 'POST', url: replies(thread.id), as: VIEWER, payload: { post: '<p>Hi</p>' } }))
        .statusCode,
    ).toBe(201);
    t.clock.advance(60_001);
    expect((await answer('<p>Later</p>')).statusCode).toBe(201);
  });
});

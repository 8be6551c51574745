// `GET forum/posts/{id}/page/` (beyond the spec): the thread page's two calls at once, each part as
// its own call answers it, for the same readers only.
import { CONTRIBUTOR, createTestApp, MANAGER, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { post, READ_POST, replies, reply, startThread } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = (id: number) => `/api/v1/forum/posts/${id}/page/`;
const get = async (url: string, as: string) => {
  const response = await t.call({ url, as });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('forum/posts/{id}/page/', () => {
  it('answers the thread and the page of replies as their own calls do', async () => {
    const thread = await startThread(t, OWNER);
    for (let index = 0; index < 27; index += 1) await reply(t, MANAGER, thread.id, `<p>Reply ${index}</p>`);

    expect(await get(`${page(thread.id)}?page=2`, OWNER)).toEqual({
      thread: await get(post(thread.id), OWNER),
      replies: await get(`${replies(thread.id)}?page=2`, OWNER),
    });
    expect(await get(page(thread.id), OWNER)).toEqual({
      thread: await get(post(thread.id), OWNER),
      replies: await get(replies(thread.id), OWNER),
    });
    const last = (await get(`${replies(thread.id)}?page=2`, OWNER)).results.at(-1).id as number;
    expect(await get(`${page(thread.id)}?at=${last}`, OWNER)).toEqual({
      thread: await get(post(thread.id), OWNER),
      replies: await get(`${replies(thread.id)}?at=${last}`, OWNER),
    });
  });

  it("opens without a page at the reader's first unread reply, as the thread page does", async () => {
    const thread = await startThread(t, OWNER);
    for (let index = 0; index < 26; index += 1) await reply(t, MANAGER, thread.id);
    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: false } });
    const unread = await reply(t, MANAGER, thread.id);

    const answer = await get(page(thread.id), OWNER);
    expect(answer.thread.firstUnreadId).toBe(unread.id);
    const spec = await get(`${replies(thread.id)}?at=${unread.id}`, OWNER);
    expect(answer.replies).toMatchObject({ page: 2, count: spec.count, results: spec.results });
    // Someone who never opened it starts at the top.
    expect((await get(page(thread.id), MANAGER)).replies.page).toBe(1);
  });

  it('refuses whom the thread and its replies refuse, and a page past the last', async () => {
    const thread = await startThread(t, OWNER, { title: 'Bara för Sverige' });
    expect((await t.call({ url: page(thread.id) })).statusCode).toBe(401);
    expect((await t.call({ url: page(thread.id), as: CONTRIBUTOR })).statusCode).toBe(404);
    expect((await t.call({ url: page(999_999), as: OWNER })).statusCode).toBe(404);
    expect((await t.call({ url: `${page(thread.id)}?page=3`, as: OWNER })).statusCode).toBe(404);
    expect((await t.call({ url: page(thread.id), as: STAFF })).statusCode).toBe(200);
  });
});

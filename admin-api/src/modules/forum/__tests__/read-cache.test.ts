// The forum's reads through the read caches (READ_CACHE_TTL_MS on, as in production): a thread and
// its reply pages are kept for every reader, each reader's own facts apart; writes and read marks
// still show on the next read, and who may read a thread is checked on every request.
import { CONTRIBUTOR, createTestApp, MANAGER, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { listedAs, post, POSTS, READ_POST, replies, repliesPage, reply, startThread, threadAs } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
});
afterAll(async () => {
  await t.close();
});

describe('forum reads with the read cache on', () => {
  it("shows a reader's read mark on their next read, and leaves others' facts as they are", async () => {
    const thread = await startThread(t, OWNER);
    await reply(t, MANAGER, thread.id);
    await reply(t, MANAGER, thread.id);
    const firstReply = (await repliesPage(t, OWNER, thread.id)).results[0]!;
    // Read (and kept) before the mark.
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: true, newReplies: 2 });
    expect((await threadAs(t, OWNER, thread.id)).firstUnreadId).toBe(firstReply.id);
    expect(await listedAs(t, MANAGER, thread)).toMatchObject({ unread: false, newReplies: 0 });

    const read = await t.call({
      method: 'POST',
      url: READ_POST,
      as: OWNER,
      payload: { post: thread.id, unread: false },
    });
    expect(read.statusCode).toBe(204);
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: false, newReplies: 0 });
    expect((await threadAs(t, OWNER, thread.id)).firstUnreadId).toBeNull();

    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: true } });
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: true, newReplies: 2 });
    expect(await listedAs(t, MANAGER, thread)).toMatchObject({ unread: false, newReplies: 0 });
  });

  it('shows a new reply, an edit and a deletion on the next read of the thread and its pages', async () => {
    const thread = await startThread(t, OWNER, { post: '<p>Before</p>' });
    expect((await repliesPage(t, MANAGER, thread.id)).count).toBe(0);
    expect((await threadAs(t, MANAGER, thread.id)).replyCount).toBe(0);

    const answer = await reply(t, OWNER, thread.id, '<p>First answer</p>');
    expect((await repliesPage(t, MANAGER, thread.id)).results.map((row) => row.id)).toEqual([answer.id]);
    expect((await threadAs(t, MANAGER, thread.id)).replyCount).toBe(1);

    const edited = await t.call({
      method: 'PATCH',
      url: post(thread.id),
      as: OWNER,
      payload: { post: '<p>After</p>' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await threadAs(t, MANAGER, thread.id)).post).toBe('<p>After</p>');

    expect((await t.call({ method: 'DELETE', url: post(answer.id), as: OWNER })).statusCode).toBe(204);
    expect((await repliesPage(t, MANAGER, thread.id)).count).toBe(0);
  });

  it("keeps another country's thread from a member after a reader of its country had it cached", async () => {
    const swedish = await startThread(t, OWNER, { title: 'Cached in Sweden' });
    await reply(t, MANAGER, swedish.id);
    // Swedish readers fill the caches: the thread, its first page, the position of a reply.
    expect((await t.call({ url: post(swedish.id), as: MANAGER })).statusCode).toBe(200);
    expect((await t.call({ url: replies(swedish.id), as: MANAGER })).statusCode).toBe(200);
    expect((await t.call({ url: `${replies(swedish.id)}?at=${swedish.id}`, as: MANAGER })).statusCode).toBe(200);
    // A Danish member is still refused each of them; staff read every country's.
    expect((await t.call({ url: post(swedish.id), as: CONTRIBUTOR })).statusCode).toBe(404);
    expect((await t.call({ url: replies(swedish.id), as: CONTRIBUTOR })).statusCode).toBe(404);
    expect((await t.call({ url: `${replies(swedish.id)}?at=${swedish.id}`, as: CONTRIBUTOR })).statusCode).toBe(404);
    expect((await t.call({ url: post(swedish.id), as: STAFF })).statusCode).toBe(200);
    const danishList = await t.call({ url: `${POSTS}?title=Cached`, as: CONTRIBUTOR });
    expect(danishList.json().results).toEqual([]);
  });
});

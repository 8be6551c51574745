import { count, eq } from 'drizzle-orm';
import { type ForumThread } from '../../contract/forum';
import { forumPosts } from '../../db/schema/forum';
import { CONTRIBUTOR, createTestApp, NEW_USER, OWNER, type TestApp } from '../../test-support/test-app';
import { LONG_THREAD_TITLE } from '../data/forum';
import { seedForum } from '../forum';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function threadsOf(as: string, query = ''): Promise<ForumThread[]> {
  return (await t.call({ url: `/api/v1/forum/posts/?page_size=100${query}`, as })).json().results;
}

describe('the demo forum', () => {
  it("shows owner@ Sweden's threads: pinned first, read, new, 3 new replies, closed and answered", async () => {
    const threads = await threadsOf(OWNER);
    const byTitle = new Map(threads.map((thread) => [thread.title, thread]));
    expect(threads[0]).toMatchObject({ title: 'Välkommen till forumet', isPinned: true, unread: false });
    expect(byTitle.get('Vilken autoklav har ni?')).toMatchObject({ unread: true, newReplies: 3, following: true });
    expect(byTitle.get('Tips på journalsystem?')).toMatchObject({ unread: true, newReplies: 0 });
    expect(byTitle.get('Rabatt på kirurgiska handskar')).toMatchObject({ isClosed: true, unread: false });
    expect(byTitle.get('Hur schemalägger ni helgjouren?')).toMatchObject({ isAnswered: true, following: true });
    expect(byTitle.get(LONG_THREAD_TITLE)).toMatchObject({ replyCount: 200, unread: false });
    const updated = (await t.call({ url: '/api/v1/forum/subscriptions/updated/', as: OWNER })).json().results;
    expect(updated.map((thread: ForumThread) => thread.title)).toEqual(['Vilken autoklav har ni?']);
  });

  it('tells owner@ of the mention and the followed reply, each opening the reply', async () => {
    const response = await t.call({ url: '/api/v1/notifications/?description=Post', as: OWNER });
    const verbs = (response.json().results as { verb: string; targetId: number | null }[]).map((n) => n.verb);
    expect(verbs.sort()).toEqual(['mentioned you in', 'replied to']);
    expect((response.json().results as { targetId: number | null }[]).every((n) => n.targetId !== null)).toBe(true);
  });

  it('gives Denmark one thread of its own and Norway none', async () => {
    expect((await threadsOf(CONTRIBUTOR)).map((thread) => thread.title)).toEqual(['Erfaringer med nye leverandører']);
    expect(await threadsOf(NEW_USER)).toEqual([]);
  });

  it('is added once: a second run changes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(forumPosts);
    await seedForum(t.db);
    expect(await t.db.select({ n: count() }).from(forumPosts)).toEqual(before);
    const [long] = await t.db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(eq(forumPosts.title, LONG_THREAD_TITLE));
    const [replies] = await t.db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.threadId, long!.id));
    expect(replies?.n).toBe(200);
  });
});

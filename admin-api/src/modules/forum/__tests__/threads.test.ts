import { forumSubscriptions } from '../../../db/schema/forum';
import {
  CONTRIBUTOR,
  createTestApp,
  MANAGER,
  OWNER,
  SHARED,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import {
  firstCategory,
  listedAs,
  post,
  POSTS,
  READ_POST,
  replies,
  repliesPage,
  reply,
  startThread,
  threadAs,
} from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('threads and replies', () => {
  it('starts a thread with sanitized text, and lists it with its author and category', async () => {
    const thread = await startThread(t, OWNER, {
      title: '  Night cycles of the autoclave  ',
      post: '<p onclick="x()">Who runs it <strong>overnight</strong>?</p><script>alert(1)</script>',
    });
    expect(thread.title).toBe('Night cycles of the autoclave');
    expect(thread.post).toBe('<p>Who runs it <strong>overnight</strong>?</p>');
    expect(thread.excerpt).toBe('Who runs it overnight?');
    expect(thread.category?.key).toBe('clinical');
    expect(thread.replyCount).toBe(0);
    const listed = await listedAs(t, MANAGER, thread);
    expect(listed.author.name).toBe(thread.author.name);
    // The country by name, for staff, who read every country's forum.
    expect(thread.countryName).toBe('Sweden');
    expect((await listedAs(t, STAFF, thread)).countryName).toBe('Sweden');
    expect(listed.author.memberName).not.toBeNull();
  });

  it('refuses a blank post, a short title and an unknown category, field by field', async () => {
    const response = await t.call({
      method: 'POST',
      url: POSTS,
      as: OWNER,
      payload: { title: 'ab', category: 999_999, post: '<p> </p>' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(['title']));
    const blank = await t.call({
      method: 'POST',
      url: POSTS,
      as: OWNER,
      payload: { title: 'A fine title', category: await firstCategory(t), post: '<p><br></p>' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ post: ['This field may not be blank.'] });
    const category = await t.call({
      method: 'POST',
      url: POSTS,
      as: OWNER,
      payload: { title: 'A fine title', category: 999_999, post: '<p>Text</p>' },
    });
    expect(category.json()).toEqual({ category: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('pages replies oldest first, and `at` opens the page holding a post', async () => {
    const thread = await startThread(t, OWNER);
    const written: number[] = [];
    for (let index = 0; index < 5; index += 1) written.push((await reply(t, MANAGER, thread.id)).id);
    const first = await repliesPage(t, OWNER, thread.id, '?page_size=2');
    expect(first.results.map((row) => row.id)).toEqual(written.slice(0, 2));
    expect(first.page).toBe(1);
    const holding = await repliesPage(t, OWNER, thread.id, `?page_size=2&at=${written[4]}`);
    expect(holding.page).toBe(3);
    expect(holding.results.map((row) => row.id)).toEqual([written[4]]);
    const itself = await repliesPage(t, OWNER, thread.id, `?page_size=2&at=${thread.id}`);
    expect(itself.page).toBe(1);
    expect((await threadAs(t, OWNER, thread.id)).replyCount).toBe(5);
  });

  it('keeps what a reply quotes, and refuses a quote from another thread', async () => {
    const thread = await startThread(t, OWNER);
    const other = await startThread(t, OWNER);
    const quoting = await t.call({
      method: 'POST',
      url: replies(thread.id),
      as: MANAGER,
      payload: { post: '<blockquote><p>Opening</p></blockquote><p>Yes</p>', quote: thread.id },
    });
    expect(quoting.statusCode).toBe(201);
    expect(quoting.json().quoteId).toBe(thread.id);
    const foreign = await t.call({
      method: 'POST',
      url: replies(thread.id),
      as: MANAGER,
      payload: { post: '<p>Yes</p>', quote: other.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json())).toEqual(['quote']);
  });
});

describe('what is new for each user', () => {
  it('counts unread threads and new replies per user', async () => {
    const thread = await startThread(t, OWNER);
    // The author has read their own thread; another member has never opened it.
    expect((await listedAs(t, OWNER, thread)).unread).toBe(false);
    expect(await listedAs(t, MANAGER, thread)).toMatchObject({ unread: true, newReplies: 0 });

    await reply(t, MANAGER, thread.id);
    await reply(t, MANAGER, thread.id);
    // Two replies by the manager: new for the owner, not for the manager who wrote them.
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: true, newReplies: 2 });
    expect(await listedAs(t, MANAGER, thread)).toMatchObject({ unread: false, newReplies: 0 });

    const detail = await threadAs(t, OWNER, thread.id);
    const firstReply = (await repliesPage(t, OWNER, thread.id)).results[0]!;
    expect(detail.firstUnreadId).toBe(firstReply.id);
    // Reading it (GET) changes nothing; read-post does.
    expect((await listedAs(t, OWNER, thread)).unread).toBe(true);
    const read = await t.call({
      method: 'POST',
      url: READ_POST,
      as: OWNER,
      payload: { post: thread.id, unread: false },
    });
    expect(read.statusCode).toBe(204);
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: false, newReplies: 0 });
    expect((await threadAs(t, OWNER, thread.id)).firstUnreadId).toBeNull();

    // A third user: never opened, so every reply by others is new, and the page starts at the top.
    expect(await listedAs(t, VIEWER, thread)).toMatchObject({ unread: true, newReplies: 2 });
    expect((await threadAs(t, VIEWER, thread.id)).firstUnreadId).toBeNull();

    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: true } });
    expect((await listedAs(t, OWNER, thread)).unread).toBe(true);
  });

  it("a reply moves its writer's mark only when they had read everything before it", async () => {
    const thread = await startThread(t, OWNER);
    await reply(t, MANAGER, thread.id);
    // The owner replies without having read the manager's reply: it stays new for them.
    await reply(t, OWNER, thread.id);
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: true, newReplies: 1 });
  });

  it('marking a thread unread makes every reply new again, the marker’s own included', async () => {
    const thread = await startThread(t, OWNER);
    await reply(t, MANAGER, thread.id);
    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: false } });
    await reply(t, OWNER, thread.id);
    await reply(t, OWNER, thread.id);
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: false, newReplies: 0 });

    const marked = await t.call({
      method: 'POST',
      url: READ_POST,
      as: OWNER,
      payload: { post: thread.id, unread: true },
    });
    expect(marked.statusCode).toBe(204);
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: true, newReplies: 3 });
    // The page starts at the top, as for a thread never opened; others' counts do not move.
    expect((await threadAs(t, OWNER, thread.id)).firstUnreadId).toBeNull();
    expect(await listedAs(t, MANAGER, thread)).toMatchObject({ newReplies: 2 });

    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: false } });
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: false, newReplies: 0 });
  });

  it('a thread without replies marked unread by its own author is unread', async () => {
    const thread = await startThread(t, OWNER);
    await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: true } });
    expect(await listedAs(t, OWNER, thread)).toMatchObject({ unread: true, newReplies: 0 });
  });

  it('lists followed threads with unread replies in `subscriptions/updated/`', async () => {
    const followed = await startThread(t, MANAGER);
    const quiet = await startThread(t, MANAGER);
    const ownerId = await t.userId(OWNER);
    await t.db.insert(forumSubscriptions).values([
      { userId: ownerId, threadId: followed.id },
      { userId: ownerId, threadId: quiet.id },
    ]);
    for (const thread of [followed, quiet]) {
      await t.call({ method: 'POST', url: READ_POST, as: OWNER, payload: { post: thread.id, unread: false } });
    }
    await reply(t, MANAGER, followed.id);
    const updated = await t.call({ url: '/api/v1/forum/subscriptions/updated/', as: OWNER });
    const ids = (updated.json().results as { id: number }[]).map((row) => row.id);
    expect(ids).toContain(followed.id);
    expect(ids).not.toContain(quiet.id);
    const following = await t.call({ url: `${POSTS}?following=true&page_size=100`, as: OWNER });
    expect((following.json().results as { id: number; following: boolean }[]).map((row) => row.id)).toEqual(
      expect.arrayContaining([followed.id, quiet.id]),
    );
  });
});

describe('closed threads, pins and the rules', () => {
  it('a closed thread refuses replies with the reason; only staff close and pin', async () => {
    const thread = await startThread(t, OWNER);
    const byMember = await t.call({ method: 'PATCH', url: post(thread.id), as: OWNER, payload: { isClosed: true } });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: 'Only Vetnet staff can pin or close a thread.' });

    const closed = await t.call({
      method: 'PATCH',
      url: post(thread.id),
      as: STAFF,
      payload: { isClosed: true, isPinned: true },
    });
    expect(closed.json()).toMatchObject({ isClosed: true, isPinned: true });
    const refused = await t.call({
      method: 'POST',
      url: replies(thread.id),
      as: MANAGER,
      payload: { post: '<p>Hi</p>' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ nonFieldErrors: ['This thread is closed to new replies.'] });
    expect((await threadAs(t, OWNER, thread.id)).replyCount).toBe(0);
  });

  it('lists pinned threads first whatever the ordering', async () => {
    const pinned = await startThread(t, OWNER, { title: 'Pinned ordering check' });
    await t.call({ method: 'PATCH', url: post(pinned.id), as: STAFF, payload: { isPinned: true } });
    await startThread(t, OWNER, { title: 'Later ordering check' });
    for (const ordering of ['-last_activity_at', 'created_at', '-reply_count']) {
      const response = await t.call({ url: `${POSTS}?ordering=${ordering}&title=ordering%20check`, as: MANAGER });
      expect((response.json().results as { title: string }[])[0]?.title).toBe('Pinned ordering check');
    }
    const bad = await t.call({ url: `${POSTS}?ordering=title`, as: MANAGER });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the author edit and delete within the window, and staff at any time', async () => {
    const thread = await startThread(t, OWNER);
    const answer = await reply(t, MANAGER, thread.id);
    const edited = await t.call({
      method: 'PATCH',
      url: post(answer.id),
      as: MANAGER,
      payload: { post: '<p>Mended</p>' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ post: '<p>Mended</p>' });
    expect(edited.json().editedAt).not.toBeNull();
    const byOther = await t.call({ method: 'PATCH', url: post(answer.id), as: VIEWER, payload: { post: '<p>X</p>' } });
    expect(byOther.json()).toEqual({ detail: 'Only the author or Vetnet staff can change this post.' });

    t.clock.advance(25 * 60 * 60 * 1000);
    const late = await t.call({ method: 'PATCH', url: post(answer.id), as: MANAGER, payload: { post: '<p>Y</p>' } });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: 'Posts can be changed only within 24 hours of writing them.' });
    const lateDelete = await t.call({ method: 'DELETE', url: post(answer.id), as: MANAGER });
    expect(lateDelete.statusCode).toBe(403);
    const byStaff = await t.call({ method: 'PATCH', url: post(answer.id), as: STAFF, payload: { post: '<p>Z</p>' } });
    expect(byStaff.statusCode).toBe(200);
  });

  it("keeps a thread others replied to from its author's deletion, and counts deleted replies", async () => {
    const thread = await startThread(t, OWNER);
    const own = await reply(t, OWNER, thread.id);
    const others = await reply(t, MANAGER, thread.id);
    const refused = await t.call({ method: 'DELETE', url: post(thread.id), as: OWNER });
    expect(refused.json()).toEqual({ detail: 'A thread others have replied to can only be deleted by Vetnet staff.' });
    expect((await t.call({ method: 'DELETE', url: post(own.id), as: OWNER })).statusCode).toBe(204);
    expect((await threadAs(t, MANAGER, thread.id)).replyCount).toBe(1);
    expect((await t.call({ method: 'DELETE', url: post(others.id), as: STAFF })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: post(thread.id), as: OWNER })).statusCode).toBe(204);
    expect((await t.call({ url: post(thread.id), as: OWNER })).statusCode).toBe(404);
  });

  it('lets the thread author mark a reply of theirs as the answer, nobody else but staff', async () => {
    const thread = await startThread(t, OWNER);
    const answer = await reply(t, MANAGER, thread.id);
    const byReplier = await t.call({
      method: 'PATCH',
      url: post(thread.id),
      as: MANAGER,
      payload: { answer: answer.id },
    });
    expect(byReplier.statusCode).toBe(403);
    const marked = await t.call({ method: 'PATCH', url: post(thread.id), as: OWNER, payload: { answer: answer.id } });
    expect(marked.json()).toMatchObject({ answerId: answer.id, isAnswered: true });
    const foreign = await startThread(t, OWNER);
    const wrong = await t.call({ method: 'PATCH', url: post(foreign.id), as: OWNER, payload: { answer: answer.id } });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses every write of a shared clinic account, which still reads', async () => {
    const thread = await startThread(t, OWNER);
    const start = await t.call({
      method: 'POST',
      url: POSTS,
      as: SHARED,
      payload: { title: 'From the front desk', category: await firstCategory(t), post: '<p>Hello</p>' },
    });
    expect(start.statusCode).toBe(403);
    expect(start.json().detail).toMatch(/shared clinic account/);
    const answer = await t.call({
      method: 'POST',
      url: replies(thread.id),
      as: SHARED,
      payload: { post: '<p>Hi</p>' },
    });
    expect(answer.statusCode).toBe(403);
    expect((await t.call({ url: post(thread.id), as: SHARED })).statusCode).toBe(200);
  });
});

describe('country scoping', () => {
  it("hides another country's threads from members, not from staff", async () => {
    const swedish = await startThread(t, OWNER, { title: 'Only for Sweden' });
    const danish = await startThread(t, CONTRIBUTOR, { title: 'Kun for Danmark' });
    expect((await t.call({ url: post(swedish.id), as: CONTRIBUTOR })).statusCode).toBe(404);
    expect((await t.call({ url: replies(swedish.id), as: CONTRIBUTOR })).statusCode).toBe(404);
    const answer = await t.call({
      method: 'POST',
      url: replies(swedish.id),
      as: CONTRIBUTOR,
      payload: { post: '<p>Hej</p>' },
    });
    expect(answer.statusCode).toBe(404);
    const read = await t.call({
      method: 'POST',
      url: READ_POST,
      as: CONTRIBUTOR,
      payload: { post: swedish.id, unread: false },
    });
    expect(read.statusCode).toBe(404);
    const danishList = await t.call({ url: `${POSTS}?page_size=100`, as: CONTRIBUTOR });
    const countries = new Set((danishList.json().results as { countryId: number }[]).map((row) => row.countryId));
    expect([...countries]).toEqual([danish.countryId]);
    expect((await t.call({ url: post(danish.id), as: STAFF })).statusCode).toBe(200);
    const staffDanish = await t.call({ url: `${POSTS}?country=${danish.countryId}&title=Danmark`, as: STAFF });
    expect((staffDanish.json().results as { id: number }[]).map((row) => row.id)).toEqual([danish.id]);
  });

  it("lets staff post in another country's forum", async () => {
    const danishCountry = (await startThread(t, CONTRIBUTOR)).countryId;
    const staffThread = await startThread(t, STAFF, { country: danishCountry });
    expect(staffThread.countryId).toBe(danishCountry);
    expect((await t.call({ url: post(staffThread.id), as: CONTRIBUTOR })).statusCode).toBe(200);
  });
});

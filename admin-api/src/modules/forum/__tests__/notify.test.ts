import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { notifications } from '../../../db/schema/notifications';
import {
  CONTRIBUTOR,
  createTestApp,
  ENGAGED,
  MANAGER,
  OWNER,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import { repliesPage, reply, startThread, threadAs } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Stored = { recipientId: number; verb: string; actorId: number; targetId: number | null; description: string };

/** The Post notifications about `threadId`, by recipient e-mail. */
async function notified(threadId: number): Promise<Map<string, Stored[]>> {
  const rows = await t.db
    .select({
      email: users.email,
      recipientId: notifications.recipientId,
      verb: notifications.verb,
      actorId: notifications.actorId,
      targetId: notifications.targetId,
      description: notifications.description,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(and(eq(notifications.actorId, threadId), eq(notifications.description, 'Post')));
  const byEmail = new Map<string, Stored[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  return byEmail;
}

const FOLLOW = '/api/v1/forum/subscriptions/';

describe('following', () => {
  it('the author follows their thread and a replier follows on replying; following again changes nothing', async () => {
    const thread = await startThread(t, OWNER);
    expect((await threadAs(t, OWNER, thread.id)).following).toBe(true);
    expect((await threadAs(t, MANAGER, thread.id)).following).toBe(false);
    await reply(t, MANAGER, thread.id);
    expect((await threadAs(t, MANAGER, thread.id)).following).toBe(true);

    const again = await t.call({ method: 'POST', url: FOLLOW, as: VIEWER, payload: { post: thread.id } });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ post: thread.id, following: true });
    expect((await t.call({ method: 'POST', url: FOLLOW, as: VIEWER, payload: { post: thread.id } })).statusCode).toBe(
      201,
    );
    expect((await t.call({ method: 'DELETE', url: `${FOLLOW}${thread.id}/`, as: VIEWER })).statusCode).toBe(204);
    expect((await threadAs(t, VIEWER, thread.id)).following).toBe(false);
  });

  it("cannot follow another country's thread", async () => {
    const thread = await startThread(t, OWNER);
    const response = await t.call({ method: 'POST', url: FOLLOW, as: CONTRIBUTOR, payload: { post: thread.id } });
    expect(response.statusCode).toBe(404);
  });
});

describe('notifications of a reply', () => {
  it('go to every follower but the replier, pointing at the reply', async () => {
    const thread = await startThread(t, OWNER);
    await t.call({ method: 'POST', url: FOLLOW, as: VIEWER, payload: { post: thread.id } });
    const answer = await reply(t, MANAGER, thread.id);
    const sent = await notified(thread.id);
    expect([...sent.keys()].sort()).toEqual([OWNER, VIEWER].sort());
    expect(sent.get(OWNER)).toEqual([
      expect.objectContaining({ verb: 'replied to', actorId: thread.id, targetId: answer.id, description: 'Post' }),
    ]);
    expect(sent.has(MANAGER)).toBe(false);
    // Through the API, as the portal reads it.
    const listed = await t.call({ url: '/api/v1/notifications/?description=Post', as: OWNER });
    expect(listed.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: expect.objectContaining({ id: thread.id }), targetId: answer.id }),
      ]),
    );
  });

  it('tell a mentioned user of the same country once, and nobody elsewhere', async () => {
    const thread = await startThread(t, OWNER);
    await reply(
      t,
      MANAGER,
      thread.id,
      '<p>@Olivia Owner and @Erik Engaged, see this. @Carl Contributor too. And @Maja Manager.</p>',
    );
    const sent = await notified(thread.id);
    // Olivia follows her thread and is mentioned: one notification, the mention.
    expect(sent.get(OWNER)?.map((row) => row.verb)).toEqual(['mentioned you in']);
    expect(sent.get(ENGAGED)?.map((row) => row.verb)).toEqual(['mentioned you in']);
    // Carl is in Denmark; Maja wrote it.
    expect(sent.has(CONTRIBUTOR)).toBe(false);
    expect(sent.has(MANAGER)).toBe(false);
  });

  it('of an opening post tell the mentioned, with no target, and not an inactive user', async () => {
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, VIEWER));
    const thread = await startThread(t, STAFF, { post: '<p>Welcome @Maja Manager and @Vera Viewer!</p>' });
    const sent = await notified(thread.id);
    expect(sent.get(MANAGER)).toEqual([expect.objectContaining({ verb: 'mentioned you in', targetId: null })]);
    expect(sent.has(VIEWER)).toBe(false);
    expect(sent.has(STAFF)).toBe(false);
    await t.db.update(users).set({ isActive: true }).where(eq(users.email, VIEWER));
  });
});

describe('mentions in the answers', () => {
  it('name the people each post @mentions (of the thread’s country, not the writer), to mark in the text', async () => {
    const thread = await startThread(t, OWNER, { post: '<p>Hello @Maja Manager and @Carl Contributor</p>' });
    expect(thread.mentions).toEqual(['Maja Manager']);
    const written = await reply(
      t,
      MANAGER,
      thread.id,
      '<p>@olivia owner and @Erik Engaged, see this. @Maja Manager, @Olivia Owners club.</p>',
    );
    expect(written.mentions).toEqual(['Olivia Owner', 'Erik Engaged']);
    await reply(t, OWNER, thread.id, '<p>No one named here, mail me at olivia@Maja Manager</p>');
    const page = await repliesPage(t, VIEWER, thread.id);
    expect(page.results.map((row) => row.mentions)).toEqual([['Olivia Owner', 'Erik Engaged'], []]);
    expect((await threadAs(t, VIEWER, thread.id)).mentions).toEqual(['Maja Manager']);
  });
});

describe('mentionable users', () => {
  it("suggests active users of the thread's country by name, not the caller", async () => {
    const response = await t.call({ url: '/api/v1/forum/mentionable/?q=owner', as: MANAGER });
    const names = (response.json() as { name: string }[]).map((user) => user.name);
    expect(names).toContain('Olivia Owner');
    // Dieter and Bram are owners in Germany and Belgium.
    expect(names).not.toContain('Dieter Owner');
    const self = await t.call({ url: '/api/v1/forum/mentionable/?q=maja', as: MANAGER });
    expect(self.json()).toEqual([]);
    const short = await t.call({ url: '/api/v1/forum/mentionable/?q=o', as: MANAGER });
    expect(short.json()).toEqual([]);
  });
});

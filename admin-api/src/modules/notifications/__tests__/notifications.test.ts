import { asc, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { notifications } from '../../../db/schema/notifications';
import { heldLevelIds, loadCurrentUser } from '../../../domain/current-user';
import { loadFeatureFlags } from '../../../domain/feature-flags';
import { isNotificationVisible } from '../../../rules/notifications';
import {
  CONTRIBUTOR,
  createTestApp,
  DE_OWNER,
  ENGAGED,
  MANAGER,
  NEW_USER,
  OWNER,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import { serializeNotification } from '../serialize';

type Notification = {
  id: number;
  actor: { id: number; title: string; levels: number[] };
  verb: string;
  unread: boolean;
  timestamp: string;
  description: string;
};

const TYPES = ['Event', 'News', 'Wiki', 'Service'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = (as: string, query = '') => t.call({ url: `/api/v1/notifications/${query}`, as });

async function allOf(as: string): Promise<Notification[]> {
  return (await list(as, '?page_size=100')).json().results;
}

/** Every notification stored for a user, hidden ones too, and what the shared rule lets them see. */
async function storedFor(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user = await loadCurrentUser(t.db, row!.id);
  const flags = await loadFeatureFlags(t.db, user!.member.countryId);
  const stored = (
    await t.db.select().from(notifications).where(eq(notifications.recipientId, row!.id)).orderBy(asc(notifications.id))
  ).map(serializeNotification);
  return { stored, visible: stored.filter((n) => isNotificationVisible(n, flags, heldLevelIds(user!))) };
}

describe('GET notifications/', () => {
  it('pages the user’s notifications newest first with absolute links', async () => {
    const first = await list(OWNER);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.count).toBeGreaterThan(20);
    expect(page.results).toHaveLength(20);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('http://localhost/api/v1/notifications/?page=2');
    const [item] = page.results as Notification[];
    expect(item).toEqual({
      id: expect.any(Number),
      actor: { id: expect.any(Number), title: expect.any(String), levels: expect.any(Array) },
      verb: expect.any(String),
      unread: expect.any(Boolean),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      description: expect.any(String),
      // What within the actor it points at: a forum reply (issue 13), null for the rest.
      targetId: null,
    });
    const times = page.results.map((n: Notification) => Date.parse(n.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = (await t.call({ url: new URL(page.next).pathname + new URL(page.next).search, as: OWNER })).json();
    expect(second.results).toHaveLength(page.count - 20);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost/api/v1/notifications/');
    const ids = new Set([...page.results, ...second.results].map((n: Notification) => n.id));
    expect(ids.size).toBe(page.count);
  });

  it('keeps other query parameters in the links and honours page_size up to 100', async () => {
    const page = (await list(OWNER, '?page_size=5&description=News')).json();
    expect(page.results).toHaveLength(Math.min(5, page.count));
    expect(page.results.every((n: Notification) => n.description === 'News')).toBe(true);
    if (page.count > 5) expect(page.next).toContain('description=News');
    const capped = (await list(OWNER, '?page_size=1000')).json();
    expect(capped.results.length).toBe(Math.min(100, capped.count));
  });

  it('builds the links from the forwarded host and scheme of the portal proxy', async () => {
    const response = await t.call({
      url: '/api/v1/notifications/?page=2&page_size=10',
      as: OWNER,
      headers: { 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.json().previous).toBe('https://portal.example/api/v1/notifications/?page_size=10');
    expect(response.json().next).toBe('https://portal.example/api/v1/notifications/?page=3&page_size=10');
  });

  it('answers 404 "Invalid page." past the last page or for a malformed page', async () => {
    for (const query of ['?page=99', '?page=0', '?page=abc']) {
      const response = await list(OWNER, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('has seeded every type whose area exists, an unknown one, and actors limited by level', async () => {
    const all = (await storedFor(VIEWER)).stored;
    const types = new Set(all.map((n) => n.description));
    for (const type of TYPES) expect(types).toContain(type);
    expect([...types].some((type) => !TYPES.includes(type))).toBe(true);
    expect(all.some((n) => n.actor.levels.includes(2))).toBe(true);
    expect(all.some((n) => n.actor.levels.includes(14) && n.actor.levels.includes(15))).toBe(true);
    expect(all.some((n) => n.unread) && all.some((n) => !n.unread)).toBe(true);
  });
});

describe('the visibility rule of spec §5, applied by the API', () => {
  it.each([VIEWER, OWNER, ENGAGED, MANAGER, CONTRIBUTOR, DE_OWNER, NEW_USER, STAFF])(
    'lists for %s exactly the stored notifications the shared rule shows',
    async (email) => {
      const { visible } = await storedFor(email);
      const listed = await allOf(email);
      expect(listed.map((n) => n.id).sort((a, b) => a - b)).toEqual(visible.map((n) => n.id));
    },
  );

  it('hides some notifications from some users, so the rule is really exercised', async () => {
    const viewer = await storedFor(VIEWER);
    expect(viewer.visible.length).toBeLessThan(viewer.stored.length);
    const forOwnersAndManagers = (n: Notification) => n.actor.levels.includes(14) && n.actor.levels.includes(15);
    expect(viewer.stored.some(forOwnersAndManagers)).toBe(true);
    expect(viewer.visible.some(forOwnersAndManagers)).toBe(false);
  });

  it('hides a type whose feature the user lacks (Denmark has no direct ads) and shows it where the feature is', async () => {
    const recipients = await t.db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => recipients.find((user) => user.email === email)!.id;
    const directAd = {
      actorId: 1,
      actorTitle: 'Autoclave, almost new',
      actorLevels: [],
      verb: 'published',
      unread: true,
      timestamp: new Date(),
      description: 'DirectAd',
    };
    await t.db
      .insert(notifications)
      .values([CONTRIBUTOR, VIEWER].map((email) => ({ ...directAd, recipientId: idOf(email) })));
    expect((await allOf(CONTRIBUTOR)).some((n) => n.description === 'DirectAd')).toBe(false);
    expect((await storedFor(CONTRIBUTOR)).stored.some((n) => n.description === 'DirectAd')).toBe(true);
    expect((await allOf(VIEWER)).some((n) => n.description === 'DirectAd')).toBe(true);
  });

  it('lets nobody read, change or delete a notification they may not see', async () => {
    const viewer = await storedFor(VIEWER);
    const hidden = viewer.stored.find((n) => !viewer.visible.some((v) => v.id === n.id))!;
    const patch = await t.call({
      method: 'PATCH',
      url: `/api/v1/notifications/${hidden.id}/`,
      as: VIEWER,
      payload: { unread: false },
    });
    expect(patch.statusCode).toBe(404);
    const removal = await t.call({ method: 'DELETE', url: `/api/v1/notifications/${hidden.id}/`, as: VIEWER });
    expect(removal.statusCode).toBe(404);
    await t.call({
      method: 'POST',
      url: '/api/v1/notifications/delete-all/',
      as: VIEWER,
      payload: { description: hidden.description },
    });
    expect((await storedFor(VIEWER)).stored.some((n) => n.id === hidden.id)).toBe(true);
  });
});

describe('GET notifications/categories/', () => {
  it('counts the user’s notifications and unread ones per type', async () => {
    const response = await t.call({ url: '/api/v1/notifications/categories/', as: VIEWER });
    expect(response.statusCode).toBe(200);
    const categories: { description: string; count: number; unread: number }[] = response.json();
    const all = await allOf(VIEWER);
    for (const category of categories) {
      const ofType = all.filter((n) => n.description === category.description);
      expect(category).toEqual({
        description: category.description,
        count: ofType.length,
        unread: ofType.filter((n) => n.unread).length,
      });
    }
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.length);
  });
});

describe('one notification', () => {
  it('marks it read and unread', async () => {
    const [target] = (await allOf(MANAGER)).filter((n) => n.unread);
    const read = await t.call({
      method: 'PATCH',
      url: `/api/v1/notifications/${target?.id}/`,
      as: MANAGER,
      payload: { unread: false },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: target?.id, unread: false });
    const unread = await t.call({
      method: 'PATCH',
      url: `/api/v1/notifications/${target?.id}/`,
      as: MANAGER,
      payload: { unread: true },
    });
    expect(unread.json().unread).toBe(true);
    const invalid = await t.call({
      method: 'PATCH',
      url: `/api/v1/notifications/${target?.id}/`,
      as: MANAGER,
      payload: { unread: 'no' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ unread: ['Must be a valid boolean.'] });
  });

  it("answers 404 for another user's notification, and leaves it alone", async () => {
    const [theirs] = await allOf(OWNER);
    const patch = await t.call({
      method: 'PATCH',
      url: `/api/v1/notifications/${theirs?.id}/`,
      as: VIEWER,
      payload: { unread: false },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ detail: 'Not found.' });
    const del = await t.call({ method: 'DELETE', url: `/api/v1/notifications/${theirs?.id}/`, as: VIEWER });
    expect(del.statusCode).toBe(404);
    expect((await allOf(OWNER)).find((n) => n.id === theirs?.id)).toEqual(theirs);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    for (const id of ['abc', '999999', '-1']) {
      const response = await t.call({ method: 'DELETE', url: `/api/v1/notifications/${id}/`, as: VIEWER });
      expect(response.statusCode).toBe(404);
    }
  });

  it('deletes it', async () => {
    const [target] = await allOf(MANAGER);
    const response = await t.call({ method: 'DELETE', url: `/api/v1/notifications/${target?.id}/`, as: MANAGER });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await allOf(MANAGER)).map((n) => n.id)).not.toContain(target?.id);
  });
});

describe('bulk actions', () => {
  it('marks one type read, then all types', async () => {
    const before = await allOf(ENGAGED);
    const unreadNews = before.filter((n) => n.description === 'News' && n.unread).length;
    expect(unreadNews).toBeGreaterThan(0);
    const news = await t.call({
      method: 'POST',
      url: '/api/v1/notifications/mark-all-as-read/',
      as: ENGAGED,
      payload: { description: 'News' },
    });
    expect(news.statusCode).toBe(200);
    expect(news.json()).toEqual({ updated: unreadNews });
    const after = await allOf(ENGAGED);
    expect(after.filter((n) => n.description === 'News' && n.unread)).toEqual([]);
    const stillUnread = after.filter((n) => n.unread).length;
    expect(stillUnread).toBeGreaterThan(0);
    const all = await t.call({ method: 'POST', url: '/api/v1/notifications/mark-all-as-read/', as: ENGAGED });
    expect(all.json()).toEqual({ updated: stillUnread });
    expect((await allOf(ENGAGED)).some((n) => n.unread)).toBe(false);
  });

  it('deletes one type, then everything, touching only the caller’s notifications', async () => {
    const ownerCount = (await allOf(OWNER)).length;
    const before = await allOf(ENGAGED);
    const events = before.filter((n) => n.description === 'Event').length;
    const deleted = await t.call({
      method: 'POST',
      url: '/api/v1/notifications/delete-all/',
      as: ENGAGED,
      payload: { description: 'Event' },
    });
    expect(deleted.json()).toEqual({ deleted: events });
    const rest = await t.call({ method: 'POST', url: '/api/v1/notifications/delete-all/', as: ENGAGED, payload: {} });
    expect(rest.json()).toEqual({ deleted: before.length - events });
    expect(await allOf(ENGAGED)).toEqual([]);
    expect((await list(ENGAGED)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await allOf(OWNER)).length).toBe(ownerCount);
  });
});

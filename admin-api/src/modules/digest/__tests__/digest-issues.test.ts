// Composing an issue: the draft assembled from what came since the country's last issue (by the
// members' read rule), edited (order, removals, additions, notes, introduction, header), its
// preview (the e-mail's HTML and text), the past issues and their blobs, and staff-only access.
import { eq } from 'drizzle-orm';
import { digestIssues } from '../../../db/schema/digest';
import { pageWindow } from '../../../http/pagination';
import { createTestApp, ENGAGED, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { listIssues, listPastIssues } from '../queries';
import { addContent, countryId, DAY_MS, DIGEST, languageId } from './digest-fixtures';

let t: TestApp;
let se: number;
let sv: number;
let dk: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' } });
  se = await countryId(t, 'se');
  sv = await languageId(t, 'sv');
  dk = await countryId(t, 'dk');
});
afterAll(async () => {
  await t.close();
});

const titles = (items: { title: string }[]) => items.map((item) => item.title);

async function newDraft(): Promise<{
  id: number;
  items: { type: string; id: number; title: string; url: string }[];
  since: string;
}> {
  const existing = await t.call({
    method: 'POST',
    url: `${DIGEST}/issues/`,
    as: STAFF,
    payload: { country: se, language: sv },
  });
  if (existing.statusCode === 200)
    await t.call({ method: 'DELETE', url: `${DIGEST}/issues/${existing.json().id}/`, as: STAFF });
  const created = await t.call({
    method: 'POST',
    url: `${DIGEST}/issues/`,
    as: STAFF,
    payload: { country: se, language: sv },
  });
  expect(created.statusCode).toBe(201);
  return created.json();
}

describe('assembly of a draft', () => {
  it("takes what the country's members may read that came since its last issue", async () => {
    const now = t.clock.now().getTime();
    const en = await languageId(t, 'en');
    await addContent(t, {
      type: 'news',
      title: 'Fresh Swedish news',
      country: se,
      publishDate: new Date(now - DAY_MS),
    });
    await addContent(t, {
      type: 'news',
      title: 'News in English',
      country: se,
      language: en,
      publishDate: new Date(now - DAY_MS),
    });
    await addContent(t, { type: 'news', title: 'Old news', country: se, publishDate: new Date(now - 60 * DAY_MS) });
    await addContent(t, {
      type: 'news',
      title: 'Draft news',
      country: se,
      status: 1,
      publishDate: new Date(now - DAY_MS),
    });
    await addContent(t, { type: 'news', title: 'Future news', country: se, publishDate: new Date(now + DAY_MS) });
    await addContent(t, { type: 'news', title: 'Danish news', country: dk, publishDate: new Date(now - DAY_MS) });
    const event = (title: string, startsInDays: number) =>
      addContent(t, {
        type: 'events',
        title,
        country: se,
        publishDate: new Date(now - 2 * DAY_MS),
        extra: {
          startsAt: new Date(now + startsInDays * DAY_MS).toISOString(),
          endsAt: new Date(now + (startsInDays + 1) * DAY_MS).toISOString(),
          place: 'Solna',
        },
      });
    await event('Event next week', 7);
    await event('Event in three months', 90);
    await event('Event last week', -7);

    const draft = await newDraft();
    const found = titles(draft.items);
    expect(found).toEqual(expect.arrayContaining(['Fresh Swedish news', 'Event next week']));
    for (const absent of [
      'News in English',
      'Old news',
      'Draft news',
      'Future news',
      'Danish news',
      'Event in three months',
      'Event last week',
    ])
      expect(found).not.toContain(absent);
    // Since the country's last issue (the seeded ones: the later one a week ago).
    const latest = await t.db
      .select({ sentAt: digestIssues.sentAt })
      .from(digestIssues)
      .where(eq(digestIssues.countryId, se));
    const last = Math.max(...latest.map((row) => row.sentAt?.getTime() ?? 0));
    expect(new Date(draft.since).getTime()).toBe(last);
    // Items lead to the portal with absolute URLs; events are in the next weeks only.
    const news = draft.items.find((item) => item.title === 'Fresh Swedish news');
    expect(news?.url).toBe(`http://portal.test/news/${news?.id}`);
  });

  it('keeps one draft per country and language: a second POST answers the same draft', async () => {
    const draft = await newDraft();
    const again = await t.call({
      method: 'POST',
      url: `${DIGEST}/issues/`,
      as: STAFF,
      payload: { country: se, language: sv },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(draft.id);
    const wrong = await t.call({
      method: 'POST',
      url: `${DIGEST}/issues/`,
      as: STAFF,
      payload: { country: dk, language: sv },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('language');
  });
});

describe('editing a draft', () => {
  it('reorders, removes and adds items, with notes, introduction, subject and header', async () => {
    const now = t.clock.now().getTime();
    const oldId = await addContent(t, {
      type: 'news',
      title: 'Older but worth it',
      country: se,
      publishDate: new Date(now - 90 * DAY_MS),
    });
    const otherCountry = await addContent(t, {
      type: 'news',
      title: 'Not ours',
      country: dk,
      publishDate: new Date(now - DAY_MS),
    });
    const draft = await newDraft();
    expect(draft.items.length).toBeGreaterThan(1);
    const [first, second] = draft.items;

    const candidates = await t.call({
      url: `${DIGEST}/issues/${draft.id}/candidates/?type=news&search=worth`,
      as: STAFF,
    });
    expect(candidates.statusCode).toBe(200);
    expect(titles(candidates.json())).toEqual(['Older but worth it']);

    const images = (await t.call({ url: `${DIGEST}/headergifs/`, as: STAFF })).json();
    const patch = await t.call({
      method: 'PATCH',
      url: `${DIGEST}/issues/${draft.id}/`,
      as: STAFF,
      payload: {
        subject: 'Vecka 48 på Vetnet',
        introduction: 'Hej!\n\nHär är veckans nyheter.',
        headerImage: images[0].id,
        items: [
          { type: 'news', id: oldId, note: 'Läs gärna igen.' },
          { type: second?.type, id: second?.id },
          { type: first?.type, id: first?.id },
        ],
      },
    });
    expect(patch.statusCode).toBe(200);
    const saved = patch.json();
    expect(saved).toMatchObject({ subject: 'Vecka 48 på Vetnet', introduction: 'Hej!\n\nHär är veckans nyheter.' });
    expect(saved.headerImage).toMatchObject({
      id: images[0].id,
      url: expect.stringMatching(/^http:\/\/portal\.test\/api\/v1\/digest\/headergifs\/\d+\/file\/$/),
    });
    expect(saved.items.map((item: { id: number }) => item.id)).toEqual([oldId, second?.id, first?.id]);
    expect(saved.items[0].note).toBe('Läs gärna igen.');
    // Saved as they go: a reload shows the same.
    expect((await t.call({ url: `${DIGEST}/issues/${draft.id}/`, as: STAFF })).json().items).toEqual(saved.items);

    for (const items of [
      [{ type: 'news', id: otherCountry }],
      [{ type: 'news', id: 99_999_999 }],
      [
        { type: 'news', id: oldId },
        { type: 'news', id: oldId },
      ],
    ]) {
      const refused = await t.call({
        method: 'PATCH',
        url: `${DIGEST}/issues/${draft.id}/`,
        as: STAFF,
        payload: { items },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('items');
    }
  });

  it('previews the mail: table layout, inline styles, alt texts, absolute URLs and a text part', async () => {
    const draft = await newDraft();
    const images = (await t.call({ url: `${DIGEST}/headergifs/`, as: STAFF })).json();
    await t.call({
      method: 'PATCH',
      url: `${DIGEST}/issues/${draft.id}/`,
      as: STAFF,
      payload: { headerImage: images[0].id, introduction: 'Hej <script>alert(1)</script>' },
    });
    const html = await t.call({ url: `${DIGEST}/preview/?issue=${draft.id}`, as: STAFF });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = html.body;
    expect(body).toContain('<table');
    expect(body).toContain('role="presentation"');
    expect(body).toMatch(/style="[^"]+"/);
    expect(body).toContain('lang="sv"');
    expect(body).toContain(`alt="${images[0].alt}"`);
    expect(body).toContain('Nyheter');
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;');
    for (const [, url] of body.matchAll(/(?:href|src)="([^"]+)"/g)) expect(url).toMatch(/^(https?:\/\/|#)/);
    const text = await t.call({ url: `${DIGEST}/preview/?issue=${draft.id}&format=text`, as: STAFF });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toContain(draft.items[0]?.title ?? '');
    expect(text.body).not.toMatch(/<(table|td|a )/);
  });
});

describe('past issues', () => {
  it('lists sent issues with their figures, newest first, and answers one as HTML', async () => {
    const list = await t.call({ url: `${DIGEST}/past/`, as: STAFF });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    const sentAt = page.results.map((issue: { sentAt: string }) => issue.sentAt);
    expect([...sentAt].sort().reverse()).toEqual(sentAt);
    expect(page.results[0]).toMatchObject({ status: 'sent', figures: { failed: 1 } });
    for (const issue of page.results) {
      expect(issue.figures.sent + issue.figures.failed + issue.figures.left).toBe(issue.figures.recipients);
    }
    const swedish = await t.call({ url: `${DIGEST}/past/?country=${se}`, as: STAFF });
    expect(swedish.json().count).toBe(2);
    const blob = await t.call({ url: `${DIGEST}/past/${page.results[0].id}/`, as: STAFF });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(blob.body).toContain('<table');
    expect(blob.body).not.toContain('unsubscribe.placeholder.invalid');
    // A draft has no sent HTML.
    const draft = await newDraft();
    expect((await t.call({ url: `${DIGEST}/past/${draft.id}/`, as: STAFF })).statusCode).toBe(404);
  });

  it('lists without reading the rendered mails (the lists never send them)', async () => {
    const { rows } = await listPastIssues(t.db, {}, pageWindow(1, 10));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of [...rows, ...(await listIssues(t.db, undefined))]) {
      expect(row).not.toHaveProperty('html');
      expect(row).not.toHaveProperty('text');
    }
  });
});

describe('staff-only rules', () => {
  const staffCalls = (id: number) =>
    [
      { method: 'GET', url: `${DIGEST}/issues/` },
      { method: 'POST', url: `${DIGEST}/issues/`, payload: { country: 1, language: 1 } },
      { method: 'GET', url: `${DIGEST}/issues/${id}/` },
      { method: 'PATCH', url: `${DIGEST}/issues/${id}/`, payload: { subject: 'x' } },
      { method: 'DELETE', url: `${DIGEST}/issues/${id}/` },
      { method: 'POST', url: `${DIGEST}/issues/${id}/assemble/` },
      { method: 'POST', url: `${DIGEST}/issues/${id}/send-test/` },
      { method: 'GET', url: `${DIGEST}/issues/${id}/candidates/` },
      { method: 'GET', url: `${DIGEST}/preview/?issue=${id}` },
      { method: 'GET', url: `${DIGEST}/past/` },
      { method: 'GET', url: `${DIGEST}/composer/?issue=${id}` },
      { method: 'GET', url: `${DIGEST}/past/${id}/` },
      { method: 'GET', url: `${DIGEST}/subscribers/` },
      { method: 'GET', url: `${DIGEST}/subscribers/counts/` },
      { method: 'GET', url: `${DIGEST}/subscribers/page/` },
      { method: 'GET', url: `${DIGEST}/send-digest/${id}/` },
      { method: 'POST', url: `${DIGEST}/send-digest/${id}/` },
      { method: 'GET', url: `${DIGEST}/headergifs/` },
      { method: 'POST', url: `${DIGEST}/headergifs/` },
      { method: 'DELETE', url: `${DIGEST}/headergifs/1/` },
      { method: 'GET', url: `${DIGEST}/schedules/` },
      { method: 'PUT', url: `${DIGEST}/schedules/${se}/`, payload: { weekday: 1, hour: 7, enabled: true } },
      { method: 'DELETE', url: `${DIGEST}/schedules/${se}/` },
    ] as const;

  it('answers 403 to members (an owner, a b-engaged user) and 401 without a session', async () => {
    const draft = await newDraft();
    for (const call of staffCalls(draft.id)) {
      for (const as of [OWNER, ENGAGED]) {
        const response = await t.call({ ...call, as });
        expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, 403]);
      }
      const anonymous = await t.call({ ...call });
      expect([call.method, call.url, anonymous.statusCode]).toEqual([call.method, call.url, 401]);
    }
    // Nothing changed.
    const after = await t.call({ url: `${DIGEST}/issues/${draft.id}/`, as: STAFF });
    expect(after.json()).toMatchObject({ status: 'draft', subject: expect.not.stringMatching(/^x$/) });
  });

  it('lets a member toggle their own subscription', async () => {
    const response = await t.call({ method: 'POST', url: `${DIGEST}/toggleSubscrition/`, as: OWNER });
    expect(response.statusCode).toBe(200);
  });
});

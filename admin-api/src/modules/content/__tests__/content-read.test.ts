import { and, eq } from 'drizzle-orm';
import { contentItems } from '../../../db/schema/content';
import { featureFlags } from '../../../db/schema/feature-flags';
import { FEATURE } from '../../../rules/features';
import {
  BE_OWNER,
  CONTRIBUTOR,
  countryIds,
  createTestApp,
  ENGAGED,
  OWNER,
  STAFF,
  type TestApp,
} from '../../../test-support/test-app';

type Item = {
  id: number;
  title: string;
  body?: string;
  status: number;
  country: { id: number; name: string; code: string };
  language: { id: number; code: string; name: string } | null;
  publishDate: string;
  categories: { id: number; code: string | null; name: string; parentId: number | null }[];
  tags: { id: number; name: string }[];
  image: { id: number; url: string } | null;
  files: { id: number; url: string }[];
  videoUrl: string | null;
  startsAt?: string;
  endsAt?: string;
};
type Page = { count: number; next: string | null; previous: string | null; results: Item[] };

let t: TestApp;
let sweden: number;
let denmark: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ se: sweden = 0, dk: denmark = 0 } = await countryIds(t));
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, as: string) => t.call({ url: `/api/v1/${path}`, as });
const page = async (path: string, as: string): Promise<Page> => {
  const response = await get(path, as);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const all = async (path: string, as: string): Promise<Item[]> => {
  const separator = path.includes('?') ? '&' : '?';
  return (await page(`${path}${separator}page_size=100`, as)).results;
};

/** Items straight from the database, to compare the API with. */
async function stored(type: string) {
  return t.db.select().from(contentItems).where(eq(contentItems.type, type));
}

describe('what members see', () => {
  it('lists only published, current items of their own country, without body', async () => {
    const now = t.clock.now();
    const expected = (await stored('news')).filter(
      (row) => row.status === 2 && row.publishDate <= now && row.countryId === sweden,
    );
    expect(expected.length).toBeGreaterThanOrEqual(30);
    const results = await all('news/', OWNER);
    expect(results.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      expected.map((row) => row.id).sort((a, b) => a - b),
    );
    for (const item of results) {
      expect(item.status).toBe(2);
      expect(item.country).toEqual({ id: sweden, name: 'Sweden', code: 'se' });
      expect('body' in item).toBe(false);
    }
    const danish = await all('news/', CONTRIBUTOR);
    expect(danish.length).toBeGreaterThan(0);
    expect(danish.every((item) => item.country.code === 'dk' && item.language?.code === 'da')).toBe(true);
  });

  it('answers a detail with body, 403 for another country, 404 for a hidden status, a future date or an unknown id', async () => {
    const rows = await stored('news');
    const now = t.clock.now();
    const own = rows.find((row) => row.countryId === sweden && row.status === 2 && row.publishDate <= now);
    const foreign = rows.find((row) => row.countryId === denmark && row.status === 2 && row.publishDate <= now);
    const draft = rows.find((row) => row.countryId === sweden && row.status === 1);
    const archived = rows.find((row) => row.countryId === sweden && row.status === 3);
    const notApplicable = rows.find((row) => row.countryId === sweden && row.status === 0);
    const future = rows.find((row) => row.countryId === sweden && row.status === 2 && row.publishDate > now);
    const foreignDraft = rows.find((row) => row.countryId === denmark && row.status === 1);
    const wiki = (await stored('wikis')).find((row) => row.countryId === sweden && row.status === 2);

    const detail = await get(`news/${own?.id}/`, OWNER);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: own?.id, title: own?.title, body: expect.stringContaining('<p>') });
    expect(detail.headers['cache-control']).toBe('private, no-store');

    const other = await get(`news/${foreign?.id}/`, OWNER);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: 'This item belongs to another country.' });

    for (const hidden of [draft, archived, notApplicable, future, foreignDraft]) {
      expect(hidden).toBeDefined();
      const response = await get(`news/${hidden?.id}/`, OWNER);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    for (const path of [`news/${wiki?.id}/`, 'news/999999/', 'news/abc/', 'news/-1/']) {
      expect((await get(path, OWNER)).statusCode).toBe(404);
    }
  });

  it('shows a future item once its publish date has come', async () => {
    const future = (await stored('news')).find(
      (row) => row.countryId === sweden && row.status === 2 && row.publishDate > t.clock.now(),
    );
    expect((await get(`news/${future?.id}/`, OWNER)).statusCode).toBe(404);
    // The clock reaches the publish date (the date is moved, not the clock: tokens would expire).
    const id = future?.id ?? 0;
    await t.db
      .update(contentItems)
      .set({ publishDate: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(contentItems.id, id));
    try {
      expect((await get(`news/${id}/`, OWNER)).statusCode).toBe(200);
      expect((await all('news/', OWNER)).map((item) => item.id)).toContain(id);
    } finally {
      await t.db
        .update(contentItems)
        .set({ publishDate: future?.publishDate ?? new Date() })
        .where(eq(contentItems.id, id));
    }
  });

  it('refuses every call of a type whose feature the member lacks, but not staff', async () => {
    const item = (await all('news/', OWNER))[0];
    const where = and(eq(featureFlags.countryId, sweden), eq(featureFlags.feature, FEATURE.news));
    await t.db.update(featureFlags).set({ available: false }).where(where);
    try {
      for (const path of ['news/', `news/${item?.id}/`, 'news/categories/', `news-files/${item?.image?.id}/`]) {
        const response = await get(path, OWNER);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'This feature is not available to you.' });
        expect((await get(path, STAFF)).statusCode).toBe(200);
      }
      expect((await get('news/', CONTRIBUTOR)).statusCode).toBe(200);
    } finally {
      await t.db.update(featureFlags).set({ available: true }).where(where);
    }
    // Levels: events limited to b-engaged members in Sweden.
    const events = and(eq(featureFlags.countryId, sweden), eq(featureFlags.feature, FEATURE.events));
    await t.db
      .update(featureFlags)
      .set({ levels: [2] })
      .where(events);
    try {
      expect((await get('events/', OWNER)).statusCode).toBe(403);
      expect((await get('events/', ENGAGED)).statusCode).toBe(200);
    } finally {
      await t.db.update(featureFlags).set({ levels: [] }).where(events);
    }
  });
});

describe('what staff see', () => {
  it('sees every country and status, and filters by status, country and published', async () => {
    const rows = await stored('news');
    expect((await page('news/?page_size=1', STAFF)).count).toBe(rows.length);
    const drafts = await all(`news/?status=1&country=${sweden}`, STAFF);
    expect(drafts.map((item) => item.id).sort()).toEqual(
      rows
        .filter((row) => row.status === 1 && row.countryId === sweden)
        .map((row) => row.id)
        .sort(),
    );
    const some = await page(`news/?status=0&status=3&page_size=1`, STAFF);
    expect(some.count).toBe(rows.filter((row) => row.status === 0 || row.status === 3).length);
    const both = await page(`news/?country=${sweden}&country=${denmark}&page_size=1`, STAFF);
    expect(both.count).toBe(rows.filter((row) => row.countryId === sweden || row.countryId === denmark).length);
    const asMember = await all(`news/?country=${sweden}&published=true`, STAFF);
    expect(asMember.map((item) => item.id).sort()).toEqual((await all('news/', OWNER)).map((item) => item.id).sort());
    const draft = rows.find((row) => row.status === 1 && row.countryId === denmark);
    expect((await get(`news/${draft?.id}/`, STAFF)).json()).toMatchObject({ id: draft?.id, status: 1 });
  });

  it('ignores staff-only filters for members', async () => {
    const plain = await page('news/?page_size=1', OWNER);
    const filtered = await page(`news/?page_size=1&status=1&country=${denmark}&published=false`, OWNER);
    expect(filtered.count).toBe(plain.count);
  });
});

describe('pagination, filters and ordering', () => {
  it('pages through the list with DRF links', async () => {
    const first = await page('news/?page_size=10', OWNER);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://localhost/api/v1/news/?page_size=10&page=2');
    const pages = Math.ceil(first.count / 10);
    const ids = new Set(first.results.map((item) => item.id));
    for (let number = 2; number <= pages; number += 1) {
      const next = await page(`news/?page_size=10&page=${number}`, OWNER);
      next.results.forEach((item) => ids.add(item.id));
      expect(next.previous).toBe(
        number === 2
          ? 'http://localhost/api/v1/news/?page_size=10'
          : `http://localhost/api/v1/news/?page_size=10&page=${number - 1}`,
      );
      expect(next.next).toBe(number === pages ? null : `http://localhost/api/v1/news/?page_size=10&page=${number + 1}`);
    }
    expect(ids.size).toBe(first.count);
    for (const bad of [
      `news/?page_size=10&page=${pages + 1}`,
      'news/?page=0',
      'news/?page=x',
      'news/?title=nothing-matches&page=2',
    ]) {
      const response = await get(bad, OWNER);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
    expect(await page('news/?title=nothing-matches', OWNER)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('filters by title, case-insensitively, with % and _ taken literally', async () => {
    const results = await all('news/?title=VACCIN', OWNER);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((item) => item.title.toLowerCase().includes('vaccin'))).toBe(true);
    const every = (await all('news/', OWNER)).filter((item) => item.title.toLowerCase().includes('vaccin'));
    expect(results.length).toBe(every.length);
    expect((await page('news/?title=%25', OWNER)).count).toBe(0);
    expect((await page('news/?title=_', OWNER)).count).toBe(0);
  });

  it('filters by categories and tags (any of them), and by language', async () => {
    const news = await all('news/', OWNER);
    const categories: { id: number; name: string }[] = (await get('news/categories/', OWNER)).json();
    const [a, b] = categories;
    const inA = await all(`news/?categories=${a?.id}`, OWNER);
    expect(inA.length).toBeGreaterThan(0);
    expect(inA.every((item) => item.categories.some((c) => c.id === a?.id))).toBe(true);
    const inEither = await all(`news/?categories=${a?.id}&categories=${b?.id}`, OWNER);
    expect(inEither.length).toBe(
      news.filter((item) => item.categories.some((c) => c.id === a?.id || c.id === b?.id)).length,
    );

    const tags: { id: number; name: string }[] = (await get('tags/', OWNER)).json();
    const tagged = news.find((item) => item.tags.length > 0);
    const tag = tagged?.tags[0];
    const withTag = await all(`news/?tags=${tag?.id}`, OWNER);
    expect(withTag.map((item) => item.id).sort()).toEqual(
      news
        .filter((item) => item.tags.some((x) => x.id === tag?.id))
        .map((item) => item.id)
        .sort(),
    );
    expect(tags.map((x) => x.name)).toEqual([...tags.map((x) => x.name)].sort((x, y) => x.localeCompare(y)));

    const flemish = await all('news/?language=8', BE_OWNER);
    expect(flemish.length).toBeGreaterThan(0);
    expect(flemish.every((item) => item.language?.code === 'nl-BE')).toBe(true);
    expect((await all('news/?language=9', BE_OWNER)).every((item) => item.language?.code === 'fr-BE')).toBe(true);
  });

  it('answers 400 with django-filter messages for invalid filter values', async () => {
    const wikiCategory = ((await get('wikis/categories/', OWNER)).json() as { id: number }[])[0];
    const cases: [string, string, string][] = [
      ['news/?categories=999999', 'categories', '999999'],
      ['news/?categories=abc', 'categories', 'abc'],
      [`news/?categories=${wikiCategory?.id}`, 'categories', String(wikiCategory?.id)],
      ['news/?tags=999999', 'tags', '999999'],
      ['news/?language=999', 'language', '999'],
      ['events/?scope=soon', 'scope', 'soon'],
    ];
    for (const [path, field, value] of cases) {
      const response = await get(path, OWNER);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        [field]: [`Select a valid choice. ${value} is not one of the available choices.`],
      });
    }
    for (const [path, field] of [
      ['news/?status=7', 'status'],
      ['news/?country=99999', 'country'],
      ['news/?published=maybe', 'published'],
    ]) {
      const response = await get(path ?? '', STAFF);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
  });

  it('orders by the default, by any allowed field, and ignores unknown fields', async () => {
    const dates = (items: Item[]) => items.map((item) => Date.parse(item.publishDate));
    const byDefault = await all('news/', OWNER);
    expect(dates(byDefault)).toEqual([...dates(byDefault)].sort((a, b) => b - a));
    const ascending = await all('news/?ordering=publishDate', OWNER);
    expect(dates(ascending)).toEqual([...dates(ascending)].sort((a, b) => a - b));
    const titles = (await all('news/?ordering=title', OWNER)).map((item) => item.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const reversed = (await all('news/?ordering=-title', OWNER)).map((item) => item.title.toLowerCase());
    expect(reversed).toEqual([...titles].reverse());
    const unknown = await all('news/?ordering=secret,-password', OWNER);
    expect(unknown.map((item) => item.id)).toEqual(byDefault.map((item) => item.id));
    const wikis = (await all('wikis/', OWNER)).map((item) => item.title.toLowerCase());
    expect(wikis).toEqual([...wikis].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('events: upcoming and past', () => {
  const ends = (item: Item) => Date.parse(item.endsAt ?? '');
  const starts = (item: Item) => Date.parse(item.startsAt ?? '');

  it('splits by the end: upcoming by start ascending, past by start descending', async () => {
    const now = t.clock.now().getTime();
    const every = await all('events/', OWNER);
    const upcoming = await all('events/?scope=upcoming', OWNER);
    const past = await all('events/?scope=past', OWNER);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(past.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.every((item) => ends(item) >= now)).toBe(true);
    expect(past.every((item) => ends(item) < now)).toBe(true);
    expect(upcoming.length + past.length).toBe(every.length);
    expect(upcoming.map(starts)).toEqual([...upcoming.map(starts)].sort((a, b) => a - b));
    expect(past.map(starts)).toEqual([...past.map(starts)].sort((a, b) => b - a));
    // One under way (started, not ended) counts as upcoming.
    expect(upcoming.some((item) => starts(item) < now)).toBe(true);
    expect(every.map(starts)).toEqual([...every.map(starts)].sort((a, b) => b - a));
    const [event] = upcoming;
    expect(event).toMatchObject({ place: expect.any(String), address: expect.any(String) });
    expect(Object.keys(event ?? {})).toEqual(
      expect.arrayContaining(['startsAt', 'endsAt', 'place', 'address', 'signUpUrl']),
    );
    const explicit = await all('events/?scope=past&ordering=startsAt', OWNER);
    expect(explicit.map(starts)).toEqual([...explicit.map(starts)].sort((a, b) => a - b));
  });

  it('stays true on later days: some events are more than a year away on either side', async () => {
    const year = 365 * 24 * 60 * 60 * 1000;
    const now = t.clock.now().getTime();
    for (const as of [OWNER, CONTRIBUTOR]) {
      expect((await all('events/?scope=upcoming', as)).some((item) => starts(item) > now + year)).toBe(true);
      expect((await all('events/?scope=past', as)).some((item) => ends(item) < now - year)).toBe(true);
    }
  });
});

describe('categories, tags and type fields', () => {
  it('answers flat categories, and the wiki tree depth-first, filtering by a parent including its children', async () => {
    const news: { id: number; name: string; parentId: number | null }[] = (await get('news/categories/', OWNER)).json();
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((c) => c.parentId === null)).toBe(true);
    const wiki: { id: number; name: string; parentId: number | null }[] = (
      await get('wikis/categories/', OWNER)
    ).json();
    const clinical = wiki.find((c) => c.name === 'Clinical');
    const children = wiki.filter((c) => c.parentId === clinical?.id);
    expect(children.map((c) => c.name).sort()).toEqual(['Anaesthesia', 'Dentistry', 'Surgery']);
    // Depth-first: a parent comes right before its subtree.
    wiki.forEach((c, index) => {
      if (c.parentId !== null) expect(wiki.slice(0, index).map((x) => x.id)).toContain(c.parentId);
    });
    const inClinical = await all(`wikis/?categories=${clinical?.id}`, OWNER);
    const ids = new Set([clinical?.id, ...children.map((c) => c.id)]);
    const expected = (await all('wikis/', OWNER)).filter((item) => item.categories.some((c) => ids.has(c.id)));
    expect(inClinical.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(inClinical.some((item) => item.categories.some((c) => c.parentId === clinical?.id))).toBe(true);
  });

  it('names every seeded category by its code, in the categories, the lists and the details of every type', async () => {
    const types = ['news', 'wikis', 'services', 'events', 'partners', 'campaigns', 'direact-ads'];
    for (const type of types) {
      const categories: { id: number; code: string | null; name: string }[] = (
        await get(`${type}/categories/`, STAFF)
      ).json();
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((c) => typeof c.code === 'string' && /^[A-Za-z0-9_-]+$/.test(c.code))).toBe(true);
      expect(new Set(categories.map((c) => c.code)).size).toBe(categories.length);
      const codeOf = new Map(categories.map((c) => [c.id, c.code]));
      const [item] = (await all(`${type}/`, STAFF)).filter((row) => row.categories.length > 0);
      expect(item).toBeDefined();
      for (const category of item?.categories ?? []) expect(category.code).toBe(codeOf.get(category.id));
      const detail: Item = (await get(`${type}/${item?.id}/`, STAFF)).json();
      expect(detail.categories).toEqual(item?.categories);
    }
    const specializations: { code: string | null; name: string }[] = (
      await get('partners/specializations/', OWNER)
    ).json();
    expect(specializations).toContainEqual(
      expect.objectContaining({ code: 'pharmaceuticals', name: 'Pharmaceuticals' }),
    );
  });

  it('answers the type fields of services', async () => {
    const [service] = await all('services/', OWNER);
    expect(service).toMatchObject({
      contactName: expect.any(String),
      contactEmail: expect.stringMatching(/@/),
      contactPhone: expect.stringMatching(/^\+46/),
    });
    expect(Object.keys(service ?? {})).toContain('websiteUrl');
    const [article] = await all('news/', OWNER);
    expect(article).toMatchObject({ author: expect.any(String) });
    expect((await all('news/', OWNER)).some((item) => item.videoUrl !== null)).toBe(true);
  });
});

describe('GET wiki/handbooks/', () => {
  it('answers {data, count}: two in Sweden, none in Denmark, all for staff, none without the feature', async () => {
    const swedish = (await get('wiki/handbooks/', OWNER)).json();
    expect(swedish.count).toBe(2);
    expect(swedish.data).toHaveLength(2);
    expect(swedish.data[0]).toMatchObject({ status: 2, country: { code: 'se' } });
    expect((await get('wiki/handbooks/', CONTRIBUTOR)).json()).toEqual({ data: [], count: 0 });
    expect((await get('wiki/handbooks/', STAFF)).json().count).toBe(3);
    const where = and(eq(featureFlags.countryId, sweden), eq(featureFlags.feature, FEATURE.handbooks));
    await t.db.update(featureFlags).set({ available: false }).where(where);
    try {
      expect((await get('wiki/handbooks/', OWNER)).json()).toEqual({ data: [], count: 0 });
    } finally {
      await t.db.update(featureFlags).set({ available: true }).where(where);
    }
  });

  it('needs a session like everything else', async () => {
    expect((await t.call({ url: '/api/v1/news/' })).statusCode).toBe(401);
    expect((await t.call({ url: '/api/v1/wiki/handbooks/' })).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { contentItems, contentTranslationGroups } from '../../../db/schema/content';
import { languages } from '../../../db/schema/locale';
import { BE_OWNER, countryIds, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

// Items that translate one another (docs/api.md "Translations"): a member of a country with several
// languages sees each group once, in their language, with links to the other versions.

type Ref = { id: number; title: string; status: number; language: { id: number; code: string } | null };
type Item = {
  id: number;
  title: string;
  status: number;
  country: { id: number };
  language: { id: number; code: string } | null;
  translations: Ref[];
};
type Page = { count: number; next: string | null; results: Item[] };

let t: TestApp;
let belgium: number;
let sweden: number;
const lang: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ be: belgium = 0, se: sweden = 0 } = await countryIds(t));
  for (const row of await t.db.select().from(languages)) lang[row.code] = row.id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', path: string, as: string, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, as, ...(payload ? { payload } : {}) });

async function page(path: string, as: string): Promise<Page> {
  const response = await call('GET', path, as);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const codes = (items: Item[]) => [...new Set(items.map((item) => item.language?.code))];

async function speak(code: string): Promise<void> {
  expect((await call('PATCH', 'dev/locale/', BE_OWNER, { language: lang[code] })).statusCode).toBe(200);
}

/** The Belgian news as staff see them: every version. */
async function belgianNews(): Promise<Item[]> {
  return (await page(`news/?country=${belgium}&page_size=100`, STAFF)).results;
}

describe('a member of a country with several languages', () => {
  afterEach(async () => speak('nl-BE'));

  it('sees each news item once, in their language, with the other versions linked', async () => {
    const everything = await belgianNews();
    const published = everything.filter((item) => item.status === 2);
    expect(codes(published).sort()).toEqual(['fr-BE', 'nl-BE']);

    const flemish = await page('news/?page_size=100', BE_OWNER);
    expect(codes(flemish.results)).toEqual(['nl-BE']);
    expect(flemish.count).toBe(published.filter((item) => item.language?.code === 'nl-BE').length);
    for (const item of flemish.results) {
      expect(item.translations.map((other) => other.language?.code)).toEqual(['fr-BE']);
    }

    await speak('fr-BE');
    const french = await page('news/?page_size=100', BE_OWNER);
    expect(codes(french.results)).toEqual(['fr-BE']);
    expect(french.count).toBe(flemish.count);
    // The same groups: each French item is a translation of one of the Flemish ones.
    expect(french.results.map((item) => item.translations[0]?.id).sort()).toEqual(
      flemish.results.map((item) => item.id).sort(),
    );
  });

  it('falls back to the country’s first language when the group has none in theirs', async () => {
    await speak('en');
    const english = await page('news/?page_size=100', BE_OWNER);
    expect(codes(english.results)).toEqual(['nl-BE']);
  });

  it('counts and pages the groups, not the versions', async () => {
    const whole = await page('news/?page_size=100', BE_OWNER);
    const seen: number[] = [];
    let next: string | null = 'news/?page_size=2';
    while (next) {
      const current: Page = await page(next.replace(/^.*\/api\/v1\//, ''), BE_OWNER);
      expect(current.count).toBe(whole.count);
      seen.push(...current.results.map((item) => item.id));
      next = current.next;
    }
    expect(seen).toEqual(whole.results.map((item) => item.id));
    // The home page's highlight (the first three) is the same collapse.
    expect((await page('news/?page_size=3', BE_OWNER)).results.map((item) => item.id)).toEqual(seen.slice(0, 3));
  });

  it('sees the other version when theirs is not published, and links only to published ones', async () => {
    const flemish = (await page('news/?page_size=100', BE_OWNER)).results[0]!;
    const frenchId = flemish.translations[0]!.id;
    expect((await call('PATCH', `news/${flemish.id}/`, STAFF, { status: 1 })).statusCode).toBe(200);
    try {
      const list = await page('news/?page_size=100', BE_OWNER);
      const shown = list.results.find((item) => item.id === frenchId);
      expect(shown?.language?.code).toBe('fr-BE');
      expect(shown?.translations).toEqual([]);
      expect(list.results.some((item) => item.id === flemish.id)).toBe(false);
      // The French detail does not offer the draft either; staff see it with its status.
      expect((await call('GET', `news/${frenchId}/`, BE_OWNER)).json().translations).toEqual([]);
      expect((await call('GET', `news/${frenchId}/`, STAFF)).json().translations).toEqual([
        expect.objectContaining({ id: flemish.id, status: 1 }),
      ]);
    } finally {
      await call('PATCH', `news/${flemish.id}/`, STAFF, { status: 2 });
    }
  });

  it('reads any version by its address, with links to the others', async () => {
    const flemish = (await page('news/?page_size=1', BE_OWNER)).results[0]!;
    const french = (await call('GET', `news/${flemish.translations[0]!.id}/`, BE_OWNER)).json() as Item;
    expect(french.language?.code).toBe('fr-BE');
    expect(french.translations).toEqual([
      expect.objectContaining({
        id: flemish.id,
        title: flemish.title,
        status: 2,
        language: expect.objectContaining({ code: 'nl-BE' }),
      }),
    ]);
  });

  it('sees items without a language whatever their language', async () => {
    const created = await call('POST', 'news/', STAFF, {
      title: 'Voor iedereen / Pour tous',
      status: 2,
      country: belgium,
      language: null,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await page('news/?page_size=100', BE_OWNER)).results.some((item) => item.id === id)).toBe(true);
    await speak('fr-BE');
    expect((await page('news/?page_size=100', BE_OWNER)).results.some((item) => item.id === id)).toBe(true);
    await call('DELETE', `news/${id}/`, STAFF);
  });

  it('applies the rule to events and to staff asking for a member’s view', async () => {
    const events = await page('events/?scope=upcoming&page_size=100', BE_OWNER);
    expect(events.count).toBeGreaterThan(0);
    expect(codes(events.results)).toEqual(['nl-BE']);
    const staffView = await page(`news/?country=${belgium}&published=true&page_size=100`, STAFF);
    expect(staffView.results.every((item) => item.translations.length === 1)).toBe(true);
    expect(new Set(staffView.results.map((item) => item.language?.code)).size).toBe(1);
  });
});

describe('staff lists', () => {
  it('show every version with its language and linked translations', async () => {
    const everything = await belgianNews();
    const flemish = everything.filter((item) => item.language?.code === 'nl-BE');
    const french = everything.filter((item) => item.language?.code === 'fr-BE');
    expect(flemish.length).toBe(french.length);
    for (const item of everything) expect(item.translations).toHaveLength(1);
    expect((await page(`news/?country=${belgium}`, STAFF)).count).toBe(everything.length);
  });
});

describe('the read cache', () => {
  it("keeps staff's lists apart from members' and shows staff's own writes at once", async () => {
    const cached = await createTestApp({ env: { READ_CACHE_TTL_MS: '60000' } });
    try {
      const read = async (as: string) =>
        ((await cached.call({ url: '/api/v1/news/?page_size=100', as })).json() as Page).results;
      const before = await read(STAFF);
      expect(before.some((item) => item.country.id !== belgium)).toBe(true);
      // The member asks the same address after staff did: only Belgium's published news.
      expect((await read(BE_OWNER)).every((item) => item.country.id === belgium)).toBe(true);
      const created = await cached.call({
        method: 'POST',
        url: '/api/v1/news/',
        as: STAFF,
        payload: { status: 1, country: belgium, title: 'Kladversie', language: lang['nl-BE'] },
      });
      expect(created.statusCode).toBe(201);
      const after = await read(STAFF);
      expect(after.map((item) => item.id)).toContain((created.json() as Item).id);
    } finally {
      await cached.close();
    }
  });

  it('keeps members of one country but different languages apart', async () => {
    const cached = await createTestApp({ env: { READ_CACHE_TTL_MS: '60000' } });
    try {
      const [owner] = await cached.db.select().from(users).where(eq(users.email, BE_OWNER));
      const { id: _id, ...rest } = owner!;
      await cached.db.insert(users).values({ ...rest, email: 'be.french@vetnet.example', languageId: lang['fr-BE']! });
      const read = async (as: string) =>
        ((await cached.call({ url: '/api/v1/news/?page_size=100', as })).json() as Page).results;
      expect(codes(await read(BE_OWNER))).toEqual(['nl-BE']);
      expect(codes(await read('be.french@vetnet.example'))).toEqual(['fr-BE']);
    } finally {
      await cached.close();
    }
  });
});

/** Groups with fewer than two items: there should never be any. */
async function loneGroups(): Promise<number[]> {
  const groups = await t.db.select().from(contentTranslationGroups);
  const items = await t.db.select({ group: contentItems.translationGroupId }).from(contentItems);
  return groups.map((group) => group.id).filter((id) => items.filter((item) => item.group === id).length < 2);
}

describe('linking translations', () => {
  async function create(fields: Record<string, unknown>, type = 'news'): Promise<Item> {
    const response = await call('POST', `${type}/`, STAFF, { status: 2, country: belgium, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('makes the group exactly the item and the ones named, and unlinks', async () => {
    const nl = await create({ title: 'Nieuwe tekst', language: lang['nl-BE'] });
    const fr = await create({ title: 'Nouveau texte', language: lang['fr-BE'], translations: [nl.id] });
    expect(fr.translations.map((other) => other.id)).toEqual([nl.id]);
    expect(((await call('GET', `news/${nl.id}/`, STAFF)).json() as Item).translations.map((other) => other.id)).toEqual(
      [fr.id],
    );

    const en = await create({ title: 'New text', language: lang.en, translations: [nl.id, fr.id] });
    expect(en.translations.map((other) => other.language?.code)).toEqual(['nl-BE', 'fr-BE']);

    // Leaving one out unlinks it; a PATCH without `translations` keeps the links.
    const patched = await call('PATCH', `news/${en.id}/`, STAFF, { translations: [nl.id] });
    expect((patched.json() as Item).translations.map((other) => other.id)).toEqual([nl.id]);
    expect(((await call('GET', `news/${fr.id}/`, STAFF)).json() as Item).translations).toEqual([]);
    expect(
      ((await call('PATCH', `news/${en.id}/`, STAFF, { title: 'New text 2' })).json() as Item).translations,
    ).toHaveLength(1);

    expect(((await call('PATCH', `news/${en.id}/`, STAFF, { translations: [] })).json() as Item).translations).toEqual(
      [],
    );
    const groups = await t.db.select().from(contentItems).where(eq(contentItems.id, nl.id));
    expect(groups[0]?.translationGroupId).toBeNull();
    expect(await loneGroups()).toEqual([]);
    for (const item of [nl, fr, en]) await call('DELETE', `news/${item.id}/`, STAFF);
  });

  it('drops the link of the last other version when an item is deleted', async () => {
    const nl = await create({ title: 'Te verwijderen', language: lang['nl-BE'] });
    const fr = await create({ title: 'À supprimer', language: lang['fr-BE'], translations: [nl.id] });
    expect((await call('DELETE', `news/${fr.id}/`, STAFF)).statusCode).toBe(204);
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, nl.id));
    expect(row?.translationGroupId).toBeNull();
    expect(await loneGroups()).toEqual([]);
    await call('DELETE', `news/${nl.id}/`, STAFF);
  });

  it('refuses links of another type, country or the same language, every error at once', async () => {
    const nl = await create({ title: 'Origineel', language: lang['nl-BE'] });
    const nl2 = await create({ title: 'Nog een', language: lang['nl-BE'] });
    const fr = await create({ title: 'Original', language: lang['fr-BE'] });
    const fr2 = await create({ title: 'Encore un', language: lang['fr-BE'] });
    const none = await create({ title: 'Sans langue', language: null });
    const event = (await page(`events/?country=${belgium}&page_size=1`, STAFF)).results[0]!;
    const swedish = (await page(`news/?country=${sweden}&page_size=1`, STAFF)).results[0]!;

    const refused = await call('PATCH', `news/${nl.id}/`, STAFF, {
      translations: [event.id, swedish.id, nl2.id, none.id, nl.id, 999999],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      translations: [
        'An item cannot be a translation of itself.',
        `Invalid pk "${event.id}" - object does not exist.`,
        `Item ${swedish.id} belongs to another country.`,
        `Item ${nl2.id} is in the same language as this item.`,
        `Item ${none.id} has no language.`,
        'Invalid pk "999999" - object does not exist.',
      ],
    });
    const twice = await call('PATCH', `news/${nl.id}/`, STAFF, { translations: [fr.id, fr2.id] });
    expect(twice.json()).toEqual({ translations: [`Items ${fr.id} and ${fr2.id} are in the same language.`] });
    const unnamed = await call('PATCH', `news/${none.id}/`, STAFF, { translations: [fr.id] });
    expect(unnamed.json()).toEqual({ translations: ["Set this item's language before linking translations."] });

    // Once linked, the item keeps its country and a language of its own.
    expect((await call('PATCH', `news/${nl.id}/`, STAFF, { translations: [fr.id] })).statusCode).toBe(200);
    expect((await call('PATCH', `news/${nl.id}/`, STAFF, { language: lang['fr-BE'] })).json()).toEqual({
      language: [`Item ${fr.id}, a translation of this item, is in this language already.`],
    });
    expect((await call('PATCH', `news/${nl.id}/`, STAFF, { language: null })).json()).toEqual({
      language: ['An item with translations needs a language.'],
    });
    expect((await call('PATCH', `news/${nl.id}/`, STAFF, { country: sweden, language: null })).json()).toEqual({
      country: ["Unlink the item's translations before moving it to another country."],
      language: ['An item with translations needs a language.'],
    });
    // Members may not link.
    expect((await call('PATCH', `news/${nl.id}/`, OWNER, { translations: [] })).statusCode).toBe(403);
    for (const item of [nl, nl2, fr, fr2, none]) await call('DELETE', `news/${item.id}/`, STAFF);
  });
});

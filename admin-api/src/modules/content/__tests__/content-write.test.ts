import { eq } from 'drizzle-orm';
import { contentItems } from '../../../db/schema/content';
import { CONTRIBUTOR, countryIds, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let sweden: number;
let denmark: number;
let germany: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ se: sweden = 0, dk: denmark = 0, de: germany = 0 } = await countryIds(t));
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', path: string, as: string | undefined, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, ...(as ? { as } : {}), ...(payload ? { payload } : {}) });

async function categoryIds(type: string): Promise<number[]> {
  return ((await call('GET', `${type}/categories/`, STAFF)).json() as { id: number }[]).map((c) => c.id);
}

async function tagIds(): Promise<number[]> {
  return ((await call('GET', 'tags/', STAFF)).json() as { id: number }[]).map((c) => c.id);
}

describe('writes are staff-only', () => {
  it('answers 401 without a session and 403 to members, before looking the id up', async () => {
    const [existing] = (await call('GET', 'news/', OWNER)).json().results as { id: number }[];
    const attempts: ['POST' | 'PATCH' | 'DELETE', string][] = [
      ['POST', 'news/'],
      ['PATCH', `news/${existing?.id}/`],
      ['DELETE', `news/${existing?.id}/`],
      ['PATCH', 'news/999999/'],
      ['DELETE', 'events/999999/'],
      ['POST', 'wikis/categories/'],
      ['POST', 'tags/'],
      ['POST', 'copy-content/'],
      ['DELETE', 'news-files/1/'],
    ];
    for (const [method, path] of attempts) {
      expect((await call(method, path, undefined, {})).statusCode).toBe(401);
      const response = await call(method, path, OWNER, { title: 'x', name: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await call('GET', `news/${existing?.id}/`, OWNER)).statusCode).toBe(200);
  });
});

describe('create, update, delete', () => {
  it('creates a draft with defaults from a title alone', async () => {
    const before = t.clock.now().getTime();
    const response = await call('POST', 'news/', STAFF, { title: '  Minimal  ' });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      title: 'Minimal',
      summary: '',
      body: '',
      status: 1,
      country: { id: sweden, code: 'se' },
      language: null,
      categories: [],
      tags: [],
      image: null,
      files: [],
      videoUrl: null,
      author: '',
    });
    expect(Date.parse(item.publishDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(item.createdAt).toBe(item.updatedAt);
    // A draft: members do not see it.
    expect((await call('GET', `news/${item.id}/`, OWNER)).statusCode).toBe(404);
  });

  it('creates a published item with every field, that members of its country then read', async () => {
    const [category] = await categoryIds('news');
    const [tagA, tagB] = await tagIds();
    const response = await call('POST', 'news/', STAFF, {
      title: 'Full article',
      summary: 'A teaser',
      body: '<h2>Heading</h2><p>Text with <strong>bold</strong></p>',
      status: 2,
      country: denmark,
      language: 2,
      publishDate: '2026-01-15T09:30:00+01:00',
      categories: [category],
      tags: [tagA, tagB, tagA],
      videoUrl: 'https://vimeo.com/76979871',
      author: 'Carl',
      ignored: 'read-only and unknown keys are ignored',
      id: 1,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      title: 'Full article',
      summary: 'A teaser',
      body: '<h2>Heading</h2><p>Text with <strong>bold</strong></p>',
      status: 2,
      country: { id: denmark, code: 'dk' },
      language: { id: 2, code: 'da' },
      publishDate: '2026-01-15T08:30:00Z',
      categories: [{ id: category, parentId: null }],
      videoUrl: 'https://vimeo.com/76979871',
      author: 'Carl',
    });
    expect(item.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([tagA, tagB].sort());
    expect((await call('GET', `news/${item.id}/`, CONTRIBUTOR)).json()).toEqual(item);
    expect((await call('GET', `news/${item.id}/`, OWNER)).statusCode).toBe(403);
  });

  it('answers every field error at once, DRF style, references included', async () => {
    const missing = await call('POST', 'news/', STAFF, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ title: ['This field is required.'] });

    const response = await call('POST', 'news/', STAFF, {
      title: '   ',
      status: 7,
      publishDate: 'tomorrow',
      country: 99999,
      categories: 'all',
      tags: [1.5],
      videoUrl: 'https://evil.example/video',
      summary: 'x'.repeat(501),
      image: 'cover.png',
      files: [99997],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['This field may not be blank.'],
      status: ['"7" is not a valid choice.'],
      publishDate: [
        'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      ],
      country: ['Invalid pk "99999" - object does not exist.'],
      categories: ['Expected a list of items but got type "str".'],
      tags: { 0: ['Incorrect type. Expected pk value, received number.'] },
      videoUrl: ['Enter a YouTube or Vimeo link.'],
      summary: ['Ensure this field has no more than 500 characters.'],
      image: ['Incorrect type. Expected pk value, received str.'],
      files: ['Invalid pk "99997" - object does not exist.'],
    });
    // On a PATCH the id is looked up first: an unknown item is a 404 whatever the body.
    expect((await call('PATCH', 'news/999999/', STAFF, { status: 7 })).statusCode).toBe(404);
    const bad = await call(
      'PATCH',
      'events/' + (await call('GET', 'events/?page_size=1', STAFF)).json().results[0].id + '/',
      STAFF,
      {
        startsAt: 'soon',
        endsAt: '2000-01-01T00:00:00Z',
        tags: [99999],
      },
    );
    expect(bad.json()).toEqual({
      startsAt: [
        'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      ],
      tags: ['Invalid pk "99999" - object does not exist.'],
    });
  });

  it('checks references: unknown ids, categories of another type, a language the country does not use', async () => {
    const [wikiCategory] = await categoryIds('wikis');
    const response = await call('POST', 'news/', STAFF, {
      title: 'Refs',
      categories: [wikiCategory, 99999],
      tags: [99999],
      language: 3, // German, not used in Sweden
      image: 99999,
      files: [99998],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      categories: [
        `Invalid pk "${wikiCategory}" - object does not exist.`,
        'Invalid pk "99999" - object does not exist.',
      ],
      tags: ['Invalid pk "99999" - object does not exist.'],
      language: ["This language is not used in the item's country."],
      image: ['Invalid pk "99999" - object does not exist.'],
      files: ['Invalid pk "99998" - object does not exist.'],
    });
    const unknownLanguage = await call('POST', 'news/', STAFF, { title: 'x', language: 999 });
    expect(unknownLanguage.json()).toEqual({ language: ['Invalid pk "999" - object does not exist.'] });
  });

  it('validates the type fields of events and services', async () => {
    const missing = await call('POST', 'events/', STAFF, { title: 'Event' });
    expect(missing.json()).toEqual({
      startsAt: ['This field is required.'],
      endsAt: ['This field is required.'],
      place: ['This field is required.'],
    });
    const reversed = await call('POST', 'events/', STAFF, {
      title: 'Event',
      startsAt: '2027-03-01T10:00:00Z',
      endsAt: '2027-03-01T09:00:00Z',
      place: 'Online',
      signUpUrl: 'javascript:alert(1)',
    });
    expect(reversed.json()).toEqual({
      signUpUrl: ['Enter a valid URL.'],
      endsAt: ['The end must not be before the start.'],
    });
    const ordered = await call('POST', 'events/', STAFF, {
      title: 'Event',
      startsAt: '2027-03-01T10:00:00Z',
      endsAt: '2027-03-01T09:00:00Z',
      place: 'Online',
    });
    expect(ordered.json()).toEqual({ endsAt: ['The end must not be before the start.'] });

    const created = await call('POST', 'events/', STAFF, {
      title: 'Course',
      startsAt: '2027-03-01T08:00:00+01:00',
      endsAt: '2027-03-01T16:00:00+01:00',
      place: 'Uppsala',
      signUpUrl: 'https://vetnet.example/sign-up',
      status: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      startsAt: '2027-03-01T07:00:00Z',
      endsAt: '2027-03-01T15:00:00Z',
      place: 'Uppsala',
      address: '',
      signUpUrl: 'https://vetnet.example/sign-up',
    });
    // A PATCH of one end is checked against the stored other one.
    const id = created.json().id;
    const early = await call('PATCH', `events/${id}/`, STAFF, { endsAt: '2027-02-28T00:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ endsAt: ['The end must not be before the start.'] });
    const moved = await call('PATCH', `events/${id}/`, STAFF, {
      endsAt: '2027-03-02T16:00:00Z',
      address: 'Ulls väg 26',
    });
    expect(moved.json()).toMatchObject({
      startsAt: '2027-03-01T07:00:00Z',
      endsAt: '2027-03-02T16:00:00Z',
      address: 'Ulls väg 26',
    });

    const service = await call('POST', 'services/', STAFF, {
      title: 'Insurance',
      contactEmail: 'not-an-address',
      websiteUrl: 'ftp://x.example',
    });
    expect(service.json()).toEqual({
      contactEmail: ['Enter a valid email address.'],
      websiteUrl: ['Enter a valid URL.'],
    });
    const good = await call('POST', 'services/', STAFF, {
      title: 'Insurance',
      contactName: 'Anna',
      contactEmail: 'anna@partner.example',
      websiteUrl: '',
    });
    expect(good.json()).toMatchObject({
      contactName: 'Anna',
      contactEmail: 'anna@partner.example',
      contactPhone: '',
      websiteUrl: null,
    });
  });

  it('updates what is sent, replaces the categories and tags, and answers 404 for an unknown id', async () => {
    const [first, second] = await categoryIds('wikis');
    const [tag] = await tagIds();
    const created = (await call('POST', 'wikis/', STAFF, { title: 'Wiki', categories: [first], tags: [tag] })).json();
    t.clock.advance(60_000);
    const patched = await call('PATCH', `wikis/${created.id}/`, STAFF, {
      title: 'Wiki 2',
      categories: [second],
      tags: [],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: created.id,
      title: 'Wiki 2',
      categories: [{ id: second }],
      tags: [],
      status: 1,
    });
    expect(Date.parse(patched.json().updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(patched.json().createdAt).toBe(created.createdAt);
    const nulls = await call('PATCH', `wikis/${created.id}/`, STAFF, { title: null, publishDate: null });
    expect(nulls.json()).toEqual({
      title: ['This field may not be null.'],
      publishDate: ['This field may not be null.'],
    });
    expect((await call('PATCH', 'wikis/999999/', STAFF, { title: 'x' })).statusCode).toBe(404);
    // The path's type matters: a wiki is not a news item.
    expect((await call('PATCH', `news/${created.id}/`, STAFF, { title: 'x' })).statusCode).toBe(404);
    const moved = await call('PATCH', `wikis/${created.id}/`, STAFF, { country: germany, language: 3 });
    expect(moved.json()).toMatchObject({ country: { code: 'de' }, language: { code: 'de' } });
    const wrong = await call('PATCH', `wikis/${created.id}/`, STAFF, { country: sweden });
    expect(wrong.json()).toEqual({ language: ["This language is not used in the item's country."] });
  });

  it('deletes an item', async () => {
    const created = (await call('POST', 'services/', STAFF, { title: 'Short-lived' })).json();
    const response = await call('DELETE', `services/${created.id}/`, STAFF);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `services/${created.id}/`, STAFF)).statusCode).toBe(404);
    expect((await call('DELETE', `services/${created.id}/`, STAFF)).statusCode).toBe(404);
  });

  it('answers 405 for methods a path does not serve', async () => {
    const response = await t.call({ method: 'PUT', url: '/api/v1/news/1/', as: STAFF, payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('PATCH');
    const files = await t.call({ method: 'GET', url: '/api/v1/news-files/', as: STAFF });
    expect(files.statusCode).toBe(405);
    expect(files.headers.allow).toBe('POST, OPTIONS');
    expect((await t.call({ method: 'DELETE', url: '/api/v1/tags/', as: STAFF })).statusCode).toBe(405);
  });
});

describe('rich text is sanitized on the way in', () => {
  it('stores hostile HTML harmless, on create and on update', async () => {
    const hostile =
      '<p onclick="steal()" style="color:red">Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">click</a><a href="data:text/html;base64,PHNjcmlwdD4=">data</a>' +
      '<img src="data:image/png;base64,iVBOR"><iframe src="https://evil.example/"></iframe><style>body{display:none}</style>' +
      '<svg onload="alert(4)"></svg><a href="https://ok.example" onmouseover="x()">ok</a>';
    const created = await call('POST', 'news/', STAFF, { title: 'Hostile', body: hostile, status: 2 });
    expect(created.statusCode).toBe(201);
    const body: string = created.json().body;
    expect(body).toBe('<p>Hello</p><a>click</a><a>data</a><a href="https://ok.example">ok</a>');
    const [stored] = await t.db
      .select({ body: contentItems.body })
      .from(contentItems)
      .where(eq(contentItems.id, created.json().id));
    expect(stored?.body).toBe(body);
    const updated = await call('PATCH', `news/${created.json().id}/`, STAFF, {
      body: '<p>ok</p><img src=x onerror=alert(1)>',
    });
    expect(updated.json().body).toBe('<p>ok</p>');
    expect((await call('GET', `news/${created.json().id}/`, OWNER)).json().body).toBe('<p>ok</p>');
  });
});

describe('tags and categories', () => {
  it('lets staff create tags, unique in any letter case', async () => {
    const created = await call('POST', 'tags/', STAFF, { name: '  Ophthalmology ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Ophthalmology' });
    expect((await call('GET', 'tags/', OWNER)).json()).toContainEqual(created.json());
    const duplicate = await call('POST', 'tags/', STAFF, { name: 'OPHTHALMOLOGY' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: ['tag with this name already exists.'] });
    expect((await call('POST', 'tags/', STAFF, { name: '' })).json()).toEqual({
      name: ['This field may not be blank.'],
    });
  });

  it('lets staff add categories: subcategories in the wiki tree only', async () => {
    const wiki: { id: number; name: string; parentId: number | null }[] = (
      await call('GET', 'wikis/categories/', STAFF)
    ).json();
    const clinical = wiki.find((c) => c.name === 'Clinical');
    const created = await call('POST', 'wikis/categories/', STAFF, { name: 'Cardiology', parentId: clinical?.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), code: null, name: 'Cardiology', parentId: clinical?.id });
    const after: { id: number; parentId: number | null }[] = (await call('GET', 'wikis/categories/', OWNER)).json();
    const index = after.findIndex((c) => c.id === created.json().id);
    expect(after.slice(0, index).map((c) => c.id)).toContain(clinical?.id);
    expect(
      (await call('POST', 'wikis/categories/', STAFF, { name: 'cardiology', parentId: clinical?.id })).json(),
    ).toEqual({
      name: ['A category with this name already exists.'],
    });
    expect((await call('POST', 'wikis/categories/', STAFF, { name: 'X', parentId: 99999 })).json()).toEqual({
      parentId: ['Invalid pk "99999" - object does not exist.'],
    });
    const flat = await call('POST', 'news/categories/', STAFF, { name: 'Campaigns', parentId: clinical?.id });
    expect(flat.json()).toMatchObject({ name: 'Campaigns', parentId: null });
  });

  it('keeps the code staff give a new category, unique per type, and answers it with the category', async () => {
    const created = await call('POST', 'services/categories/', STAFF, { code: 'cleaning', name: 'Cleaning' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), code: 'cleaning', name: 'Cleaning', parentId: null });
    expect((await call('GET', 'services/categories/', OWNER)).json()).toContainEqual(created.json());
    // Another type may use the same code; the same type may not.
    expect((await call('POST', 'news/categories/', STAFF, { code: 'cleaning', name: 'Cleaning' })).statusCode).toBe(
      201,
    );
    const taken = await call('POST', 'services/categories/', STAFF, { code: 'cleaning', name: 'Cleaning 2' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: ['A category with this code already exists.'] });
    expect((await call('POST', 'services/categories/', STAFF, { code: 'a b', name: 'Spaces' })).json()).toEqual({
      code: ['Use letters, digits, "-" and "_" only.'],
    });
    // Without a code (or a null one) several categories of a type coexist.
    for (const name of ['Plain one', 'Plain two']) {
      const plain = await call('POST', 'services/categories/', STAFF, { name, code: null });
      expect(plain.json()).toMatchObject({ code: null, name });
    }
  });
});

describe('POST copy-content/', () => {
  it('copies an item as a draft to each country, with its categories, tags and type fields', async () => {
    const [category] = await categoryIds('events');
    const [tag] = await tagIds();
    const source = (
      await call('POST', 'events/', STAFF, {
        title: 'Conference',
        body: '<p>Programme</p>',
        status: 2,
        language: 14,
        categories: [category],
        tags: [tag],
        startsAt: '2027-05-01T08:00:00Z',
        endsAt: '2027-05-02T16:00:00Z',
        place: 'Stockholm',
        videoUrl: 'https://youtu.be/ScMzIvxBSi4',
      })
    ).json();
    t.clock.advance(5_000);
    const response = await call('POST', 'copy-content/', STAFF, {
      type: 'events',
      id: source.id,
      countries: [denmark, germany],
    });
    expect(response.statusCode).toBe(201);
    const { created } = response.json();
    expect(created).toEqual([
      { id: expect.any(Number), country: denmark },
      { id: expect.any(Number), country: germany },
    ]);
    for (const { id, country } of created as { id: number; country: number }[]) {
      const copy = (await call('GET', `events/${id}/`, STAFF)).json();
      expect(copy).toMatchObject({
        title: 'Conference',
        body: '<p>Programme</p>',
        status: 1,
        country: { id: country },
        language: null, // Swedish is not used in Denmark or Germany
        categories: [{ id: category }],
        tags: [{ id: tag }],
        startsAt: '2027-05-01T08:00:00Z',
        endsAt: '2027-05-02T16:00:00Z',
        place: 'Stockholm',
        videoUrl: 'https://youtu.be/ScMzIvxBSi4',
      });
      expect(Date.parse(copy.publishDate)).toBe(Math.floor(t.clock.now().getTime()));
    }
    // Drafts: the Danish member sees nothing until staff publish the copy.
    const danish = created[0].id;
    expect((await call('GET', `events/${danish}/`, CONTRIBUTOR)).statusCode).toBe(404);
    await call('PATCH', `events/${danish}/`, STAFF, { status: 2 });
    expect((await call('GET', `events/${danish}/`, CONTRIBUTOR)).statusCode).toBe(200);
    // The original is untouched.
    expect((await call('GET', `events/${source.id}/`, STAFF)).json()).toMatchObject({
      status: 2,
      country: { id: sweden },
    });
    // A copy to a country that uses the language keeps it.
    const same = (
      await call('POST', 'copy-content/', STAFF, { type: 'events', id: source.id, countries: [sweden] })
    ).json();
    expect((await call('GET', `events/${same.created[0].id}/`, STAFF)).json().language).toMatchObject({ code: 'sv' });
  });

  it('answers field errors', async () => {
    const [item] = (await call('GET', 'news/', STAFF)).json().results as { id: number }[];
    expect(
      (await call('POST', 'copy-content/', STAFF, { type: 'forum', id: item?.id, countries: [denmark] })).json(),
    ).toEqual({
      type: ['"forum" is not a valid choice.'],
    });
    expect(
      (await call('POST', 'copy-content/', STAFF, { type: 'news', id: 999999, countries: [denmark, 99999] })).json(),
    ).toEqual({
      id: ['Invalid pk "999999" - object does not exist.'],
      countries: ['Invalid pk "99999" - object does not exist.'],
    });
    expect(
      (await call('POST', 'copy-content/', STAFF, { type: 'wikis', id: item?.id, countries: [denmark] })).json(),
    ).toEqual({
      id: [`Invalid pk "${item?.id}" - object does not exist.`],
    });
    expect((await call('POST', 'copy-content/', STAFF, { type: 'news', id: item?.id, countries: [] })).json()).toEqual({
      countries: ['This list may not be empty.'],
    });
    expect((await call('POST', 'copy-content/', STAFF, {})).json()).toEqual({
      type: ['This field is required.'],
      id: ['This field is required.'],
      countries: ['This field is required.'],
    });
  });
});

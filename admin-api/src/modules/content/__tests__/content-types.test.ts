// The registry as a plug-in point: a test-only registry adds types that use every field kind, a
// parent/child pair and a route of their own, beside the production types.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { CONTENT_TYPES, NEWS } from '../../../content-types';
import { contentFiles, contentItems } from '../../../db/schema/content';
import { parseFields } from '../../../http/validation';
import { FEATURE } from '../../../rules/features';
import { createDiskStorage, newStorageKey } from '../../../storage/storage';
import { createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { checkRegistry, type ContentType } from '../content-type';
import { itemSchema } from '../input';

const SHELVES: ContentType = {
  key: 'shelves',
  path: 'test-shelves',
  filesPath: 'test-shelf-files',
  feature: FEATURE.wiki,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['title'],
  fields: {
    pages: { kind: 'number', min: 1, max: 5000 },
    weight: { kind: 'number', decimal: true, min: 0, max: 99.5 },
    lendable: { kind: 'boolean', default: true },
    archived: { kind: 'boolean' },
    size: { kind: 'choice', options: ['small', 'large'], default: 'small' },
    shade: { kind: 'choice', options: ['oak', 'pine'] },
    related: { kind: 'reference', type: 'news' },
  },
  extraRoutes: (app, ctx, type) => {
    app.get(`/${type.path}/:id/echo/`, async (request) => ({
      type: type.key,
      id: (request.params as { id: string }).id,
    }));
  },
};

const BOOKS: ContentType = {
  key: 'books',
  path: 'test-books',
  filesPath: 'test-book-files',
  feature: FEATURE.wiki,
  routes: true,
  categoryTree: false,
  fields: {},
  parent: { type: 'shelves', field: 'shelf', required: true },
};

let t: TestApp;
let newsId: number;

beforeAll(async () => {
  t = await createTestApp({ contentTypes: [...CONTENT_TYPES, SHELVES, BOOKS] });
  const [news] = (await call('GET', 'news/', STAFF)).json().results as { id: number }[];
  newsId = news?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', path: string, as: string | undefined, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, ...(as ? { as } : {}), ...(payload ? { payload } : {}) });

async function create(path: string, payload: object): Promise<Record<string, unknown> & { id: number }> {
  const response = await call('POST', path, STAFF, payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function rejected(path: string, payload: object): Promise<unknown> {
  const response = await call('POST', path, STAFF, payload);
  expect(response.statusCode).toBe(400);
  return response.json();
}

describe('field kinds', () => {
  it('gives unset fields their defaults', async () => {
    const shelf = await create('test-shelves/', { title: 'Defaults' });
    expect(shelf).toMatchObject({
      pages: null,
      weight: null,
      lendable: true,
      archived: false,
      size: 'small',
      shade: null,
      related: null,
    });
  });

  it('stores every kind and reads it back', async () => {
    const payload = {
      title: 'Full',
      pages: 120,
      weight: 2.25,
      lendable: false,
      archived: true,
      size: 'large',
      shade: 'oak',
      related: newsId,
    };
    const created = await create('test-shelves/', payload);
    expect(created).toMatchObject(payload);
    expect((await call('GET', `test-shelves/${created.id}/`, STAFF)).json()).toMatchObject(payload);
    const patched = await call('PATCH', `test-shelves/${created.id}/`, STAFF, {
      pages: 7,
      shade: null,
      related: null,
      lendable: true,
    });
    expect(patched.json()).toMatchObject({
      pages: 7,
      weight: 2.25,
      shade: null,
      related: null,
      lendable: true,
      size: 'large',
    });
  });

  it('answers DRF messages for numbers', async () => {
    expect(await rejected('test-shelves/', { title: 'x', pages: 'many', weight: 'heavy' })).toEqual({
      pages: ['A valid integer is required.'],
      weight: ['A valid number is required.'],
    });
    expect(await rejected('test-shelves/', { title: 'x', pages: 1.5, weight: 99.6 })).toEqual({
      pages: ['A valid integer is required.'],
      weight: ['Ensure this value is less than or equal to 99.5.'],
    });
    expect(await rejected('test-shelves/', { title: 'x', pages: 0, weight: -1 })).toEqual({
      pages: ['Ensure this value is greater than or equal to 1.'],
      weight: ['Ensure this value is greater than or equal to 0.'],
    });
  });

  it('answers DRF messages for booleans and choices', async () => {
    expect(
      await rejected('test-shelves/', { title: 'x', lendable: 'yes', archived: null, size: 'medium', shade: 3 }),
    ).toEqual({
      lendable: ['Must be a valid boolean.'],
      archived: ['This field may not be null.'],
      size: ['"medium" is not a valid choice.'],
      shade: ['"3" is not a valid choice.'],
    });
  });

  it('checks that a reference names an item of its type', async () => {
    const [wiki] = (await call('GET', 'wikis/', STAFF)).json().results as { id: number }[];
    expect(await rejected('test-shelves/', { title: 'x', related: 999999 })).toEqual({
      related: ['Invalid pk "999999" - object does not exist.'],
    });
    expect(await rejected('test-shelves/', { title: 'x', related: wiki?.id })).toEqual({
      related: [`Invalid pk "${wiki?.id}" - object does not exist.`],
    });
    expect(await rejected('test-shelves/', { title: 'x', related: '5' })).toEqual({
      related: ['Incorrect type. Expected pk value, received str.'],
    });
  });

  it('orders by number fields', async () => {
    for (const pages of [30, 10, 20]) await create('test-shelves/', { title: `Ordered ${pages}`, pages });
    const titles = async (ordering: string) =>
      (
        (await call('GET', `test-shelves/?title=Ordered&ordering=${ordering}`, STAFF)).json().results as {
          title: string;
        }[]
      ).map((item) => item.title);
    expect(await titles('pages')).toEqual(['Ordered 10', 'Ordered 20', 'Ordered 30']);
    expect(await titles('-pages')).toEqual(['Ordered 30', 'Ordered 20', 'Ordered 10']);
  });
});

describe('parent and child types', () => {
  it('requires the parent, of the parent type', async () => {
    expect(await rejected('test-books/', { title: 'Orphan' })).toEqual({ shelf: ['This field is required.'] });
    expect(await rejected('test-books/', { title: 'Wrong parent', shelf: newsId })).toEqual({
      shelf: [`Invalid pk "${newsId}" - object does not exist.`],
    });
    const shelf = await create('test-shelves/', { title: 'Parent' });
    const book = await create('test-books/', { title: 'Child', shelf: shelf.id });
    expect((await call('PATCH', `test-books/${book.id}/`, STAFF, { shelf: null })).json()).toEqual({
      shelf: ['This field may not be null.'],
    });
  });

  it('places new children last, lists them by position and filters by parent', async () => {
    const shelf = await create('test-shelves/', { title: 'Shelf A' });
    const other = await create('test-shelves/', { title: 'Shelf B' });
    const first = await create('test-books/', { title: 'Zebra', shelf: shelf.id });
    const second = await create('test-books/', { title: 'Apple', shelf: shelf.id });
    const elsewhere = await create('test-books/', { title: 'Elsewhere', shelf: other.id });
    expect([first.position, second.position, elsewhere.position]).toEqual([0, 1, 0]);
    expect(first.shelf).toBe(shelf.id);

    const titles = async (query: string) =>
      ((await call('GET', `test-books/?${query}`, STAFF)).json().results as { title: string }[]).map(
        (item) => item.title,
      );
    expect(await titles(`shelf=${shelf.id}`)).toEqual(['Zebra', 'Apple']);
    await call('PATCH', `test-books/${second.id}/`, STAFF, { position: -1 }).then((response) => {
      expect(response.json()).toEqual({ position: ['Ensure this value is greater than or equal to 0.'] });
    });
    await call('PATCH', `test-books/${first.id}/`, STAFF, { position: 5 });
    expect(await titles(`shelf=${shelf.id}`)).toEqual(['Apple', 'Zebra']);
    expect(await titles(`shelf=${shelf.id}&ordering=-title`)).toEqual(['Zebra', 'Apple']);

    // Moved to another parent without a position: last there.
    const moved = (await call('PATCH', `test-books/${second.id}/`, STAFF, { shelf: other.id })).json();
    expect(moved).toMatchObject({ shelf: other.id, position: 1 });
    expect(await titles(`shelf=${other.id}`)).toEqual(['Elsewhere', 'Apple']);
    const placed = await create('test-books/', { title: 'Placed', shelf: other.id, position: 0 });
    expect(placed.position).toBe(0);

    const unknown = await call('GET', 'test-books/?shelf=999999', STAFF);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ shelf: ['Select a valid choice. 999999 is not one of the available choices.'] });
  });

  it('lets members filter only by parents they may read', async () => {
    const draft = await create('test-shelves/', { title: 'Draft shelf' });
    const published = await create('test-shelves/', {
      title: 'Published shelf',
      status: 2,
      publishDate: '2020-01-01T00:00:00Z',
    });
    await create('test-books/', {
      title: 'Public book',
      shelf: published.id,
      status: 2,
      publishDate: '2020-01-01T00:00:00Z',
    });
    const mine = await call('GET', `test-books/?shelf=${published.id}`, OWNER);
    expect(mine.statusCode).toBe(200);
    expect((mine.json().results as { title: string }[]).map((item) => item.title)).toEqual(['Public book']);
    const hidden = await call('GET', `test-books/?shelf=${draft.id}`, OWNER);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({
      shelf: [`Select a valid choice. ${draft.id} is not one of the available choices.`],
    });
    expect((await call('GET', `test-books/?shelf=${draft.id}`, STAFF)).statusCode).toBe(200);
  });

  it('deletes the children with their parent', async () => {
    const shelf = await create('test-shelves/', { title: 'Doomed' });
    const books = [
      await create('test-books/', { title: 'One', shelf: shelf.id }),
      await create('test-books/', { title: 'Two', shelf: shelf.id }),
    ];
    expect((await call('DELETE', `test-shelves/${shelf.id}/`, STAFF)).statusCode).toBe(204);
    for (const book of books) expect((await call('GET', `test-books/${book.id}/`, STAFF)).statusCode).toBe(404);
    expect(await t.db.select().from(contentItems).where(eq(contentItems.parentId, shelf.id))).toEqual([]);
  });

  it("deletes the stored files of the children with their parent's", async () => {
    const shelf = await create('test-shelves/', { title: 'With files' });
    const book = await create('test-books/', { title: 'Attached', shelf: shelf.id });
    const key = newStorageKey();
    await createDiskStorage(t.uploadsDir).put(key, Buffer.from('%PDF-1.4 child'), 'application/pdf');
    await t.db.insert(contentFiles).values({
      type: 'books',
      itemId: book.id,
      storageKey: key,
      name: 'child.pdf',
      size: 14,
      contentType: 'application/pdf',
    });
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(true);
    expect((await call('DELETE', `test-shelves/${shelf.id}/`, STAFF)).statusCode).toBe(204);
    expect(existsSync(path.join(t.uploadsDir, key))).toBe(false);
    expect(await t.db.select().from(contentFiles).where(eq(contentFiles.storageKey, key))).toEqual([]);
  });

  it('copies top-level types only', async () => {
    const shelf = await create('test-shelves/', { title: 'Copied' });
    const book = await create('test-books/', { title: 'Not copied', shelf: shelf.id });
    const response = await call('POST', 'copy-content/', STAFF, { type: 'books', id: book.id, countries: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: ['"books" is not a valid choice.'] });
  });
});

describe('extraRoutes', () => {
  it("serves a type's own routes behind the content plugin's authentication", async () => {
    expect((await call('GET', 'test-shelves/12/echo/', OWNER)).json()).toEqual({ type: 'shelves', id: '12' });
    expect((await call('GET', 'test-shelves/12/echo/', undefined)).statusCode).toBe(401);
  });

  it("serves the handbooks list in the spec's {data, count} shape", async () => {
    const response = await call('GET', 'wiki/handbooks/', STAFF);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['data', 'count']);
  });
});

describe('required fields of every kind', () => {
  const STRICT: ContentType = {
    ...SHELVES,
    key: 'strict',
    fields: {
      count: { kind: 'number', required: true },
      grade: { kind: 'choice', options: ['a', 'b'], required: true },
      source: { kind: 'reference', type: 'news', required: true },
    },
  };

  it('are required on create and may not be null on update', () => {
    const required = ['This field is required.'];
    expect(parseFields(itemSchema(STRICT, true), { title: 'x' }).errors).toEqual({
      count: required,
      grade: required,
      source: required,
    });
    const notNull = ['This field may not be null.'];
    expect(parseFields(itemSchema(STRICT, false), { count: null, grade: null, source: null }).errors).toEqual({
      count: notNull,
      grade: notNull,
      source: notNull,
    });
    expect(parseFields(itemSchema(STRICT, false), {}).errors).toEqual({});
  });
});

describe('checkRegistry', () => {
  it('accepts the production registry and the test types', () => {
    expect(() => checkRegistry([...CONTENT_TYPES, SHELVES, BOOKS])).not.toThrow();
  });

  it('refuses declarations that could not work', () => {
    expect(() => checkRegistry([NEWS, NEWS])).toThrow('declared twice');
    expect(() => checkRegistry([BOOKS])).toThrow('parent names no type shelves');
    expect(() => checkRegistry([{ ...NEWS, fields: { link: { kind: 'reference', type: 'nope' } } }])).toThrow(
      'names no type nope',
    );
    expect(() => checkRegistry([{ ...NEWS, fields: { title: { kind: 'boolean' } } }])).toThrow('hides a common field');
    expect(() =>
      checkRegistry([{ ...NEWS, fields: { size: { kind: 'choice', options: ['a'], default: 'b' } } }]),
    ).toThrow('default is not an option');
    expect(() => checkRegistry([{ ...NEWS, parent: { type: 'news', field: 'up', required: false } }])).toThrow(
      'its own parent',
    );
  });
});

import { FIXTURE_OWNER, createPurchasingTestApp } from '../../../test-support/purchasing-fixture';
import { CONTRIBUTOR, countryIds, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { api, insertDiscovery, insertPartner, withoutPartnersFeature } from './partner-fixture';

type Listed = { id: number; title: string; buysFrom: boolean; supplierCode?: string; contactEmail?: string };

let t: TestApp;
let sweden: number;
let denmark: number;
let category: number;
let other: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t } = await createPurchasingTestApp());
  ({ se: sweden = 0, dk: denmark = 0 } = await countryIds(t));
  // Alfa and Beta are the fixture member's suppliers (bought in July and August 2026), Charlie is not.
  ids.alfa = await insertPartner(t, { title: 'Alfa Partner', countryId: sweden, extra: { supplierCode: 'FIX-ALFA' } });
  ids.beta = await insertPartner(t, { title: 'beta Partner', countryId: sweden, extra: { supplierCode: 'FIX-BETA' } });
  ids.charlie = await insertPartner(t, {
    title: 'Charlie Partner',
    countryId: sweden,
    extra: { supplierCode: 'NOPE' },
  });
  ids.draft = await insertPartner(t, { title: 'Draft Partner', countryId: sweden, status: 1 });
  ids.danish = await insertPartner(t, { title: 'Dansk Partner', countryId: denmark });
  category = await insertDiscovery(t, 't-first', 0);
  other = await insertDiscovery(t, 't-second', 1);
  for (const id of Object.values(ids)) {
    const response = await t.call({
      method: 'PUT',
      url: api(`partners/${id}/discovery/`),
      as: STAFF,
      payload: { categories: [category] },
    });
    expect(response.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, as?: string) => t.call({ url: api(path), ...(as ? { as } : {}) });

describe('partners/specializations/', () => {
  it('answers exactly what partners/categories/ answers', async () => {
    const created = await t.call({
      method: 'POST',
      url: api('partners/categories/'),
      as: STAFF,
      payload: { name: 'Exotic animals (test)' },
    });
    expect(created.statusCode).toBe(201);
    const specializations = await get('partners/specializations/', OWNER);
    const categories = await get('partners/categories/', OWNER);
    expect(specializations.statusCode).toBe(200);
    expect(specializations.json()).toEqual(categories.json());
    expect(specializations.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Exotic animals (test)' })]),
    );
  });
});

describe('discovery categories', () => {
  it('counts the published partners of the member’s country; staff count every linked partner', async () => {
    const mine = (await get('partners/discovery/', OWNER)).json();
    const first = mine.find((row: { id: number }) => row.id === category);
    expect(first).toEqual({
      id: category,
      code: 't-first',
      name: 'Name t-first',
      description: 'About t-first',
      partnerCount: 3,
    });
    expect(mine.find((row: { id: number }) => row.id === other)?.partnerCount).toBe(0);
    const ours = mine.filter((row: { id: number }) => row.id === category || row.id === other);
    expect(ours.map((row: { id: number }) => row.id)).toEqual([category, other]);
    expect((await get(`partners/discovery/${category}/`, CONTRIBUTOR)).json().partnerCount).toBe(1);
    expect((await get(`partners/discovery/${category}/`, STAFF)).json().partnerCount).toBe(5);
    expect((await get('partners/discovery/999999/', OWNER)).statusCode).toBe(404);
  });

  it('lists a category’s partners the member can read, not-yet-used first, then by title', async () => {
    const page = (await get(`partners/discovery/${category}/partners/`, FIXTURE_OWNER)).json();
    expect(page.count).toBe(3);
    const results: Listed[] = page.results;
    expect(results.map((item) => [item.title, item.buysFrom])).toEqual([
      ['Charlie Partner', false],
      ['Alfa Partner', true],
      ['beta Partner', true],
    ]);
    // Private fields stay out of members' answers.
    expect(results.every((item) => !('supplierCode' in item) && !('contactEmail' in item))).toBe(true);

    const owner: Listed[] = (await get(`partners/discovery/${category}/partners/`, OWNER)).json().results;
    expect(owner.map((item) => [item.title, item.buysFrom])).toEqual([
      ['Alfa Partner', false],
      ['beta Partner', false],
      ['Charlie Partner', false],
    ]);
    const danish: Listed[] = (await get(`partners/discovery/${category}/partners/`, CONTRIBUTOR)).json().results;
    expect(danish.map((item) => item.id)).toEqual([ids.danish]);
  });

  it('pages the list (http/pagination) and lets staff see every partner', async () => {
    const first = (await get(`partners/discovery/${category}/partners/?page_size=2`, FIXTURE_OWNER)).json();
    expect(first.results.map((item: Listed) => item.title)).toEqual(['Charlie Partner', 'Alfa Partner']);
    expect(first.next).toContain('page=2');
    const second = (await get(`partners/discovery/${category}/partners/?page_size=2&page=2`, FIXTURE_OWNER)).json();
    expect(second.results.map((item: Listed) => item.title)).toEqual(['beta Partner']);
    expect((await get(`partners/discovery/${category}/partners/?page=9`, FIXTURE_OWNER)).statusCode).toBe(404);
    const staff = (await get(`partners/discovery/${category}/partners/?page_size=100`, STAFF)).json();
    expect(staff.count).toBe(5);
    expect(staff.results.find((item: Listed) => item.id === ids.alfa)?.supplierCode).toBe('FIX-ALFA');
  });
});

describe('staff edit discovery categories', () => {
  it('creates, changes and deletes a category with DRF field errors', async () => {
    const created = await t.call({
      method: 'POST',
      url: api('partners/discovery/'),
      as: STAFF,
      payload: { code: 't-new', name: 'New', position: 5 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({ id, code: 't-new', name: 'New', description: '', partnerCount: 0 });

    const duplicate = await t.call({
      method: 'POST',
      url: api('partners/discovery/'),
      as: STAFF,
      payload: { code: 't-new', name: 'X' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ code: ['partner discovery category with this code already exists.'] });
    const missing = await t.call({
      method: 'POST',
      url: api('partners/discovery/'),
      as: STAFF,
      payload: { code: 'a b' },
    });
    expect(missing.json()).toEqual({
      code: ['Use letters, digits, "-" and "_" only.'],
      name: ['This field is required.'],
    });

    const patched = await t.call({
      method: 'PATCH',
      url: api(`partners/discovery/${id}/`),
      as: STAFF,
      payload: { name: 'Renamed', description: 'Text' },
    });
    expect(patched.json()).toMatchObject({ id, code: 't-new', name: 'Renamed', description: 'Text' });
    expect(
      (await t.call({ method: 'PATCH', url: api('partners/discovery/999999/'), as: STAFF, payload: {} })).statusCode,
    ).toBe(404);

    expect((await t.call({ method: 'DELETE', url: api(`partners/discovery/${id}/`), as: STAFF })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: api(`partners/discovery/${id}/`), as: STAFF })).statusCode).toBe(404);
  });

  it('sets a partner’s categories and refuses unknown ids', async () => {
    const put = (id: number, categories: unknown, as = STAFF) =>
      t.call({ method: 'PUT', url: api(`partners/${id}/discovery/`), as, payload: { categories } });
    const both = await put(ids.charlie!, [other, category]);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual([
      { id: category, code: 't-first', name: 'Name t-first' },
      { id: other, code: 't-second', name: 'Name t-second' },
    ]);
    const unknown = await put(ids.charlie!, [category, 999999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ categories: ['Invalid pk "999999" - object does not exist.'] });
    expect((await put(999999, [category])).statusCode).toBe(404);
    expect((await get(`partners/discovery/${other}/`, OWNER)).json().partnerCount).toBe(1);
    await put(ids.charlie!, [category]);
  });
});

describe('copy-content/ of a partner', () => {
  it('puts each copy in the source’s discovery categories, without its sales reps', async () => {
    const rep = await t.call({
      method: 'POST',
      url: api('partner-sale-rep/'),
      as: STAFF,
      payload: { partner: ids.alfa, name: 'Sara Säljare', region: 'Stockholm', phone: '', email: '' },
    });
    expect(rep.statusCode).toBe(201);
    const copied = await t.call({
      method: 'POST',
      url: api('copy-content/'),
      as: STAFF,
      payload: { type: 'partners', id: ids.alfa, countries: [denmark] },
    });
    expect(copied.statusCode).toBe(201);
    const [copy] = copied.json().created as { id: number }[];
    const detail = (await get(`partners/${copy?.id}/`, STAFF)).json();
    expect(detail.discoveryCategories).toEqual([{ id: category, code: 't-first', name: 'Name t-first' }]);
    expect(detail.salesReps).toEqual([]);
  });
});

describe('who may', () => {
  it('answers 401 without a token and 403 without the Partners feature', async () => {
    expect((await get('partners/discovery/')).statusCode).toBe(401);
    expect((await get('partners/specializations/')).statusCode).toBe(401);
    await withoutPartnersFeature(t, sweden, async () => {
      for (const path of [
        'partners/discovery/',
        `partners/discovery/${category}/`,
        `partners/discovery/${category}/partners/`,
        'partners/specializations/',
      ]) {
        const response = await get(path, OWNER);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: 'This feature is not available to you.' });
      }
      expect((await get('partners/discovery/', STAFF)).statusCode).toBe(200);
    });
  });

  it('keeps writes to staff', async () => {
    const writes = [
      { method: 'POST' as const, url: api('partners/discovery/'), payload: { code: 'x', name: 'X' } },
      { method: 'PATCH' as const, url: api(`partners/discovery/${category}/`), payload: { name: 'X' } },
      { method: 'DELETE' as const, url: api(`partners/discovery/${category}/`) },
      { method: 'PUT' as const, url: api(`partners/${ids.alfa}/discovery/`), payload: { categories: [] } },
    ];
    for (const write of writes) expect((await t.call({ ...write, as: OWNER })).statusCode).toBe(403);
  });
});

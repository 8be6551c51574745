// The declaration options of issue 11 on a test-only type, through the HTTP API with the shared
// content cache on (so what members must not see is left out after the cache, not before): private
// fields, required e-mail and URL, running/upcoming scopes and the start field, members' scopes,
// related data, reference-field filters, and checkRegistry's refusals.
import { CAMPAIGNS, CONTENT_TYPES } from '../../../content-types';
import { FEATURE } from '../../../rules/features';
import { countryIds, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { checkRegistry, type ContentType, type RelatedViewer } from '../content-type';

const DAY = 24 * 60 * 60 * 1000;

const loaderCalls: { ids: readonly number[]; viewer: RelatedViewer }[] = [];

const OFFERS: ContentType = {
  key: 'offers',
  path: 'test-offers',
  filesPath: 'test-offer-files',
  feature: FEATURE.wiki,
  routes: true,
  categoryTree: false,
  defaultOrdering: ['-startsAt'],
  fields: {
    source: { kind: 'reference', type: 'news' },
    contact: { kind: 'email', required: true, private: true },
    link: { kind: 'url', required: true },
    note: { kind: 'text', max: 100, private: true },
    startsAt: { kind: 'datetime', required: true },
    endsAt: { kind: 'datetime', required: true },
  },
  // The campaigns' dates and scopes (running, upcoming, ended), on a type of the test's own.
  ordered: CAMPAIGNS.ordered,
  startField: 'startsAt',
  endField: 'endsAt',
  scopes: CAMPAIGNS.scopes,
  memberScopes: ['running', 'ended'],
  relatedFields: { names: ['seenBy'], in: 'detail' },
  related: async (_db, ids, viewer) => {
    loaderCalls.push({ ids, viewer });
    return new Map(ids.map((id) => [id, { seenBy: viewer.isStaff ? 'staff' : `member ${viewer.memberId}` }]));
  },
};

let t: TestApp;
let sweden: number;
let newsIds: number[];
const offer: Record<'running' | 'soon' | 'upcoming' | 'ended', number> = { running: 0, soon: 0, upcoming: 0, ended: 0 };

const call = (method: 'POST' | 'PATCH' | 'GET', path: string, as: string, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, as, ...(payload ? { payload } : {}) });
const at = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString();
const ids = (response: { json(): unknown }) =>
  (response.json() as { results: { id: number }[] }).results.map((item) => item.id);

async function create(title: string, startDays: number, endDays: number, extra: object = {}): Promise<number> {
  const response = await call('POST', 'test-offers/', STAFF, {
    title,
    status: 2,
    country: sweden,
    publishDate: at(-10),
    contact: 'offers@example.com',
    link: 'https://example.com/offer',
    note: 'internal',
    startsAt: at(startDays),
    endsAt: at(endDays),
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp({ contentTypes: [...CONTENT_TYPES, OFFERS], env: { READ_CACHE_TTL_MS: '600000' } });
  ({ se: sweden = 0 } = await countryIds(t));
  newsIds = ids(await call('GET', 'news/?page_size=2', STAFF));
  offer.running = await create('Running', -1, 5, { source: newsIds[0] });
  offer.soon = await create('Ends soon', -2, 1);
  offer.upcoming = await create('Upcoming', 2, 6);
  offer.ended = await create('Ended', -6, -2);
});
afterAll(async () => {
  await t.close();
});

describe('private fields', () => {
  it('are answered to staff and left out of every member answer, also after a staff read filled the cache', async () => {
    const staffDetail = (await call('GET', `test-offers/${offer.running}/`, STAFF)).json();
    expect(staffDetail).toMatchObject({ contact: 'offers@example.com', note: 'internal' });
    const detail = await call('GET', `test-offers/${offer.running}/`, OWNER);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: offer.running, link: 'https://example.com/offer' });
    expect(detail.json()).not.toHaveProperty('contact');
    expect(detail.json()).not.toHaveProperty('note');
    for (const as of [OWNER, OWNER]) {
      const list = (await call('GET', 'test-offers/', as)).json() as { results: object[] };
      expect(list.results.length).toBeGreaterThan(0);
      for (const item of list.results) {
        expect(item).not.toHaveProperty('contact');
        expect(item).not.toHaveProperty('note');
      }
    }
    expect((await call('GET', `test-offers/${offer.running}/`, STAFF)).json()).toMatchObject({
      contact: 'offers@example.com',
    });
    const staffList = (await call('GET', 'test-offers/?published=true', STAFF)).json() as { results: object[] };
    expect(staffList.results[0]).toHaveProperty('contact');
  });
});

describe('required e-mail and URL fields', () => {
  it('answer "This field is required." when absent on create and "may not be blank" when empty', async () => {
    const absent = await call('POST', 'test-offers/', STAFF, { title: 'x', startsAt: at(0), endsAt: at(1) });
    expect(absent.statusCode).toBe(400);
    expect(absent.json()).toEqual({ contact: ['This field is required.'], link: ['This field is required.'] });
    const empty = await call('POST', 'test-offers/', STAFF, {
      title: 'x',
      startsAt: at(0),
      endsAt: at(1),
      contact: '  ',
      link: '',
    });
    expect(empty.json()).toEqual({ contact: ['This field may not be blank.'], link: ['This field may not be blank.'] });
    const patched = await call('PATCH', `test-offers/${offer.running}/`, STAFF, { contact: '', link: null });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({
      contact: ['This field may not be blank.'],
      link: ['This field may not be null.'],
    });
    const invalid = await call('PATCH', `test-offers/${offer.running}/`, STAFF, { contact: 'no', link: 'ftp://x' });
    expect(invalid.json()).toEqual({ contact: ['Enter a valid email address.'], link: ['Enter a valid URL.'] });
  });
});

describe('scopes, the start field and members scopes', () => {
  it("gives members their first scope without ?scope=, in the scope's order", async () => {
    const response = await call('GET', 'test-offers/', OWNER);
    expect(ids(response)).toEqual([offer.soon, offer.running]);
    expect(ids(await call('GET', 'test-offers/?scope=ended', OWNER))).toEqual([offer.ended]);
  });

  it('refuses members a scope outside their list with a choice error', async () => {
    for (const scope of ['upcoming', 'nope']) {
      const response = await call('GET', `test-offers/?scope=${scope}`, OWNER);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        scope: [`Select a valid choice. ${scope} is not one of the available choices.`],
      });
    }
  });

  it('lets staff list every declared scope, or all items without one', async () => {
    expect(ids(await call('GET', 'test-offers/?scope=upcoming', STAFF))).toEqual([offer.upcoming]);
    expect(ids(await call('GET', 'test-offers/?scope=running', STAFF))).toEqual([offer.soon, offer.running]);
    expect(ids(await call('GET', 'test-offers/?scope=ended', STAFF))).toEqual([offer.ended]);
    expect(new Set(ids(await call('GET', 'test-offers/', STAFF)))).toEqual(new Set(Object.values(offer)));
    expect((await call('GET', 'test-offers/?scope=nope', STAFF)).statusCode).toBe(400);
  });

  it('hides an item from members before its start, as before a publish date', async () => {
    expect((await call('GET', `test-offers/${offer.upcoming}/`, OWNER)).statusCode).toBe(404);
    expect((await call('GET', `test-offers/${offer.upcoming}/`, STAFF)).statusCode).toBe(200);
    expect((await call('GET', `test-offers/${offer.ended}/`, OWNER)).statusCode).toBe(200);
    // Staff asking for the member's view do not get it either.
    expect(ids(await call('GET', 'test-offers/?published=true', STAFF))).not.toContain(offer.upcoming);
    const start = t.clock.now();
    t.clock.advance(3 * DAY);
    try {
      expect((await call('GET', `test-offers/${offer.upcoming}/`, OWNER)).statusCode).toBe(200);
      expect(ids(await call('GET', 'test-offers/', OWNER))).toEqual([offer.running, offer.upcoming]);
    } finally {
      t.clock.set(start);
    }
  });
});

describe('related data', () => {
  it("is loaded once per detail answer for the reader, and not for a detail-only type's lists", async () => {
    loaderCalls.length = 0;
    const member = (await call('GET', `test-offers/${offer.running}/`, OWNER)).json();
    expect(member.seenBy).toMatch(/^member \d+$/);
    expect(loaderCalls).toHaveLength(1);
    expect(loaderCalls[0]?.ids).toEqual([offer.running]);
    expect(loaderCalls[0]?.viewer).toMatchObject({ isStaff: false, countryId: sweden });
    expect((await call('GET', `test-offers/${offer.running}/`, STAFF)).json().seenBy).toBe('staff');

    loaderCalls.length = 0;
    const list = (await call('GET', 'test-offers/', OWNER)).json() as { results: object[] };
    expect(list.results[0]).not.toHaveProperty('seenBy');
    expect(loaderCalls).toHaveLength(0);
  });

  it("is part of staff's create and update answers", async () => {
    const created = await call('POST', 'test-offers/', STAFF, {
      title: 'Fresh',
      contact: 'a@example.com',
      link: 'https://example.com',
      startsAt: at(0),
      endsAt: at(1),
    });
    expect(created.json()).toMatchObject({ seenBy: 'staff', contact: 'a@example.com' });
    const patched = await call('PATCH', `test-offers/${created.json().id}/`, STAFF, { title: 'Fresher' });
    expect(patched.json()).toMatchObject({ seenBy: 'staff', title: 'Fresher' });
  });
});

describe('reference-field filters', () => {
  it('filter lists by the referenced id, for staff and members', async () => {
    for (const as of [STAFF, OWNER]) {
      expect(ids(await call('GET', `test-offers/?source=${newsIds[0]}`, as))).toEqual([offer.running]);
      expect(ids(await call('GET', `test-offers/?source=${newsIds[1]}`, as))).toEqual([]);
      const bad = await call('GET', 'test-offers/?source=abc', as);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ source: ['Select a valid choice. abc is not one of the available choices.'] });
    }
  });
});

describe('checkRegistry', () => {
  const refused = (type: Partial<ContentType>) => () => checkRegistry([...CONTENT_TYPES, { ...OFFERS, ...type }]);

  it('accepts the test type', () => {
    expect(() => checkRegistry([...CONTENT_TYPES, OFFERS])).not.toThrow();
  });

  it('refuses related fields named as common or own fields, and related without its names', () => {
    expect(refused({ relatedFields: { names: ['title'], in: 'detail' } })).toThrow('related field title');
    expect(refused({ relatedFields: { names: ['note'], in: 'detail' } })).toThrow('related field note');
    expect(refused({ relatedFields: undefined })).toThrow('declared together');
    expect(refused({ related: undefined })).toThrow('declared together');
  });

  it('refuses scopes and start fields the type cannot serve', () => {
    expect(refused({ memberScopes: ['past'] })).toThrow('names no scope past');
    expect(refused({ startField: undefined })).toThrow('needs');
    expect(refused({ startField: 'note' })).toThrow('not a datetime field');
  });
});

// Handbooks on the content platform: three levels and their order, the spec's `{data, count}`
// list with tags and full-text search, reordering, copying with children, who sees which part,
// the search within a handbook, the read mark and the PDF.
import { and, eq } from 'drizzle-orm';
import { SEARCH_MARK } from '../../../contract/forum';
import { contentItems } from '../../../db/schema/content';
import { isoUtc } from '../../../http/dates';
import { multipart } from '../../../test-support/multipart';
import { countryIds, CONTRIBUTOR, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { REORDER_MESSAGE } from '../../content/children';

type Part = { id: number; title: string; status: number; position: number; updatedAt: string };
type Chapter = Part & { sections: (Part & { files: unknown[] })[] };
type Handbook = { id: number; title: string; status: number; chapters: Chapter[]; lastReadAt: string | null };

let t: TestApp;
let sweden: number;
let denmark: number;
let memberHandbook: number;
let qualityHandbook: number;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, as: string, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, as, ...(payload ? { payload } : {}) });

async function ok<T>(method: 'GET' | 'POST' | 'PATCH', path: string, as: string, payload?: object): Promise<T> {
  const response = await call(method, path, as, payload);
  expect(response.statusCode).toBeLessThan(300);
  return response.json() as T;
}

const handbook = (id: number, as = OWNER) => ok<Handbook>('GET', `wiki/handbooks/${id}/`, as);
const titles = (parts: readonly { title: string }[]) => parts.map((part) => part.title);

beforeAll(async () => {
  t = await createTestApp();
  ({ se: sweden = 0, dk: denmark = 0 } = await countryIds(t));
  const list = await ok<{ data: { id: number; title: string }[] }>('GET', 'wiki/handbooks/', OWNER);
  memberHandbook = list.data.find((item) => item.title === 'Vetnets medlemshandbok')?.id ?? 0;
  qualityHandbook = list.data.find((item) => item.title.startsWith('Kvalitetshandbok'))?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('the list: {data, count}', () => {
  it("answers Sweden's two published handbooks to a member, every one to staff", async () => {
    const member = await ok<{ data: unknown[]; count: number }>('GET', 'wiki/handbooks/', OWNER);
    expect(member.count).toBe(2);
    expect(member.data).toHaveLength(2);
    expect(Object.keys(member).sort()).toEqual(['count', 'data']);
    expect((await ok<{ count: number }>('GET', 'wiki/handbooks/', STAFF)).count).toBe(3);
    expect(await ok('GET', 'wiki/handbooks/', CONTRIBUTOR)).toEqual({ data: [], count: 0 });
  });

  it('filters by tag', async () => {
    const { data } = await ok<{ data: { id: number; tags: { id: number; name: string }[] }[] }>(
      'GET',
      'wiki/handbooks/',
      OWNER,
    );
    const tag = data.find((item) => item.id === qualityHandbook)?.tags[0];
    expect(tag?.name).toBe('Kvalitet');
    const tagged = await ok<{ data: { id: number }[]; count: number }>('GET', `wiki/handbooks/?tags=${tag?.id}`, OWNER);
    expect(tagged).toMatchObject({ count: 1, data: [{ id: qualityHandbook }] });
  });

  it('serves the tags its handbooks use (spec §7 `wiki/handbooks/tags/`), as {data, count}', async () => {
    type Tags = { data: { id: number; name: string }[]; count: number };
    const { data: handbooks } = await ok<{ data: { tags: { id: number; name: string }[] }[] }>(
      'GET',
      'wiki/handbooks/',
      OWNER,
    );
    const used = [...new Map(handbooks.flatMap((item) => item.tags).map((tag) => [tag.id, tag])).values()];
    const member = await ok<Tags>('GET', 'wiki/handbooks/tags/', OWNER);
    expect(member.data.map((tag) => tag.id).sort()).toEqual(used.map((tag) => tag.id).sort());
    expect(member.data.map((tag) => tag.name)).toContain('Kvalitet');
    expect(member.count).toBe(member.data.length);
    // Only the handbooks' tags, not every tag of the portal.
    const all = await ok<unknown[]>('GET', 'tags/', OWNER);
    expect(member.count).toBeLessThan(all.length);
    expect((await ok<Tags>('GET', 'wiki/handbooks/tags/', STAFF)).count).toBeGreaterThanOrEqual(member.count);
    expect(await ok('GET', 'wiki/handbooks/tags/', CONTRIBUTOR)).toEqual({ data: [], count: 0 });
  });

  it('finds a handbook by the words of its sections, stemmed, and not by a draft section', async () => {
    const found = async (words: string, as = OWNER) =>
      (await ok<{ data: { id: number }[] }>('GET', `wiki/handbooks/?search=${encodeURIComponent(words)}`, as)).data.map(
        (item) => item.id,
      );
    expect(await found('autoklaven')).toEqual([memberHandbook]);
    expect(await found('avvikelser')).toEqual([qualityHandbook]);
    expect(await found('läkemedelsavfall')).toEqual([]);
    expect(await found('läkemedelsavfall', STAFF)).toEqual([memberHandbook]);
    expect(await found('zebrafink')).toEqual([]);
  });
});

describe('the handbook search of a member', () => {
  const found = async (words: string, as = OWNER) =>
    (await ok<{ data: { id: number }[] }>('GET', `wiki/handbooks/?search=${encodeURIComponent(words)}`, as)).data.map(
      (item) => item.id,
    );
  const part = async (title: string, parentId: number) => {
    const [row] = await t.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.title, title), eq(contentItems.parentId, parentId)));
    return row!;
  };

  it('does not match words of a section that is not published yet', async () => {
    const chapter = await part('Rutiner på kliniken', memberHandbook);
    const section = await part('Vaccinationsprotokoll', chapter.id);
    expect(await found('batchnummer')).toEqual([memberHandbook]);
    const nextWeek = new Date(t.clock.now().getTime() + 7 * 24 * 3600 * 1000);
    await t.db.update(contentItems).set({ publishDate: nextWeek }).where(eq(contentItems.id, section.id));
    try {
      expect(await found('batchnummer')).toEqual([]);
      expect(await found('batchnummer', STAFF)).toEqual([memberHandbook]);
    } finally {
      await t.db.update(contentItems).set({ publishDate: section.publishDate }).where(eq(contentItems.id, section.id));
    }
  });

  it('does not match words of a published section under a draft chapter', async () => {
    const chapter = await part('Rutiner på kliniken', memberHandbook);
    await t.db.update(contentItems).set({ status: 1 }).where(eq(contentItems.id, chapter.id));
    try {
      expect(await found('autoklaven')).toEqual([]);
      expect(await found('autoklaven', STAFF)).toEqual([memberHandbook]);
    } finally {
      await t.db.update(contentItems).set({ status: chapter.status }).where(eq(contentItems.id, chapter.id));
    }
  });
});

describe('the updated date', () => {
  type Listed = { id: number; updatedAt: string; changedAt: string };
  const listed = async (as = OWNER) =>
    (await ok<{ data: Listed[] }>('GET', 'wiki/handbooks/', as)).data.find((item) => item.id === memberHandbook)!;

  it('counts the published changes of its chapters and sections, in the list and the detail, not a draft’s', async () => {
    const staffView = await handbook(memberHandbook, STAFF);
    const sections = staffView.chapters.flatMap((chapter) => chapter.sections);
    const published = sections.find((section) => section.status === 2)!;
    const draft = sections.find((section) => section.status !== 2)!;
    const later = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000);
    const touch = (id: number, when: Date) =>
      t.db.update(contentItems).set({ updatedAt: when }).where(eq(contentItems.id, id));

    try {
      await touch(draft.id, later(20));
      const before = await listed();
      expect(before.changedAt).not.toBe(isoUtc(later(20)));
      expect(before.changedAt >= before.updatedAt).toBe(true);

      await touch(published.id, later(10));
      expect((await listed()).changedAt).toBe(isoUtc(later(10)));
      expect((await listed(STAFF)).changedAt).toBe(isoUtc(later(10)));
      expect((await ok<Listed>('GET', `wiki/handbooks/${memberHandbook}/`, OWNER)).changedAt).toBe(isoUtc(later(10)));
      expect((await listed()).updatedAt).toBe(before.updatedAt);
    } finally {
      // The parts' dates as they were: the reading tests below count what changed since a visit.
      await touch(draft.id, new Date(draft.updatedAt));
      await touch(published.id, new Date(published.updatedAt));
    }
  });
});

describe('three levels in their order', () => {
  it("gives a member the handbook's published chapters and sections in order, staff the drafts too", async () => {
    const member = await handbook(memberHandbook);
    expect(titles(member.chapters)).toEqual(['Välkommen till Vetnet', 'Inköp och avtal', 'Rutiner på kliniken']);
    expect(titles(member.chapters[2]?.sections ?? [])).toEqual([
      'Hygienrutiner i behandlingsrummet',
      'Vaccinationsprotokoll',
    ]);
    const staff = await handbook(memberHandbook, STAFF);
    expect(staff.chapters).toHaveLength(4);
    expect(staff.chapters[2]?.sections.map((section) => section.status)).toEqual([2, 2, 1]);
  });

  it('lists a chapter’s sections by position through the generic list', async () => {
    const [, purchasing] = (await handbook(memberHandbook)).chapters;
    const page = await ok<{ results: Part[] }>('GET', `wiki/sections/?chapter=${purchasing?.id}`, OWNER);
    expect(titles(page.results)).toEqual(titles(purchasing?.sections ?? []));
    expect(page.results.map((section) => section.position)).toEqual([0, 1, 2]);
  });

  it('hides the parts of a draft handbook, and a draft part, from members', async () => {
    const staffList = await ok<{ data: { id: number; status: number }[] }>('GET', 'wiki/handbooks/', STAFF);
    const draft = staffList.data.find((item) => item.status === 1);
    const chapter = await ok<{ id: number }>('POST', 'wiki/chapters/', STAFF, {
      title: 'Ett publicerat kapitel i ett utkast',
      handbook: draft?.id,
      status: 2,
    });
    expect((await call('GET', `wiki/chapters/${chapter.id}/`, OWNER)).statusCode).toBe(404);
    expect((await call('GET', `wiki/chapters/?handbook=${draft?.id}`, OWNER)).statusCode).toBe(400);
    const all = await ok<{ results: { id: number }[] }>('GET', 'wiki/chapters/?page_size=100', OWNER);
    expect(all.results.map((item) => item.id)).not.toContain(chapter.id);
    const draftChapter = (await handbook(memberHandbook, STAFF)).chapters.find((item) => item.status === 1);
    expect((await call('GET', `wiki/chapters/${draftChapter?.id}/`, OWNER)).statusCode).toBe(404);
  });

  it("keeps a child in its parent's country, and moves the children with the handbook", async () => {
    const created = await ok<{ id: number; country: { id: number } }>('POST', 'wiki/handbooks/', STAFF, {
      title: 'Flyttbar handbok',
      country: sweden,
    });
    const chapter = await ok<{ id: number; country: { id: number } }>('POST', 'wiki/chapters/', STAFF, {
      title: 'Kapitel',
      handbook: created.id,
      country: denmark,
    });
    expect(chapter.country.id).toBe(sweden);
    await ok('PATCH', `wiki/handbooks/${created.id}/`, STAFF, { country: denmark });
    const [stored] = await t.db.select().from(contentItems).where(eq(contentItems.id, chapter.id));
    expect(stored?.countryId).toBe(denmark);
  });
});

describe("a section's files", () => {
  async function sectionWithFile(chapterId: number): Promise<string> {
    const section = await ok<{ id: number }>('POST', 'wiki/sections/', STAFF, {
      title: 'Med bilaga',
      chapter: chapterId,
      status: 2,
    });
    const uploaded = await t.call({
      method: 'POST',
      url: '/api/v1/section-files/',
      as: STAFF,
      ...multipart([{ name: 'file', filename: 'rutin.txt', contentType: 'text/plain', data: Buffer.from('Rutin\n') }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json() as { id: number; url: string };
    await ok('PATCH', `wiki/sections/${section.id}/`, STAFF, { files: [file.id] });
    return file.url;
  }

  it('are read like their section: not while its chapter is a draft', async () => {
    const [quality] = (await handbook(qualityHandbook, STAFF)).chapters;
    const published = await sectionWithFile(quality?.id ?? 0);
    const draft = (await handbook(memberHandbook, STAFF)).chapters.find((chapter) => chapter.status === 1);
    const hidden = await sectionWithFile(draft?.id ?? 0);
    expect((await t.call({ url: published, as: OWNER })).statusCode).toBe(200);
    expect((await t.call({ url: hidden, as: OWNER })).statusCode).toBe(404);
    expect((await t.call({ url: hidden, as: STAFF })).statusCode).toBe(200);
  });
});

describe('reordering', () => {
  async function sectionOrder(chapterId: number) {
    const rows = await t.db
      .select({ id: contentItems.id, position: contentItems.position })
      .from(contentItems)
      .where(and(eq(contentItems.type, 'sections'), eq(contentItems.parentId, chapterId)))
      .orderBy(contentItems.position);
    return rows;
  }

  it('places every child of the parent in the order given, in one call', async () => {
    const [, purchasing] = (await handbook(memberHandbook, STAFF)).chapters;
    const ids = (purchasing?.sections ?? []).map((section) => section.id);
    const reversed = [...ids].reverse();
    const answer = await ok('POST', 'wiki/sections/reorder/', STAFF, { chapter: purchasing?.id, order: reversed });
    expect(answer).toEqual({ chapter: purchasing?.id, order: reversed });
    expect((await sectionOrder(purchasing?.id ?? 0)).map((row) => row.id)).toEqual(reversed);
    const [, after] = (await handbook(memberHandbook)).chapters;
    expect(after?.sections.map((section) => section.id)).toEqual(reversed);
  });

  it('refuses an order that leaves out, repeats or adds a child, and changes nothing', async () => {
    const [, purchasing] = (await handbook(memberHandbook, STAFF)).chapters;
    const ids = (purchasing?.sections ?? []).map((section) => section.id);
    const before = await sectionOrder(purchasing?.id ?? 0);
    const [welcome] = (await handbook(memberHandbook, STAFF)).chapters;
    for (const order of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), welcome?.sections[0]?.id]]) {
      const response = await call('POST', 'wiki/sections/reorder/', STAFF, { chapter: purchasing?.id, order });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ order: [REORDER_MESSAGE] });
    }
    expect(await sectionOrder(purchasing?.id ?? 0)).toEqual(before);
  });

  it('is for staff, about a parent that exists', async () => {
    const [welcome] = (await handbook(memberHandbook, STAFF)).chapters;
    const order = (welcome?.sections ?? []).map((section) => section.id);
    expect((await call('POST', 'wiki/sections/reorder/', OWNER, { chapter: welcome?.id, order })).statusCode).toBe(403);
    expect((await call('POST', 'wiki/sections/reorder/', STAFF, { chapter: 999_999, order })).statusCode).toBe(400);
  });

  it('makes room for a child placed at a position already taken', async () => {
    const [welcome] = (await handbook(memberHandbook, STAFF)).chapters;
    const placed = await ok<{ id: number }>('POST', 'wiki/sections/', STAFF, {
      title: 'Först',
      chapter: welcome?.id,
      position: 0,
    });
    const rows = await sectionOrder(welcome?.id ?? 0);
    expect(rows[0]?.id).toBe(placed.id);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
  });
});

describe('copying a handbook', () => {
  it('copies its chapters and sections, in place, as a draft of the other country', async () => {
    const source = await handbook(qualityHandbook, STAFF);
    const response = await call('POST', 'copy-content/', STAFF, {
      type: 'handbooks',
      id: qualityHandbook,
      countries: [denmark],
    });
    expect(response.statusCode).toBe(201);
    const [created] = response.json().created as { id: number; country: number }[];
    const copy = await handbook(created?.id ?? 0, STAFF);
    expect(copy.status).toBe(1);
    expect(copy.chapters.map((chapter) => [chapter.title, chapter.position, titles(chapter.sections)])).toEqual(
      source.chapters.map((chapter) => [chapter.title, chapter.position, titles(chapter.sections)]),
    );
    const copied = await t.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.parentId, copy.chapters[0]?.id ?? 0));
    expect(copied.every((row) => row.countryId === denmark)).toBe(true);
    expect((await call('GET', `wiki/handbooks/${created?.id}/`, CONTRIBUTOR)).statusCode).toBe(404);
  });
});

describe('reading', () => {
  it("answers 403 for another country's handbook", async () => {
    expect((await call('GET', `wiki/handbooks/${memberHandbook}/`, CONTRIBUTOR)).statusCode).toBe(403);
    expect((await call('GET', `wiki/handbooks/${memberHandbook}/search/?q=avtal`, CONTRIBUTOR)).statusCode).toBe(403);
  });

  it('searches within the handbook, with the found words marked', async () => {
    const { results } = await ok<{ results: { id: number; kind: string; title: string; match: string }[] }>(
      'GET',
      `wiki/handbooks/${memberHandbook}/search/?q=autoklaven`,
      OWNER,
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ kind: 'section', title: 'Hygienrutiner i behandlingsrummet' });
    expect(results[0]?.match).toContain(`${SEARCH_MARK.start}Autoklaven${SEARCH_MARK.end}`);
    const hidden = `wiki/handbooks/${memberHandbook}/search/?q=l%C3%A4kemedelsavfall`;
    expect((await ok<{ results: unknown[] }>('GET', hidden, OWNER)).results).toEqual([]);
    expect((await ok<{ results: unknown[] }>('GET', hidden, STAFF)).results).toHaveLength(1);
    expect(await ok('GET', `wiki/handbooks/${memberHandbook}/search/?q=`, OWNER)).toEqual({ results: [] });
  });

  it('keeps when the reader last read it', async () => {
    const before = await handbook(memberHandbook);
    expect(before.lastReadAt).not.toBeNull();
    const changed = before.chapters
      .flatMap((chapter) => chapter.sections)
      .filter((s) => s.updatedAt > (before.lastReadAt ?? ''));
    expect(titles(changed).sort()).toEqual(['Kontaktpersoner på Vetnet', 'Rapporter om inköp och besparingar']);
    expect((await call('POST', `wiki/handbooks/${memberHandbook}/read/`, OWNER)).statusCode).toBe(204);
    expect((await handbook(memberHandbook)).lastReadAt).toBe(isoUtc(t.clock.now()));
    expect((await handbook(qualityHandbook)).lastReadAt).toBeNull();
  });

  it('exports the whole handbook as one PDF', async () => {
    const response = await call('GET', `wiki/handbooks/${memberHandbook}/pdf/`, OWNER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

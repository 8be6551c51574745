import { type ForumThread, SEARCH_MARK } from '../../../contract/forum';
import { createTestApp, MANAGER, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { POSTS, reply, startThread } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function search(as: string, words: string): Promise<ForumThread[]> {
  const response = await t.call({ url: `${POSTS}?search=${encodeURIComponent(words)}`, as });
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

describe('full-text search', () => {
  it('finds a thread by a Swedish word in another form (stemmed), and marks it', async () => {
    const thread = await startThread(t, OWNER, {
      title: 'Hundfoder till kliniken',
      post: '<p>Klinikerna köper vacciner och hundfoder varje månad.</p>',
    });
    // OWNER reads Swedish: "vaccinerna" and "vacciner" share the stem "vaccin".
    const found = await search(OWNER, 'vaccinerna');
    const row = found.find((candidate) => candidate.id === thread.id);
    expect(row).toBeDefined();
    expect(row?.match).toContain(`${SEARCH_MARK.start}vacciner${SEARCH_MARK.end}`);
  });

  it("finds a thread by its replies' words", async () => {
    const thread = await startThread(t, OWNER, { title: 'Anesthesia machines', post: '<p>Which brand?</p>' });
    await reply(t, MANAGER, thread.id, '<p>We bought a <em>quokkavalve</em> last spring.</p>');
    const found = await search(MANAGER, 'quokkavalve');
    expect(found.map((row) => row.id)).toEqual([thread.id]);
    expect(found[0]?.match).toContain(`${SEARCH_MARK.start}quokkavalve${SEARCH_MARK.end}`);
    expect(found[0]?.match).not.toContain('<em>');
  });

  it('ranks a title match before a passing mention, pinned threads aside', async () => {
    const passing = await startThread(t, OWNER, { title: 'Staff rota', post: '<p>Also the wombatfilter broke.</p>' });
    const titled = await startThread(t, OWNER, {
      title: 'The wombatfilter',
      post: '<p>Wombatfilter wombatfilter.</p>',
    });
    const found = await search(STAFF, 'wombatfilter');
    expect(found.map((row) => row.id)).toEqual([titled.id, passing.id]);
  });

  it('refuses a one-letter search, and escapes wildcards in the title filter', async () => {
    expect((await t.call({ url: `${POSTS}?search=a`, as: OWNER })).statusCode).toBe(400);
    await startThread(t, OWNER, { title: 'Discount 100% on gloves' });
    await startThread(t, OWNER, { title: 'Discount 1000 on gauze' });
    const response = await t.call({ url: `${POSTS}?title=${encodeURIComponent('100%')}`, as: OWNER });
    expect((response.json().results as ForumThread[]).map((row) => row.title)).toEqual(['Discount 100% on gloves']);
  });
});

// An item's cover image in the digest: the draft's assembly gives each item with a cover its public,
// signed image address, the mail shows it, and a mail client fetches it without a session; nothing
// else can be fetched through that address (a forged signature, another file, a file that is no cover).
import { eq } from 'drizzle-orm';
import { contentFiles, contentItems } from '../../../db/schema/content';
import { createDiskStorage, newStorageKey } from '../../../storage/storage';
import { createTestApp, STAFF, TEST_SECRET, type TestApp } from '../../../test-support/test-app';
import { createImageSignatures } from '../tokens';
import { addContent, countryId, DAY_MS, DIGEST, languageId } from './digest-fixtures';

let t: TestApp;
let se: number;
let sv: number;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp({ env: { DIGEST_QUEUE_INTERVAL_SECONDS: '0' } });
  se = await countryId(t, 'se');
  sv = await languageId(t, 'sv');
});
afterAll(async () => {
  await t.close();
});

/** A stored PNG as a content file of `item` in `role`. */
async function addFile(item: number, role: 'image' | 'attachment'): Promise<number> {
  const key = newStorageKey(t.clock.now());
  await createDiskStorage(t.uploadsDir).put(key, PNG, 'image/png');
  const [row] = await t.db
    .insert(contentFiles)
    .values({
      type: 'news',
      itemId: item,
      role,
      storageKey: key,
      name: 'cover.png',
      size: PNG.length,
      contentType: 'image/png',
    })
    .returning({ id: contentFiles.id });
  return row!.id;
}

async function newsWithCover(title: string): Promise<{ item: number; cover: number }> {
  const item = await addContent(t, {
    type: 'news',
    title,
    country: se,
    publishDate: new Date(t.clock.now().getTime() - DAY_MS),
  });
  const cover = await addFile(item, 'image');
  await t.db.update(contentItems).set({ imageId: cover }).where(eq(contentItems.id, item));
  return { item, cover };
}

const path = (url: string) => url.replace('http://portal.test', '');

describe("an item's cover image", () => {
  it('is in the assembled draft as a signed public address, in the mail, and fetched without a session', async () => {
    const { item, cover } = await newsWithCover('Cover story');
    const bare = await addContent(t, {
      type: 'news',
      title: 'No cover',
      country: se,
      publishDate: new Date(t.clock.now().getTime() - DAY_MS),
    });
    const response = await t.call({
      method: 'POST',
      url: `${DIGEST}/issues/`,
      as: STAFF,
      payload: { country: se, language: sv },
    });
    expect([200, 201]).toContain(response.statusCode);
    let issue = response.json();
    if (response.statusCode === 200) {
      issue = (await t.call({ method: 'POST', url: `${DIGEST}/issues/${issue.id}/assemble/`, as: STAFF })).json();
    }
    const signature = createImageSignatures(TEST_SECRET).sign(cover);
    const imageUrl = `http://portal.test/api/v1/digest/images/${cover}/${signature}/`;
    const inIssue = issue.items.find((each: { id: number; type: string }) => each.type === 'news' && each.id === item);
    expect(inIssue).toMatchObject({ title: 'Cover story', imageUrl });
    // An item without a cover has none.
    expect(
      issue.items.find((each: { id: number; type: string }) => each.type === 'news' && each.id === bare),
    ).toMatchObject({ title: 'No cover', imageUrl: null });

    const preview = await t.call({ url: `${DIGEST}/preview/?issue=${issue.id}`, as: STAFF });
    expect(preview.body).toContain(`src="${imageUrl}"`);

    const image = await t.call({ url: path(imageUrl) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for a forged signature, another file’s, and a file that is no cover', async () => {
    const { item, cover } = await newsWithCover('Another cover');
    const signatures = createImageSignatures(TEST_SECRET);
    const attachment = await addFile(item, 'attachment');
    const other = await newsWithCover('A third cover');
    const forged = createImageSignatures('another-secret-that-is-long-enough-0123456789').sign(cover);
    for (const url of [
      `${DIGEST}/images/${cover}/${forged}/`,
      `${DIGEST}/images/${cover}/${signatures.sign(other.cover)}/`,
      `${DIGEST}/images/${attachment}/${signatures.sign(attachment)}/`,
      `${DIGEST}/images/${cover}/x/`,
      `${DIGEST}/images/999999/${signatures.sign(999999)}/`,
    ]) {
      expect([url, (await t.call({ url })).statusCode]).toEqual([url, 404]);
    }
    expect((await t.call({ url: `${DIGEST}/images/${cover}/${signatures.sign(cover)}/` })).statusCode).toBe(200);
  });
});

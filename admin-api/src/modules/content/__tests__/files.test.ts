import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { contentFiles } from '../../../db/schema/content';
import { featureFlags } from '../../../db/schema/feature-flags';
import { FEATURE } from '../../../rules/features';
import { pdfDocument, pngImage } from '../../../seed/files';
import { multipart, type Part } from '../../../test-support/multipart';
import { CONTRIBUTOR, countryIds, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

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

const PNG = pngImage(8, 8, [200, 30, 30]);
const PDF = pdfDocument('Test', ['one line']);
const MB = 1024 * 1024;

const upload = (files: string, parts: Part[], as = STAFF) =>
  t.call({ method: 'POST', url: `/api/v1/${files}/`, as, ...multipart(parts) });
const filePart = (filename: string, data: Buffer, contentType = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});
const download = (url: string, as: string) => t.call({ url, as });

async function storedPath(id: number): Promise<string> {
  const [row] = await t.db.select({ key: contentFiles.storageKey }).from(contentFiles).where(eq(contentFiles.id, id));
  return path.join(t.uploadsDir, row?.key ?? 'missing');
}

describe('POST {files}', () => {
  it('stores an upload and answers its description; the content type is ours, not the client’s', async () => {
    const response = await upload('news-files', [filePart('C:\\photos\\Omslag å.PNG', PNG, 'text/html')]);
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toEqual({
      id: expect.any(Number),
      name: 'Omslag å.PNG',
      url: `/api/v1/news-files/${file.id}/`,
      size: PNG.length,
      contentType: 'image/png',
    });
    expect(existsSync(await storedPath(file.id))).toBe(true);
    const back = await download(file.url, STAFF);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is too large, empty, missing, of a refused type or disguised, with a clear 400', async () => {
    const cases: [Part[], string][] = [
      [[filePart('big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * MB)]))], 'The file is too large: at most 10 MB.'],
      [[filePart('empty.pdf', Buffer.alloc(0))], 'The submitted file is empty.'],
      [[{ name: 'item', value: '' }], 'No file was submitted.'],
      [[{ name: 'upload', filename: 'a.png', contentType: 'image/png', data: PNG }], 'No file was submitted.'],
      [
        [
          filePart(
            'a.svg',
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            'image/svg+xml',
          ),
        ],
        'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.',
      ],
      [
        [filePart('page.html', Buffer.from('<script>alert(1)</script>'), 'text/html')],
        'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.',
      ],
      [
        [filePart('tool.exe', Buffer.from('MZ....'))],
        'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.',
      ],
      [
        [filePart('evil.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')],
        "The file's content does not match its type.",
      ],
      [[filePart('one.png', PNG), filePart('two.png', PNG)], 'Upload one file at a time.'],
    ];
    for (const [parts, message] of cases) {
      const response = await upload('news-files', parts);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { file: [message] },
      });
    }
    const justUnder = await upload('news-files', [
      filePart('large.pdf', Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length)])),
    ]);
    expect(justUnder.statusCode).toBe(201);
  });

  it('checks the item, refuses JSON bodies and non-staff', async () => {
    const wiki = ((await t.call({ url: '/api/v1/wikis/', as: STAFF })).json().results as { id: number }[])[0];
    expect((await upload('news-files', [{ name: 'item', value: '999999' }, filePart('a.png', PNG)])).json()).toEqual({
      item: ['Invalid pk "999999" - object does not exist.'],
    });
    expect(
      (await upload('news-files', [{ name: 'item', value: String(wiki?.id) }, filePart('a.png', PNG)])).json(),
    ).toEqual({
      item: [`Invalid pk "${wiki?.id}" - object does not exist.`],
    });
    expect((await upload('news-files', [{ name: 'item', value: 'abc' }, filePart('a.png', PNG)])).json()).toEqual({
      item: ['Incorrect type. Expected pk value, received str.'],
    });
    const json = await t.call({ method: 'POST', url: '/api/v1/news-files/', as: STAFF, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload('news-files', [filePart('a.png', PNG)], OWNER)).statusCode).toBe(403);
    // Multipart is parsed by the files endpoints only; elsewhere it stays a 415.
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/v1/news/',
      as: STAFF,
      ...multipart([{ name: 'title', value: 'x' }]),
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});

describe('attaching files to items', () => {
  it('attaches a cover and attachments named by a write; members read them like the item', async () => {
    const cover = (await upload('news-files', [filePart('cover.png', PNG)])).json();
    const pdf = (await upload('news-files', [filePart('Prislista ÅÄÖ.pdf', PDF)])).json();
    const csv = (await upload('news-files', [filePart('list.csv', Buffer.from('a;b\n1;2\n'))])).json();
    // Not attached yet: staff only.
    expect((await download(cover.url, OWNER)).statusCode).toBe(404);

    const created = await t.call({
      method: 'POST',
      url: '/api/v1/news/',
      as: STAFF,
      payload: { title: 'With files', status: 2, image: cover.id, files: [pdf.id, csv.id] },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item.image).toEqual(cover);
    expect(item.files).toEqual([pdf, csv]);

    const image = await download(cover.url, OWNER);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="cover.png"; filename*=UTF-8''cover.png`,
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
    });
    const head = await t.call({ method: 'HEAD', url: cover.url, as: OWNER });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/png', 'content-security-policy': 'sandbox' });
    expect(head.rawPayload.length).toBe(0);
    const document = await download(pdf.url, OWNER);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(
      `inline; filename="Prislista ___.pdf"; filename*=UTF-8''Prislista%20%C3%85%C3%84%C3%96.pdf`,
    );
    const sheet = await download(csv.url, OWNER);
    expect(sheet.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sheet.headers['content-disposition']).toMatch(/^attachment; filename="list.csv"/);
    expect(sheet.headers['content-security-policy']).toBe('sandbox');
    expect(sheet.body).toBe('a;b\n1;2\n');

    // Another item may not take them.
    const stolen = await t.call({
      method: 'POST',
      url: '/api/v1/news/',
      as: STAFF,
      payload: { title: 'Thief', image: cover.id, files: [pdf.id] },
    });
    expect(stolen.json()).toEqual({
      image: [`File ${cover.id} belongs to another item.`],
      files: [`File ${pdf.id} belongs to another item.`],
    });
    // A cover must be an image; a file of another type's endpoint is unknown here.
    const wikiFile = (await upload('wiki-files', [filePart('w.png', PNG)])).json();
    const wrong = await t.call({
      method: 'POST',
      url: '/api/v1/news/',
      as: STAFF,
      payload: { title: 'Wrong', image: pdf.id, files: [wikiFile.id] },
    });
    expect(wrong.json()).toEqual({
      image: [`File ${pdf.id} belongs to another item.`, 'The cover image must be a JPEG, PNG, GIF or WebP image.'],
      files: [`Invalid pk "${wikiFile.id}" - object does not exist.`],
    });
    expect((await download(`/api/v1/news-files/${wikiFile.id}/`, STAFF)).statusCode).toBe(404);
  });

  it('replaces the cover and the attachments, deleting what was dropped', async () => {
    const first = (await upload('service-files', [filePart('one.png', PNG)])).json();
    const attachment = (await upload('service-files', [filePart('a.pdf', PDF)])).json();
    const item = (
      await t.call({
        method: 'POST',
        url: '/api/v1/services/',
        as: STAFF,
        payload: { title: 'Svc', image: first.id, files: [attachment.id] },
      })
    ).json();
    const firstPath = await storedPath(first.id);
    const second = (
      await upload('service-files', [filePart('two.png', PNG), { name: 'item', value: String(item.id) }])
    ).json();
    // Uploaded with `item`: attached at once as an attachment.
    expect(
      (await t.call({ url: `/api/v1/services/${item.id}/`, as: STAFF })).json().files.map((f: { id: number }) => f.id),
    ).toEqual([attachment.id, second.id]);
    // Becoming the cover takes it out of `files`; the old cover is deleted with its content.
    const patched = (
      await t.call({ method: 'PATCH', url: `/api/v1/services/${item.id}/`, as: STAFF, payload: { image: second.id } })
    ).json();
    expect(patched.image.id).toBe(second.id);
    expect(patched.files.map((f: { id: number }) => f.id)).toEqual([attachment.id]);
    expect((await download(first.url, STAFF)).statusCode).toBe(404);
    expect(existsSync(firstPath)).toBe(false);
    // The cover cannot also be an attachment.
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: `/api/v1/services/${item.id}/`,
          as: STAFF,
          payload: { files: [second.id] },
        })
      ).json(),
    ).toEqual({
      files: [`File ${second.id} is the cover image.`],
    });
    const dropped = (
      await t.call({
        method: 'PATCH',
        url: `/api/v1/services/${item.id}/`,
        as: STAFF,
        payload: { files: [], image: null },
      })
    ).json();
    expect(dropped).toMatchObject({ image: null, files: [] });
    expect((await download(attachment.url, STAFF)).statusCode).toBe(404);
    expect((await download(second.url, STAFF)).statusCode).toBe(404);
  });

  it('attaches images used in the body as inline files, and deletes them when the body drops them', async () => {
    const picture = (await upload('wiki-files', [filePart('inline.png', PNG)])).json();
    const created = (
      await t.call({
        method: 'POST',
        url: '/api/v1/wikis/',
        as: STAFF,
        payload: { title: 'Illustrated', status: 2, body: `<p>See:</p><img src="${picture.url}" alt="x">` },
      })
    ).json();
    expect(created.body).toBe(`<p>See:</p><img src="${picture.url}" alt="x" />`);
    expect(created.files).toEqual([]);
    expect((await download(picture.url, OWNER)).statusCode).toBe(200);
    await t.call({
      method: 'PATCH',
      url: `/api/v1/wikis/${created.id}/`,
      as: STAFF,
      payload: { body: '<p>No picture</p>' },
    });
    expect((await download(picture.url, STAFF)).statusCode).toBe(404);
  });
});

describe('GET {files}{id}/ authorisation', () => {
  it('answers like the item: 404 for a hidden item, 403 for another country or without the feature', async () => {
    const upload1 = (await upload('event-files', [filePart('draft.png', PNG)])).json();
    const draft = (
      await t.call({
        method: 'POST',
        url: '/api/v1/events/',
        as: STAFF,
        payload: {
          title: 'Draft event',
          image: upload1.id,
          startsAt: '2027-01-01T08:00:00Z',
          endsAt: '2027-01-01T10:00:00Z',
          place: 'Online',
        },
      })
    ).json();
    expect(draft.status).toBe(1);
    expect((await download(upload1.url, OWNER)).statusCode).toBe(404);
    expect((await download(upload1.url, STAFF)).statusCode).toBe(200);

    const danish = (
      (await t.call({ url: '/api/v1/news/?page_size=100', as: CONTRIBUTOR })).json().results as {
        image: { url: string } | null;
      }[]
    ).find((item) => item.image);
    expect(danish).toBeDefined();
    const foreign = await download(danish?.image?.url ?? '', OWNER);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: 'This item belongs to another country.' });
    expect((await download(danish?.image?.url ?? '', CONTRIBUTOR)).statusCode).toBe(200);

    const where = and(eq(featureFlags.countryId, denmark), eq(featureFlags.feature, FEATURE.news));
    await t.db.update(featureFlags).set({ available: false }).where(where);
    try {
      expect((await download(danish?.image?.url ?? '', CONTRIBUTOR)).statusCode).toBe(403);
    } finally {
      await t.db.update(featureFlags).set({ available: true }).where(where);
    }
    for (const url of ['/api/v1/news-files/999999/', '/api/v1/news-files/abc/']) {
      expect((await download(url, STAFF)).statusCode).toBe(404);
    }
    expect((await t.call({ url: danish?.image?.url ?? '' })).statusCode).toBe(401);
    expect(sweden).toBeGreaterThan(0);
  });
});

describe('DELETE {files}{id}/', () => {
  it('deletes a file; a cover deleted leaves the item without image', async () => {
    const cover = (await upload('news-files', [filePart('c.png', PNG)])).json();
    const item = (
      await t.call({ method: 'POST', url: '/api/v1/news/', as: STAFF, payload: { title: 'Covered', image: cover.id } })
    ).json();
    const where = await storedPath(cover.id);
    expect((await t.call({ method: 'DELETE', url: cover.url, as: OWNER })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: cover.url, as: STAFF })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: cover.url, as: STAFF })).statusCode).toBe(404);
    expect(existsSync(where)).toBe(false);
    expect((await t.call({ url: `/api/v1/news/${item.id}/`, as: STAFF })).json().image).toBeNull();
  });

  it('keeps stored content that a copy still uses, and copies rewrite the body’s file links', async () => {
    const cover = (await upload('news-files', [filePart('shared.png', PNG)])).json();
    const picture = (await upload('news-files', [filePart('inline.png', PNG)])).json();
    const source = (
      await t.call({
        method: 'POST',
        url: '/api/v1/news/',
        as: STAFF,
        payload: { title: 'Shared', status: 2, image: cover.id, body: `<img src="${picture.url}">` },
      })
    ).json();
    const copied = (
      await t.call({
        method: 'POST',
        url: '/api/v1/copy-content/',
        as: STAFF,
        payload: { type: 'news', id: source.id, countries: [denmark] },
      })
    ).json();
    const copyId = copied.created[0].id;
    await t.call({ method: 'PATCH', url: `/api/v1/news/${copyId}/`, as: STAFF, payload: { status: 2 } });
    const copy = (await t.call({ url: `/api/v1/news/${copyId}/`, as: CONTRIBUTOR })).json();
    expect(copy.image.id).not.toBe(cover.id);
    expect(copy.body).not.toContain(picture.url);
    expect(copy.body).toMatch(/^<img src="\/api\/v1\/news-files\/\d+\/" \/>$/);
    // The Danish member reads the copy's files, not the Swedish originals.
    expect((await download(copy.image.url, CONTRIBUTOR)).statusCode).toBe(200);
    expect((await download(copy.body.match(/src="([^"]+)"/)[1], CONTRIBUTOR)).statusCode).toBe(200);
    expect((await download(cover.url, CONTRIBUTOR)).statusCode).toBe(403);

    const shared = await storedPath(cover.id);
    expect(await storedPath(copy.image.id)).toBe(shared);
    expect((await t.call({ method: 'DELETE', url: `/api/v1/news/${source.id}/`, as: STAFF })).statusCode).toBe(204);
    expect(existsSync(shared)).toBe(true);
    expect((await download(copy.image.url, CONTRIBUTOR)).rawPayload.equals(PNG)).toBe(true);
    expect((await t.call({ method: 'DELETE', url: `/api/v1/news/${copyId}/`, as: STAFF })).statusCode).toBe(204);
    expect(existsSync(shared)).toBe(false);
  });
});

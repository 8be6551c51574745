import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { users } from '../../../db/schema/accounts';
import { contentFiles } from '../../../db/schema/content';
import { pdfDocument, pngImage } from '../../../seed/files';
import { multipart, type Part } from '../../../test-support/multipart';
import {
  createPurchasingTestApp,
  FIXTURE_OWNER,
  type PurchasingFixture,
} from '../../../test-support/purchasing-fixture';
import { CONTRIBUTOR, countryIds, MANAGER, OWNER, STAFF, type TestApp, VIEWER } from '../../../test-support/test-app';
import { partnerRelated } from '../related';
import { api, insertDiscovery, insertPartner, withoutPartnersFeature } from './partner-fixture';

const PNG = pngImage(8, 8, [20, 120, 200]);
const FIRST_PDF = pdfDocument('Avtal', ['first version']);
const SECOND_PDF = pdfDocument('Avtal', ['second version, longer than the first']);

let t: TestApp;
let f: PurchasingFixture;
let sweden: number;
let denmark: number;
let alfa: number;
let plain: number;
let danish: number;
let draft: number;

const filePart = (filename: string, data: Buffer): Part => ({
  name: 'file',
  filename,
  contentType: 'application/octet-stream',
  data,
});
const uploadContract = (partner: number | string | undefined, file: Part | undefined, as = STAFF) =>
  t.call({
    method: 'POST',
    url: api('partner-contract-file/'),
    as,
    ...multipart([
      ...(partner === undefined ? [] : [{ name: 'partner', value: String(partner) }]),
      ...(file ? [file] : []),
    ]),
  });
const get = (url: string, as?: string) => t.call({ url: api(url), ...(as ? { as } : {}) });

async function contractKeys(partner: number): Promise<string[]> {
  const rows = await t.db
    .select({ key: contentFiles.storageKey })
    .from(contentFiles)
    .where(and(eq(contentFiles.itemId, partner), eq(contentFiles.role, 'contract')));
  return rows.map((row) => row.key);
}

beforeAll(async () => {
  ({ t, f } = await createPurchasingTestApp());
  ({ se: sweden = 0, dk: denmark = 0 } = await countryIds(t));
  alfa = await insertPartner(t, {
    title: 'Alfa Vet Partner',
    countryId: sweden,
    extra: { supplierCode: 'FIX-ALFA', contactEmail: 'sales@alfa.example' },
  });
  plain = await insertPartner(t, { title: 'Ölkompaniet & Co', countryId: sweden });
  danish = await insertPartner(t, { title: 'Dansk Partner', countryId: denmark, extra: { supplierCode: 'FIX-ALFA' } });
  draft = await insertPartner(t, { title: 'Utkast', countryId: sweden, status: 1 });
  // Alfa's logo: uploaded through the generic files endpoint and set as the cover image.
  const logo = await t.call({
    method: 'POST',
    url: api('partner-files/'),
    as: STAFF,
    ...multipart([filePart('logo.png', PNG)]),
  });
  expect(logo.statusCode).toBe(201);
  const patched = await t.call({
    method: 'PATCH',
    url: api(`partners/${alfa}/`),
    as: STAFF,
    payload: { image: logo.json().id },
  });
  expect(patched.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('partner-contract-file/ upload', () => {
  it('stores a PDF as the partner’s contract and answers its FileRef at the partner’s address', async () => {
    const response = await uploadContract(alfa, filePart('Avtal 2026.pdf', FIRST_PDF));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Avtal 2026.pdf',
      url: `/api/v1/partner-contract-file/${alfa}/`,
      size: FIRST_PDF.length,
      contentType: 'application/pdf',
    });
  });

  it('replaces an earlier contract and deletes its stored content', async () => {
    const [oldKey] = await contractKeys(alfa);
    expect(oldKey && existsSync(path.join(t.uploadsDir, oldKey))).toBe(true);
    const response = await uploadContract(alfa, filePart('Avtal 2027.pdf', SECOND_PDF));
    expect(response.statusCode).toBe(201);
    const keys = await contractKeys(alfa);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(oldKey);
    expect(existsSync(path.join(t.uploadsDir, oldKey ?? ''))).toBe(false);
  });

  it('refuses what is not a contract or names no partner', async () => {
    const image = await uploadContract(plain, filePart('bild.png', PNG));
    expect(image.statusCode).toBe(400);
    expect(image.json()).toEqual({ file: ['Upload the contract as a PDF or an Office document.'] });
    expect((await uploadContract(undefined, filePart('a.pdf', FIRST_PDF))).json()).toEqual({
      partner: ['This field is required.'],
    });
    expect((await uploadContract(999999, filePart('a.pdf', FIRST_PDF))).json()).toEqual({
      partner: ['Invalid pk "999999" - object does not exist.'],
    });
    expect((await uploadContract(plain, undefined)).json()).toEqual({ file: ['No file was submitted.'] });
    expect((await uploadContract(plain, filePart('a.pdf', FIRST_PDF), OWNER)).statusCode).toBe(403);
    expect(await contractKeys(plain)).toEqual([]);
  });
});

describe('partner-contract-file/{partnerId}/ download', () => {
  it('streams the contract as an attachment to owners and managers of the partner’s country', async () => {
    for (const user of [OWNER, MANAGER, STAFF]) {
      const response = await get(`partner-contract-file/${alfa}/`, user);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(SECOND_PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Avtal 2027.pdf"/);
      expect(response.headers['content-security-policy']).toBe('sandbox');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 403 to other readers, 404 when unreadable or without a contract, 401 without a token', async () => {
    const viewer = await get(`partner-contract-file/${alfa}/`, VIEWER);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await get(`partner-contract-file/${alfa}/`, CONTRIBUTOR)).statusCode).toBe(404);
    expect((await get(`partner-contract-file/${plain}/`, OWNER)).statusCode).toBe(404);
    expect((await get(`partner-contract-file/${draft}/`, OWNER)).statusCode).toBe(404);
    expect((await get(`partner-contract-file/${alfa}/`)).statusCode).toBe(401);
    await withoutPartnersFeature(t, sweden, async () => {
      expect((await get(`partner-contract-file/${alfa}/`, OWNER)).statusCode).toBe(403);
    });
  });

  it('is never among the partner’s files', async () => {
    const detail = (await get(`partners/${alfa}/`, STAFF)).json();
    expect(detail.files).toEqual([]);
    const [contract] = await contractKeys(alfa);
    expect(contract).toBeDefined();
  });

  it('cannot be reached, named or deleted by its id through the generic files routes', async () => {
    const [row] = await t.db
      .select({ id: contentFiles.id })
      .from(contentFiles)
      .where(and(eq(contentFiles.itemId, alfa), eq(contentFiles.role, 'contract')));
    const id = row?.id ?? 0;
    // A member who may read the partner but not its contract must not get it by the file's id.
    expect((await get(`partner-files/${id}/`, VIEWER)).statusCode).toBe(404);
    expect((await get(`partner-files/${id}/`, STAFF)).statusCode).toBe(404);
    const patched = await t.call({
      method: 'PATCH',
      url: api(`partners/${alfa}/`),
      as: STAFF,
      payload: { files: [id] },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ files: [`Invalid pk "${id}" - object does not exist.`] });
    const deleted = await t.call({ method: 'DELETE', url: api(`partner-files/${id}/`), as: STAFF });
    expect(deleted.statusCode).toBe(404);
    expect(await contractKeys(alfa)).toHaveLength(1);
  });
});

describe('all-partner-contracts-file/', () => {
  beforeAll(async () => {
    // Only this file's contracts count: the seed's (if any) are set aside.
    await t.db.delete(contentFiles).where(and(eq(contentFiles.role, 'contract'), ne(contentFiles.itemId, alfa)));
    // A PNG named .docx is refused by its content.
    expect((await uploadContract(danish, filePart('Aftale.docx', PNG))).statusCode).toBe(400);
    expect((await uploadContract(danish, filePart('Aftale.pdf', FIRST_PDF))).statusCode).toBe(201);
  });

  const entries = async (query = '') => {
    const response = await get(`all-partner-contracts-file/${query}`, STAFF);
    expect(response.statusCode).toBe(200);
    return { response, files: unzipSync(new Uint8Array(response.rawPayload)) };
  };

  it('zips every contract as <country>/<title slug>-<file name>', async () => {
    const { response, files } = await entries();
    expect(response.headers['content-type']).toBe('application/zip');
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="partner-contracts-${day}\\.zip"`),
    );
    expect(Buffer.from(files[`se/alfa-vet-partner-Avtal 2027.pdf`] ?? []).equals(SECOND_PDF)).toBe(true);
    expect(Buffer.from(files['dk/dansk-partner-Aftale.pdf'] ?? []).equals(FIRST_PDF)).toBe(true);
  });

  it('narrows to a country, refuses an unknown one and is staff only', async () => {
    const { files } = await entries(`?country=${denmark}`);
    expect(Object.keys(files)).toEqual(['dk/dansk-partner-Aftale.pdf']);
    const unknown = await get('all-partner-contracts-file/?country=999999', STAFF);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ country: ['Select a valid choice. 999999 is not one of the available choices.'] });
    expect((await get('all-partner-contracts-file/', OWNER)).statusCode).toBe(403);
    expect((await get('all-partner-contracts-file/')).statusCode).toBe(401);
  });

  it('answers an empty archive when there is no contract', async () => {
    await t.db.delete(contentFiles).where(eq(contentFiles.role, 'contract'));
    const { files } = await entries();
    expect(Object.keys(files)).toEqual([]);
    expect((await uploadContract(alfa, filePart('Avtal 2027.pdf', SECOND_PDF))).statusCode).toBe(201);
  });
});

describe('partner-contract-file/{partnerId}/ DELETE', () => {
  it('lets staff delete the contract and its stored content', async () => {
    expect((await t.call({ method: 'DELETE', url: api(`partner-contract-file/${alfa}/`), as: OWNER })).statusCode).toBe(
      403,
    );
    const [key] = await contractKeys(alfa);
    expect((await t.call({ method: 'DELETE', url: api(`partner-contract-file/${alfa}/`), as: STAFF })).statusCode).toBe(
      204,
    );
    expect(existsSync(path.join(t.uploadsDir, key ?? ''))).toBe(false);
    expect((await t.call({ method: 'DELETE', url: api(`partner-contract-file/${alfa}/`), as: STAFF })).statusCode).toBe(
      404,
    );
    expect((await get(`partner-contract-file/${alfa}/`, OWNER)).statusCode).toBe(404);
    expect((await uploadContract(alfa, filePart('Avtal 2027.pdf', SECOND_PDF))).statusCode).toBe(201);
  });
});

describe('partner-logo/{partnerId}/', () => {
  it('streams the cover image with the safe headers and a short cache', async () => {
    const response = await get(`partner-logo/${alfa}/`, VIEWER);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 without a logo or for a partner the member cannot read', async () => {
    expect((await get(`partner-logo/${plain}/`, VIEWER)).statusCode).toBe(404);
    expect((await get(`partner-logo/${alfa}/`, CONTRIBUTOR)).statusCode).toBe(404);
    expect((await get(`partner-logo/${draft}/`, VIEWER)).statusCode).toBe(404);
    expect((await get(`partner-logo/${alfa}/`)).statusCode).toBe(401);
    await withoutPartnersFeature(t, sweden, async () => {
      expect((await get(`partner-logo/${alfa}/`, VIEWER)).statusCode).toBe(403);
    });
  });
});

describe('partners/{id}/spend/', () => {
  it('sums the member’s purchases from the partner’s supplier this year, as the series count them', async () => {
    const response = await get(`partners/${alfa}/spend/`, FIXTURE_OWNER);
    expect(response.statusCode).toBe(200);
    // 2026: net 1200 + 720 + 2000 + 900 + 820; list 1500 + 800 + 2500 + 1000 + 1000; rebates 150.
    expect(response.json()).toEqual({
      year: 2026,
      currency: 'SEK',
      spend: '5640.00',
      savings: '1310.00',
      dataAsOf: '2026-07-20',
    });
  });

  it('answers zero and no date for a partner without purchase data, and staff their own member’s', async () => {
    expect((await get(`partners/${plain}/spend/`, FIXTURE_OWNER)).json()).toEqual({
      year: 2026,
      currency: 'SEK',
      spend: '0.00',
      savings: '0.00',
      dataAsOf: null,
    });
    const staff = await get(`partners/${alfa}/spend/`, STAFF);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ spend: '0.00', dataAsOf: null });
  });

  it('needs Spend and Savings and a readable partner', async () => {
    expect((await get(`partners/${alfa}/spend/`, VIEWER)).statusCode).toBe(403);
    expect((await get(`partners/${danish}/spend/`, FIXTURE_OWNER)).statusCode).toBe(404);
    expect((await get(`partners/${draft}/spend/`, FIXTURE_OWNER)).statusCode).toBe(404);
    expect((await get(`partners/${alfa}/spend/`)).statusCode).toBe(401);
    await withoutPartnersFeature(t, sweden, async () => {
      expect((await get(`partners/${alfa}/spend/`, FIXTURE_OWNER)).statusCode).toBe(403);
    });
  });
});

describe('PARTNERS.related', () => {
  async function viewerOf(email: string) {
    const [row] = await t.db
      .select({ id: users.id, memberId: users.memberId, isStaff: users.isStaff })
      .from(users)
      .where(eq(users.email, email));
    if (!row) throw new Error(email);
    return { isStaff: row.isStaff, userId: row.id, memberId: row.memberId, countryId: sweden, now: new Date() };
  }

  it('carries the reps, the contract, the discovery categories and whether contact requests are taken', async () => {
    const rep = await t.call({
      method: 'POST',
      url: api('partner-sale-rep/'),
      as: STAFF,
      payload: { partner: alfa, name: 'Rut' },
    });
    const category = await insertDiscovery(t, 't-related', 0);
    await t.call({
      method: 'PUT',
      url: api(`partners/${alfa}/discovery/`),
      as: STAFF,
      payload: { categories: [category] },
    });
    const related = await partnerRelated(t.db, [alfa, plain], await viewerOf(FIXTURE_OWNER));
    expect(related.get(alfa)).toEqual({
      salesReps: [rep.json()],
      contract: {
        id: expect.any(Number),
        name: 'Avtal 2027.pdf',
        url: `/api/v1/partner-contract-file/${alfa}/`,
        size: SECOND_PDF.length,
        contentType: 'application/pdf',
      },
      discoveryCategories: [{ id: category, code: 't-related', name: 'Name t-related' }],
      acceptsContactRequests: true,
    });
    expect(related.get(plain)).toEqual({
      salesReps: [],
      contract: null,
      discoveryCategories: [],
      acceptsContactRequests: false,
    });
    expect(f.memberId).toBeGreaterThan(0);
  });

  it('leaves the contract out for readers the policy does not let read it', async () => {
    const viewer = await partnerRelated(t.db, [alfa], await viewerOf(VIEWER));
    expect(viewer.get(alfa)?.contract).toBeNull();
    const staff = await partnerRelated(t.db, [alfa], await viewerOf(STAFF));
    expect(staff.get(alfa)?.contract).not.toBeNull();
  });
});

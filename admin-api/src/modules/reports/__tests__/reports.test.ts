import { REPORT_KIND } from '../../../contract/purchasing';
import { type Mail, type Mailer } from '../../../mail/mailer';
import {
  CHAIN,
  createTestApp,
  DE_OWNER,
  ENGAGED,
  MANAGER,
  OWNER,
  STAFF,
  type TestApp,
  VIEWER,
} from '../../../test-support/test-app';
import { issueStatement } from '../issue';
import { type Fixture, insertFixture } from './fixture';

const NOW = new Date('2026-11-23T12:00:00Z');
const pdfText = (body: Buffer | string) => (typeof body === 'string' ? body : body.toString('latin1'));

describe('report documents', () => {
  let t: TestApp;
  let f: Fixture;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { REPORT_MAIL_THROTTLE_MAX: '3', REPORT_MAIL_THROTTLE_WINDOW_SECONDS: '60' } });
    t.clock.set(NOW);
    f = await insertFixture(t);
    const issue = async (key: string, member: number, kind: 1 | 2, year: number, quarter?: number) => {
      ids[key] = (await issueStatement(t.db, member, kind, { year, quarter }, NOW)).id;
    };
    await issue('q3-2025', f.solna, REPORT_KIND.quarterlyStatement, 2025, 3);
    await issue('y2025', f.solna, REPORT_KIND.yearlyRebateStatement, 2025);
    await issue('q1-2026', f.solna, REPORT_KIND.quarterlyStatement, 2026, 1);
    await issue('q2-2026', f.solna, REPORT_KIND.quarterlyStatement, 2026, 2);
    await issue('umea', f.umea, REPORT_KIND.quarterlyStatement, 2026, 2);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET reports/', () => {
    it("lists the member's documents newest first, paged", async () => {
      const first = await t.call({ url: '/api/v1/reports/?page_size=2', as: OWNER });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.count).toBe(4);
      expect(body.next).toBe('http://localhost/api/v1/reports/?page_size=2&page=2');
      expect(body.results[0]).toEqual({
        id: ids['q2-2026'],
        kind: 1,
        name: 'Quarterly statement Q2 2026',
        periodYear: 2026,
        periodQuarter: 2,
        version: 1,
        issuedAt: '2026-11-23T12:00:00Z',
        member: { id: f.solna, name: 'Djurkliniken Solna' },
        file: `/api/v1/report-files/${ids['q2-2026']}/`,
      });
      const second = (await t.call({ url: '/api/v1/reports/?page_size=2&page=2', as: OWNER })).json();
      expect(second.results.map((r: { id: number }) => r.id)).toEqual([ids.y2025, ids['q3-2025']]);
      expect((await t.call({ url: '/api/v1/reports/?page=9', as: OWNER })).statusCode).toBe(404);
    });

    it('filters by kind, refuses an unknown kind, and links the PDF without a QR code when asked', async () => {
      const yearly = (await t.call({ url: '/api/v1/reports/?memberId=current&kind=2', as: OWNER })).json();
      expect(yearly.results.map((r: { id: number }) => r.id)).toEqual([ids.y2025]);
      const bad = await t.call({ url: '/api/v1/reports/?kind=9', as: OWNER });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ kind: ['Select a valid choice. 9 is not one of the available choices.'] });
      const noQr = (await t.call({ url: '/api/v1/reports/?remove_qr=true&kind=2', as: OWNER })).json();
      expect(noQr.results[0].file).toBe(`/api/v1/report-files/${ids.y2025}/?remove_qr=true`);
    });

    it("reads another member's reports only for its chain or staff", async () => {
      expect((await t.call({ url: `/api/v1/reports/?memberId=${f.umea}`, as: OWNER })).statusCode).toBe(403);
      const chain = await t.call({ url: `/api/v1/reports/?memberId=${f.umea}`, as: CHAIN });
      expect(chain.json().results.map((r: { id: number }) => r.id)).toEqual([ids.umea]);
      const staff = await t.call({ url: `/api/v1/reports/?memberId=${f.solna}`, as: STAFF });
      expect(staff.json().count).toBe(4);
      expect((await t.call({ url: '/api/v1/reports/?memberId=999999', as: STAFF })).statusCode).toBe(404);
      // The viewer's role lacks the Reports feature.
      expect((await t.call({ url: '/api/v1/reports/', as: VIEWER })).statusCode).toBe(403);
      expect((await t.call({ url: '/api/v1/reports/' })).statusCode).toBe(401);
    });
  });

  it('GET enums/report-kind/ names the kinds', async () => {
    const response = await t.call({ url: '/api/v1/enums/report-kind/', as: VIEWER });
    expect(response.json()).toEqual([
      { id: 1, name: 'quarterly_statement' },
      { id: 2, name: 'yearly_rebate_statement' },
    ]);
  });

  describe('GET report-files/{id}/', () => {
    it('answers the PDF inline with a QR link to the report page, and safe headers', async () => {
      const id = ids['q2-2026'];
      const response = await t.call({ url: `/api/v1/report-files/${id}/`, as: OWNER });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': expect.stringMatching(/^inline; filename="vetnet-q2-2026-djurkliniken-solna\.pdf"/),
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
        'cache-control': 'private, no-store',
      });
      const body = pdfText(response.rawPayload);
      expect(body.startsWith('%PDF-')).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(body).toContain(`/URI (http://portal.test/reports?report=${id}&member=${f.solna})`);
    });

    it('leaves the QR code and its link out with remove_qr', async () => {
      const response = await t.call({ url: `/api/v1/report-files/${ids.y2025}/?remove_qr=true`, as: OWNER });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="vetnet-rebates-2025-djurkliniken-solna\.pdf"/);
      const body = pdfText(response.rawPayload);
      expect(body.startsWith('%PDF-')).toBe(true);
      expect(body).not.toContain('/URI');
    });

    it("refuses another member's report (403) and an unknown one (404)", async () => {
      expect((await t.call({ url: `/api/v1/report-files/${ids.umea}/`, as: OWNER })).statusCode).toBe(403);
      expect((await t.call({ url: `/api/v1/report-files/${ids.umea}/`, as: CHAIN })).statusCode).toBe(200);
      expect((await t.call({ url: `/api/v1/report-files/${ids['q2-2026']}/`, as: ENGAGED })).statusCode).toBe(403);
      expect((await t.call({ url: `/api/v1/report-files/${ids['q2-2026']}/`, as: VIEWER })).statusCode).toBe(403);
      expect((await t.call({ url: '/api/v1/report-files/999999/', as: OWNER })).statusCode).toBe(404);
      expect((await t.call({ url: '/api/v1/report-files/abc/', as: OWNER })).statusCode).toBe(404);
    });
  });

  describe('POST reports/{id}/send-report/', () => {
    const send = (id: number | undefined, email: unknown, as: string) =>
      t.call({ method: 'POST', url: `/api/v1/reports/${id}/send-report/`, payload: { email }, as });

    it('mails the PDF with its QR code to the address, lower-cased, through the outbox', async () => {
      const response = await send(ids['q2-2026'], '  Reception@Clinic.Example ', OWNER);
      expect(response.statusCode).toBe(204);
      const mails = (await t.call({ url: '/api/v1/dev/outbox/?to=reception@clinic.example', as: STAFF })).json();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'reception@clinic.example',
        subject: 'Kvartalsrapport över inköp, K2 2026: Djurkliniken Solna',
        link: `http://portal.test/reports?report=${ids['q2-2026']}&member=${f.solna}`,
        attachments: [
          {
            filename: 'vetnet-q2-2026-djurkliniken-solna.pdf',
            contentType: 'application/pdf',
            size: expect.any(Number),
          },
        ],
      });
      expect(mails[0].text).toContain('Olivia Owner (owner@vetnet.example)');
      const file = await t.call({ url: `/api/v1/dev/outbox/${mails[0].id}/attachments/0/`, as: STAFF });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.length).toBe(mails[0].attachments[0].size);
      expect(pdfText(file.rawPayload)).toContain('/URI (http://portal.test/reports?report=');
      expect((await t.call({ url: `/api/v1/dev/outbox/${mails[0].id}/attachments/1/`, as: STAFF })).statusCode).toBe(
        404,
      );
    });

    it("refuses a malformed address with DRF's message", async () => {
      // Each attempt counts towards the limit of three: two here, one sent above.
      for (const email of ['not-an-address', 42]) {
        const response = await send(ids['q2-2026'], email, OWNER);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json())).toEqual(['email']);
      }
      expect((await send(ids['q2-2026'], 'nope@', ENGAGED)).json()).toEqual({
        email: ['Enter a valid email address.'],
      });
      expect((await send(ids['q2-2026'], ' ', ENGAGED)).json()).toEqual({ email: ['This field may not be blank.'] });
    });

    it("refuses another member's report and an unknown one", async () => {
      expect((await send(ids['q2-2026'], 'x@clinic.example', CHAIN)).statusCode).toBe(403);
      expect((await send(999999, 'x@clinic.example', CHAIN)).statusCode).toBe(404);
    });

    it('throttles each user: 429 with Retry-After past the limit, until the window has passed', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await send(ids['q1-2026'], `copy${i}@clinic.example`, MANAGER)).statusCode).toBe(204);
      }
      const refused = await send(ids['q1-2026'], 'copy3@clinic.example', MANAGER);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().detail).toMatch(/^Request was throttled\./);
      // Another user is not held back by the manager's sends.
      expect((await send(ids.umea, 'chain@clinic.example', CHAIN)).statusCode).toBe(204);
      t.clock.advance(61 * 1000);
      expect((await send(ids['q1-2026'], 'copy3@clinic.example', MANAGER)).statusCode).toBe(204);
    });
  });

  describe('POST reports/issue/', () => {
    const issue = (payload: Record<string, unknown>, as = STAFF) =>
      t.call({ method: 'POST', url: '/api/v1/reports/issue/', payload, as });

    it('issues a statement for staff, and re-issues it with the next version', async () => {
      const created = await issue({ member: f.solna, kind: 2, year: 2026 });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ kind: 2, periodYear: 2026, periodQuarter: null, version: 1 });
      const again = await issue({ member: f.solna, kind: 2, year: 2026 });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id: created.json().id, version: 2 });
    });

    it('refuses members, bad bodies and periods without data', async () => {
      expect((await issue({ member: f.solna, kind: 1, year: 2026, quarter: 2 }, OWNER)).statusCode).toBe(403);
      expect((await issue({ member: f.solna, kind: 1, year: 2026 })).json()).toEqual({
        quarter: ['This field is required.'],
      });
      expect((await issue({ member: 999999, kind: 2, year: 2026 })).json()).toEqual({
        member: ['Invalid pk "999999" - object does not exist.'],
      });
      expect((await issue({ member: f.solna, kind: 7, year: 2026 })).json()).toEqual({
        kind: ['"7" is not a valid choice.'],
      });
      const empty = await issue({ member: f.hamburg, kind: 1, year: 2026, quarter: 2 });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ nonFieldErrors: ['The member has no purchase data in this period.'] });
    });
  });
});

describe('send-report through an SMTP mailer', () => {
  const sent: Mail[] = [];
  const smtp: Mailer = { kind: 'smtp', send: async (mail) => void sent.push(mail) };
  let t: TestApp;
  let mailedReport = 0;

  beforeAll(async () => {
    t = await createTestApp({ mailer: smtp });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the PDF as an attachment with the user as Reply-To', async () => {
    const f = await insertFixture(t);
    const { id } = await issueStatement(t.db, f.solna, REPORT_KIND.quarterlyStatement, { year: 2026, quarter: 2 }, NOW);
    mailedReport = id;
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/reports/${id}/send-report/`,
      payload: { email: 'Accounts@Clinic.example' },
      as: OWNER,
    });
    expect(response.statusCode).toBe(204);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'accounts@clinic.example', replyTo: OWNER });
    const attachment = sent[0]?.attachments?.[0];
    expect(attachment).toMatchObject({
      filename: 'vetnet-q2-2026-djurkliniken-solna.pdf',
      contentType: 'application/pdf',
    });
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(attachment!.content)).toContain('/URI (http://portal.test/reports?report=');
  });

  it('speaks the addressee’s own language, mail and PDF, when the address is a user’s (issue 24)', async () => {
    sent.length = 0;
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/reports/${mailedReport}/send-report/`,
      payload: { email: DE_OWNER.toUpperCase() },
      as: OWNER,
    });
    expect(response.statusCode).toBe(204);
    expect(sent[0]).toMatchObject({
      to: DE_OWNER,
      subject: 'Quartalsabrechnung der Einkäufe, Q2 2026: Djurkliniken Solna',
    });
    expect(pdfText(sent[0]!.attachments![0]!.content)).toContain('/Lang (de)');
    // An address without an account reads the sender's language (the Swedish owner's).
    sent.length = 0;
    t.clock.advance(2 * 60 * 60 * 1000);
    await t.call({
      method: 'POST',
      url: `/api/v1/reports/${mailedReport}/send-report/`,
      payload: { email: 'books@clinic.example' },
      as: OWNER,
    });
    expect(sent[0]?.subject).toBe('Kvartalsrapport över inköp, K2 2026: Djurkliniken Solna');
    expect(pdfText(sent[0]!.attachments![0]!.content)).toContain('/Lang (sv)');
  });

  it('leaves the QR code out of the mailed PDF when asked (removeQr)', async () => {
    const id = mailedReport;
    sent.length = 0;
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/reports/${id}/send-report/`,
      payload: { email: 'accounts@clinic.example', removeQr: true },
      as: OWNER,
    });
    expect(response.statusCode).toBe(204);
    const content = sent[0]?.attachments?.[0]?.content;
    expect(content?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(content!)).not.toContain('/URI');
    const refused = await t.call({
      method: 'POST',
      url: `/api/v1/reports/${id}/send-report/`,
      payload: { email: 'accounts@clinic.example', removeQr: 'yes' },
      as: OWNER,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['removeQr']);
  });
});

import { eq } from 'drizzle-orm';
import { partnerContactSubjects } from '../../../db/schema/partners';
import {
  createTestApp,
  CONTRIBUTOR,
  countryIds,
  DE_OWNER,
  OWNER,
  STAFF,
  type TestApp,
} from '../../../test-support/test-app';
import { api, insertPartner } from './partner-fixture';

// Issue 24: the partner's mail and the member's copy are in the member's language (Swedish,
// German, Danish here), not English.

type Mail = { to: string; subject: string; text: string };

let t: TestApp;
let subject: number;
const partners: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { se = 0, de = 0, dk = 0 } = await countryIds(t);
  for (const [code, countryId] of Object.entries({ se, de, dk })) {
    partners[code] = await insertPartner(t, {
      title: `Partner ${code.toUpperCase()}`,
      countryId,
      extra: { contactEmail: `sales.${code}@partner.example` },
    });
  }
  // The seeded subject the contact form names by its code (content:types.partners.subjects.pricing).
  const [pricing] = await t.db
    .select({ id: partnerContactSubjects.id })
    .from(partnerContactSubjects)
    .where(eq(partnerContactSubjects.code, 'pricing'));
  subject = pricing?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function requestAndRead(code: string, as: string): Promise<{ partner: Mail; copy: Mail }> {
  const response = await t.call({
    method: 'POST',
    url: api(`partners/${partners[code]}/request-contact/`),
    as,
    payload: { subject, message: 'Please send us your prices for 2027.' },
  });
  expect(response.statusCode).toBe(201);
  const read = async (to: string) =>
    (await t.call({ url: api(`dev/outbox/?to=${encodeURIComponent(to)}`), as: STAFF })).json()[0] as Mail;
  return { partner: await read(`sales.${code}@partner.example`), copy: await read(as) };
}

describe('contact request mails in the member’s language', () => {
  it('writes Swedish for a Swedish member', async () => {
    const { partner, copy } = await requestAndRead('se', OWNER);
    expect(partner.subject).toBe('Kontaktförfrågan: Priser och villkor (Djurkliniken Solna)');
    expect(partner.text).toContain('Kontaktförfrågan till Partner SE via Vetnet');
    expect(copy.subject).toBe('Din kontaktförfrågan till Partner SE');
    expect(copy.text).toContain('En kopia av förfrågan du skickade till Partner SE:');
    expect(copy.text).toContain(`E-post: ${OWNER}`);
    expect(copy.text).toContain('Please send us your prices for 2027.');
  });

  it('writes German for a German member', async () => {
    const { partner, copy } = await requestAndRead('de', DE_OWNER);
    expect(partner.text).toContain('Kontaktanfrage an Partner DE über Vetnet');
    expect(partner.text).toContain('Betreff: Preise und Konditionen');
    expect(copy.subject).toBe('Ihre Kontaktanfrage an Partner DE');
    expect(copy.text).toContain('Eine Kopie der Anfrage, die Sie an Partner DE gesendet haben:');
    expect(copy.text).toContain(`E-Mail: ${DE_OWNER}`);
  });

  it('writes Danish for a Danish member', async () => {
    const { partner, copy } = await requestAndRead('dk', CONTRIBUTOR);
    expect(partner.text).toContain('Kontaktanmodning til Partner DK via Vetnet');
    expect(partner.text).toContain('Emne: Priser og vilkår');
    expect(copy.subject).toBe('Din kontaktanmodning til Partner DK');
    expect(copy.text).toContain('En kopi af den anmodning, du sendte til Partner DK:');
    expect(copy.text).not.toMatch(/Contact request|A copy of/);
  });
});

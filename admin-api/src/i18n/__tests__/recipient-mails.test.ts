// Issue 24: a mail to someone other than the acting user speaks the RECIPIENT's language. A partner
// or an advertiser is a content item, not a user: the language staff wrote the item in, else its
// country's main language. The country's contact address reads its country's main language. A
// report mailed to a user's address reads that user's language. The sender's copy stays in the
// sender's own language.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { contentItems } from '../../db/schema/content';
import { languages } from '../../db/schema/locale';
import { partnerContactSubjects } from '../../db/schema/partners';
import { BE_OWNER, countryIds, createTestApp, MANAGER, OWNER, STAFF, type TestApp } from '../../test-support/test-app';

type Mail = { to: string; subject: string; text: string };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let country: Record<string, number>;
let subject: number;

const call = (method: 'POST' | 'GET', path: string, as: string, payload?: object) =>
  t.call({ method, url: `/api/v1/${path}`, as, ...(payload ? { payload } : {}) });

/** The newest mail to an address, from the outbox. */
async function mailTo(address: string): Promise<Mail> {
  const mails = (await call('GET', `dev/outbox/?to=${encodeURIComponent(address)}`, STAFF)).json() as Mail[];
  const [newest] = mails;
  if (!newest) throw new Error(`no mail to ${address}`);
  return newest;
}

async function languageId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!row) throw new Error(`no language ${code}`);
  return row.id;
}

/** A published item of `type` written straight into the database, in `language` when given. */
async function insertItem(
  type: 'partners' | 'directads',
  title: string,
  countryId: number,
  language: string | null,
  extra: Record<string, unknown>,
): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(contentItems)
    .values({
      type,
      title,
      status: 2,
      countryId,
      languageId: language ? await languageId(language) : null,
      publishDate: new Date(now.getTime() - DAY),
      createdAt: now,
      updatedAt: now,
      extra,
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('item not inserted');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  country = await countryIds(t);
  // The Swedish owner reads English here, so the partner's Swedish cannot be the sender's.
  await t.db
    .update(users)
    .set({ languageId: await languageId('en') })
    .where(eq(users.email, OWNER));
  const [pricing] = await t.db
    .select({ id: partnerContactSubjects.id })
    .from(partnerContactSubjects)
    .where(eq(partnerContactSubjects.code, 'pricing'));
  subject = pricing?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});
// A fresh window of the per-user mail throttle for each test.
beforeEach(() => {
  t.clock.advance(2 * HOUR);
});

describe('a partner contact request', () => {
  const request = async (partner: number, as: string) => {
    const response = await call('POST', `partners/${partner}/request-contact/`, as, {
      subject,
      message: 'Please send us your prices for 2027.',
    });
    expect(response.statusCode).toBe(201);
  };

  it('reaches a partner without a language in its country’s main language, the copy in the sender’s', async () => {
    const partner = await insertItem('partners', 'Partner Nord', country.se ?? 0, null, {
      contactEmail: 'sales@nord.example',
    });
    await request(partner, OWNER);
    const toPartner = await mailTo('sales@nord.example');
    expect(toPartner.subject).toBe('Kontaktförfrågan: Priser och villkor (Djurkliniken Solna)');
    expect(toPartner.text).toContain('Kontaktförfrågan till Partner Nord via Vetnet');
    const copy = await mailTo(OWNER);
    expect(copy.subject).toBe('Your contact request to Partner Nord');
    expect(copy.text).toContain('Contact request to Partner Nord through Vetnet');
  });

  it('reaches a partner staff wrote in English in English, whatever the sender speaks', async () => {
    const partner = await insertItem('partners', 'Partner Intl', country.se ?? 0, 'en', {
      contactEmail: 'sales@intl.example',
    });
    await request(partner, MANAGER);
    expect((await mailTo('sales@intl.example')).text).toContain('Contact request to Partner Intl through Vetnet');
    expect((await mailTo(MANAGER)).subject).toBe('Din kontaktförfrågan till Partner Intl');
  });

  it('reaches a French-speaking Belgian partner in French, the Flemish member’s copy in Dutch', async () => {
    const partner = await insertItem('partners', 'Partenaire Liège', country.be ?? 0, 'fr-BE', {
      contactEmail: 'ventes@liege.example',
    });
    await request(partner, BE_OWNER);
    expect((await mailTo('ventes@liege.example')).text).toContain('Demande de contact à Partenaire Liège via Vetnet');
    expect((await mailTo(BE_OWNER)).subject).toBe('Uw contactverzoek aan Partenaire Liège');
  });
});

describe('a reply to a direct ad', () => {
  const ad = (title: string, language: string | null, advertiserEmail: string) =>
    insertItem('directads', title, country.se ?? 0, language, {
      advertiserName: 'Anna Seller',
      advertiserEmail,
      expiresAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
  const reply = async (id: number, as: string) => {
    const response = await call('POST', `direact-ads/${id}/email/`, as, { message: 'Is it still for sale?' });
    expect(response.statusCode).toBe(201);
  };

  it('reaches the advertiser of an ad without a language in its country’s main language', async () => {
    await reply(await ad('Ultraljud säljes', null, 'anna@seller.example'), OWNER);
    expect((await mailTo('anna@seller.example')).subject).toBe('Svar på din annons: Ultraljud säljes');
    expect((await mailTo(OWNER)).subject).toBe('Your message about: Ultraljud säljes');
  });

  it('reaches the advertiser of an ad written in English in English, the Swedish sender’s copy in Swedish', async () => {
    await reply(await ad('Ultrasound for sale', 'en', 'bob@seller.example'), MANAGER);
    expect((await mailTo('bob@seller.example')).subject).toBe('Reply to your ad: Ultrasound for sale');
    expect((await mailTo(MANAGER)).subject).toBe('Ditt meddelande om: Ultrasound for sale');
  });
});

describe('a request to the country’s contact address', () => {
  it('is in the country’s main language, not the sender’s', async () => {
    const response = await call('POST', 'request-contact/', OWNER, { subject: 'Avtal', message: 'Ring mig.' });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo('contact.se@vetnet.example');
    expect(mail.subject).toBe('Kontaktförfrågan: Avtal');
    expect(mail.text).toContain('vill bli kontaktad');
  });
});

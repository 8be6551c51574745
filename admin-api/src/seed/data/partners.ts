// The demo commercial area: one partner per supplier of the purchase data (suppliers.ts), presented
// in Sweden and most also in Denmark and Norway, a few in Germany and Belgium; their campaigns and
// the direct ads. Pure data and plans; src/seed/partners.ts writes them.
import { CONTACT_TYPE, type ContactType } from '../../contract/partners';
import { isoUtc } from '../../http/dates';
import { ascii } from './content';
import { SUPPLIERS, type SupplierSeed } from './suppliers';

/** The partners' categories (content_categories of type `partners`). */
export const SPECIALIZATIONS = [
  'Pharmaceuticals',
  'Diagnostics',
  'Equipment',
  'Practice software',
  'Pet food',
  'Consumables',
  'Dental',
  'Laboratory',
] as const;
type Specialization = (typeof SPECIALIZATIONS)[number];

/** Each category's code: it names the portal's translation (content:categories.<type>.<code>). */
export const SPECIALIZATION_CODES: Readonly<Record<Specialization, string>> = {
  Pharmaceuticals: 'pharmaceuticals',
  Diagnostics: 'diagnostics',
  Equipment: 'equipment',
  'Practice software': 'practiceSoftware',
  'Pet food': 'petFood',
  Consumables: 'consumables',
  Dental: 'dental',
  Laboratory: 'laboratory',
};

/** By the supplier's purchase category: its main specialization, then a second one. */
const SPECIALIZATIONS_OF: Readonly<Record<string, readonly Specialization[]>> = {
  vaccines: ['Pharmaceuticals'],
  parasiticides: ['Pharmaceuticals', 'Consumables'],
  pharmaceuticals: ['Pharmaceuticals'],
  anaesthesia: ['Pharmaceuticals', 'Equipment'],
  diets: ['Pet food'],
  surgical: ['Consumables', 'Equipment'],
  dental: ['Dental', 'Equipment'],
  diagnostics: ['Diagnostics', 'Laboratory'],
  equipment: ['Equipment', 'Diagnostics'],
  office: ['Practice software', 'Consumables'],
};

/** `code` names the portal's translation (content:types.partners.discovery.<code>). */
export const DISCOVERY_CATEGORIES = [
  {
    code: 'digital',
    name: 'Digital practice',
    description: 'Practice software, booking and digital tools that save time at the front desk.',
  },
  {
    code: 'laboratory',
    name: 'In-clinic laboratory',
    description: 'Analysers, rapid tests and lab services for answers during the visit.',
  },
  {
    code: 'nutrition',
    name: 'Clinical nutrition',
    description: 'Diets and feeding advice for patients with special needs.',
  },
  {
    code: 'surgery',
    name: 'Surgery and anaesthesia',
    description: 'Everything for the operating room: consumables, instruments and anaesthesia.',
  },
  {
    code: 'sustainable',
    name: 'Sustainable choices',
    description: 'Partners with take-back schemes, less packaging and climate reporting.',
  },
] as const;

const DISCOVERY_OF: Readonly<Record<string, string>> = {
  office: 'digital',
  equipment: 'digital',
  diagnostics: 'laboratory',
  diets: 'nutrition',
  anaesthesia: 'surgery',
  surgical: 'surgery',
  dental: 'surgery',
};

/** `code` names the portal's translation (content:types.partners.subjects.<code>). */
export const CONTACT_SUBJECTS = [
  { code: 'pricing', name: 'Prices and terms' },
  { code: 'order', name: 'Orders and delivery' },
  { code: 'product', name: 'Product information' },
  { code: 'visit', name: 'Visit from a sales rep' },
  { code: 'other', name: 'Other' },
] as const;

export const CAMPAIGN_CATEGORIES = ['Discount', 'Bundle', 'Free shipping', 'Launch offer'] as const;
export const CAMPAIGN_CATEGORY_CODES: Readonly<Record<(typeof CAMPAIGN_CATEGORIES)[number], string>> = {
  Discount: 'discount',
  Bundle: 'bundle',
  'Free shipping': 'freeShipping',
  'Launch offer': 'launchOffer',
};
export const DIRECT_AD_CATEGORIES = ['Equipment for sale', 'Premises', 'Jobs', 'Wanted'] as const;
export const DIRECT_AD_CATEGORY_CODES: Readonly<Record<(typeof DIRECT_AD_CATEGORIES)[number], string>> = {
  'Equipment for sale': 'equipmentForSale',
  Premises: 'premises',
  Jobs: 'jobs',
  Wanted: 'wanted',
};

/** The partners' countries, each in its main language. */
export const PARTNER_COUNTRIES = ['se', 'dk', 'no', 'de', 'be'] as const;
export type PartnerCountry = (typeof PARTNER_COUNTRIES)[number];
export const LANGUAGE_OF: Readonly<Record<PartnerCountry, string>> = {
  se: 'sv',
  dk: 'da',
  no: 'nb',
  de: 'de',
  be: 'nl-BE',
};

const PHONE_PREFIX: Readonly<Record<PartnerCountry, string>> = {
  se: '+46 8 555 2',
  dk: '+45 70 55 2',
  no: '+47 22 55 2',
  de: '+49 40 555 2',
  be: '+32 9 555 2',
};

const REGIONS: Readonly<Record<PartnerCountry, readonly string[]>> = {
  se: ['Stockholm och Uppsala', 'Västra Götaland', 'Skåne', 'Norrland'],
  dk: ['Sjælland', 'Jylland', 'Fyn'],
  no: ['Østlandet', 'Vestlandet', 'Nord-Norge'],
  de: ['Nord', 'Süd'],
  be: ['Vlaanderen', 'Wallonië'],
};

const PEOPLE = [
  'Anna Lindqvist',
  'Erik Johansson',
  'Maria Nielsen',
  'Lars Hansen',
  'Ingrid Berg',
  'Jonas Eriksson',
  'Sofie Jensen',
  'Ole Andersen',
  'Karin Svensson',
  'Henrik Olsen',
  'Lena Vogel',
  'Pieter Claes',
  'Emma Dahl',
  'Mikkel Holm',
  'Sara Nyström',
] as const;

type Texts = {
  summary: (name: string, specialization: string) => string;
  paragraph: (name: string) => string;
  heading: string;
  points: readonly string[];
};

const TEXTS: Readonly<Record<string, Texts>> = {
  sv: {
    summary: (name, s) => `${name} levererar ${s.toLowerCase()} till Vetnets kliniker med avtalade villkor.`,
    paragraph: (name) =>
      `${name} är en av Vetnets samarbetspartner. Som medlem får du avtalspriser, snabba leveranser och en kontaktperson i din region.`,
    heading: 'Därför samarbetar vi',
    points: ['Avtalspriser för alla medlemmar', 'Leverans inom 48 timmar', 'Utbildning för klinikpersonal'],
  },
  da: {
    summary: (name, s) => `${name} leverer ${s.toLowerCase()} til Vetnets klinikker på aftalte vilkår.`,
    paragraph: (name) =>
      `${name} er en af Vetnets samarbejdspartnere. Som medlem får du aftalepriser, hurtig levering og en kontaktperson i din region.`,
    heading: 'Derfor samarbejder vi',
    points: ['Aftalepriser for alle medlemmer', 'Levering inden for 48 timer', 'Uddannelse af klinikpersonale'],
  },
  nb: {
    summary: (name, s) => `${name} leverer ${s.toLowerCase()} til Vetnets klinikker på avtalte vilkår.`,
    paragraph: (name) =>
      `${name} er en av Vetnets samarbeidspartnere. Som medlem får du avtalepriser, rask levering og en kontaktperson i din region.`,
    heading: 'Derfor samarbeider vi',
    points: ['Avtalepriser for alle medlemmer', 'Levering innen 48 timer', 'Opplæring av klinikkpersonale'],
  },
  de: {
    summary: (name, s) => `${name} liefert ${s} an die Vetnet-Kliniken zu vereinbarten Konditionen.`,
    paragraph: (name) =>
      `${name} ist ein Partner von Vetnet. Als Mitglied erhalten Sie Vertragspreise, schnelle Lieferung und einen Ansprechpartner in Ihrer Region.`,
    heading: 'Warum wir zusammenarbeiten',
    points: [
      'Vertragspreise für alle Mitglieder',
      'Lieferung innerhalb von 48 Stunden',
      'Schulungen für das Praxisteam',
    ],
  },
  'nl-BE': {
    summary: (name, s) => `${name} levert ${s.toLowerCase()} aan de Vetnet-klinieken tegen afgesproken voorwaarden.`,
    paragraph: (name) =>
      `${name} is een partner van Vetnet. Als lid krijgt u contractprijzen, snelle levering en een contactpersoon in uw regio.`,
    heading: 'Waarom we samenwerken',
    points: ['Contractprijzen voor alle leden', 'Levering binnen 48 uur', 'Opleiding voor het kliniekteam'],
  },
};

function textsOf(language: string): Texts {
  const texts = TEXTS[language];
  if (!texts) throw new Error(`No partner texts for ${language}`);
  return texts;
}

const DAY = 24 * 60 * 60 * 1000;

/** Midnight UTC `days` from `now`'s day. */
export function dayFrom(now: Date, days: number): Date {
  const day = new Date(now.getTime() + days * DAY);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

export type SalesRepSeed = { name: string; region: string; phone: string; email: string };

export type PartnerSeed = {
  supplier: SupplierSeed;
  country: PartnerCountry;
  language: string;
  title: string;
  summary: string;
  body: string;
  status: number;
  publishDate: Date;
  specializations: readonly Specialization[];
  discovery: readonly string[];
  contactType: ContactType;
  extra: Record<string, unknown>;
  salesReps: readonly SalesRepSeed[];
  /** A price list PDF among its attachments. */
  priceList: boolean;
};

/** The countries a supplier's partner is presented in: Sweden always, most also Denmark and Norway. */
export function countriesOf(supplier: SupplierSeed, index: number): PartnerCountry[] {
  if (supplier.country) return [supplier.country as PartnerCountry];
  const countries: PartnerCountry[] = ['se'];
  if (index % 6 !== 5) countries.push('dk', 'no');
  if (index % 4 === 0) countries.push('de');
  if (index % 5 === 1) countries.push('be');
  return countries;
}

/** A main contract for some of the suppliers with an agreement, direct contact for the others. */
function contactTypeOf(supplier: SupplierSeed, index: number): ContactType {
  if (!supplier.hasAgreement) return CONTACT_TYPE.general;
  return index % 2 === 0 ? CONTACT_TYPE.mainContract : CONTACT_TYPE.directContact;
}

/** These take no contact requests (no contactEmail). */
export const WITHOUT_CONTACT_EMAIL: ReadonlySet<string> = new Set(['TICKSTOP', 'GASLINE']);
/** Drafts, seen by staff only: [supplier code, country]. */
const DRAFTS: ReadonlySet<string> = new Set(['PAPERLY|se', 'KONTORAB|se', 'CLINITEC|dk']);

function bodyOf(name: string, texts: Texts, specializations: readonly string[]): string {
  return [
    `<p>${texts.paragraph(name)}</p>`,
    `<h2>${texts.heading}</h2>`,
    `<ul>${texts.points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
    `<p><strong>${specializations.join(', ')}</strong></p>`,
  ].join('');
}

function salesRepsOf(supplier: SupplierSeed, country: PartnerCountry, index: number): SalesRepSeed[] {
  const regions = REGIONS[country];
  const count = 1 + (index % 3);
  return Array.from({ length: Math.min(count, regions.length) }, (_, n) => {
    const name = PEOPLE[(index * 3 + n + country.length) % PEOPLE.length] ?? 'Anna Lindqvist';
    return {
      name,
      region: regions[(index + n) % regions.length] ?? '',
      phone: `${PHONE_PREFIX[country]}${String(index).padStart(2, '0')} ${10 + n}`,
      email: `${ascii(name)}@${supplier.code.toLowerCase()}.example`,
    };
  });
}

/** Every partner item: one per supplier and country it is presented in. */
export function partnerSeeds(now: Date): PartnerSeed[] {
  return SUPPLIERS.flatMap((supplier, index) => {
    const specializations = SPECIALIZATIONS_OF[supplier.category] ?? ['Consumables'];
    const discovery = [DISCOVERY_OF[supplier.category], index % 4 === 1 ? 'sustainable' : undefined].filter(
      (code): code is string => code !== undefined,
    );
    const contactType = contactTypeOf(supplier, index);
    // A few agreements end within 60 days (staff renew them); the others run for a year or more.
    const endsInDays = index % 7 === 3 ? 12 + index : 220 + index * 9;
    const code = supplier.code.toLowerCase();
    return countriesOf(supplier, index).map((country): PartnerSeed => {
      const language = LANGUAGE_OF[country];
      const texts = textsOf(language);
      return {
        supplier,
        country,
        language,
        title: supplier.name,
        summary: texts.summary(supplier.name, specializations[0] ?? 'Consumables'),
        body: bodyOf(supplier.name, texts, specializations),
        status: DRAFTS.has(`${supplier.code}|${country}`) ? 1 : 2,
        publishDate: new Date(now.getTime() - (200 + index * 5) * DAY),
        specializations,
        discovery,
        contactType,
        extra: {
          contactType,
          contactName: PEOPLE[index % PEOPLE.length],
          contactPhone: `${PHONE_PREFIX[country]}${String(index).padStart(2, '0')} 00`,
          ...(WITHOUT_CONTACT_EMAIL.has(supplier.code) ? {} : { contactEmail: `partners+${code}@vetnet.example` }),
          websiteUrl: `https://www.${code}.example/`,
          agreementStartsAt: isoUtc(dayFrom(now, -(120 + index * 11))),
          agreementEndsAt: isoUtc(dayFrom(now, endsInDays)),
          supplierCode: supplier.code,
        },
        salesReps: salesRepsOf(supplier, country, index),
        priceList: index % 3 === 0,
      };
    });
  });
}

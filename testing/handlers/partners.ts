import { http, HttpResponse } from 'msw';
import { CONTENT_API } from '@/lib/contract/content-api';
import type { ContentItem } from '@/lib/contract/content-item';
import {
  PARTNERS_API,
  type ContactSubject,
  type DiscoveryCategory,
  type PartnerRelated,
  type PartnerSpend,
  type SalesRep,
} from '@/lib/contract/partners';
import { BROWSER_API } from '@/testing/msw-server';

// The partners area's answers for component tests, typed by the contract (lib/contract/partners.ts):
// a partner with its related parts, its running campaigns, the member's spend, the contact
// subjects, the discovery categories, and the staff's sales-rep, contract and discovery calls.

export const SALES_REPS: SalesRep[] = [
  {
    id: 31,
    partner: 40,
    region: 'Stockholm',
    name: 'Sara Säljare',
    phone: '+46 70 123 45 67',
    email: 'sara@vetpharma.example',
    position: 0,
  },
  { id: 32, partner: 40, region: 'Skåne', name: 'Per Persson', phone: '', email: 'per@vetpharma.example', position: 1 },
];

export const CONTACT_SUBJECTS: ContactSubject[] = [
  { id: 1, code: 'prices', name: 'Prices (API name)' },
  { id: 2, code: 'unknown-code', name: 'A meeting' },
];

export const DISCOVERY: DiscoveryCategory[] = [
  { id: 5, code: 'dental', name: 'Dental (API name)', description: 'Dental care suppliers.', partnerCount: 3 },
  { id: 6, code: 'lab', name: 'Laboratory', description: 'Lab services.', partnerCount: 1 },
];

export const PARTNER_SPEND: PartnerSpend = {
  year: 2026,
  currency: 'SEK',
  spend: '123456.00',
  savings: '7890.00',
  dataAsOf: '2026-11-20',
};

const related: PartnerRelated = {
  salesReps: SALES_REPS,
  contract: {
    id: 77,
    name: 'Agreement 2026.pdf',
    url: '/api/v1/partner-contract-file/40/',
    size: 2048,
    contentType: 'application/pdf',
  },
  discoveryCategories: [{ id: 5, code: 'dental', name: 'Dental (API name)' }],
  acceptsContactRequests: true,
};

/** VetPharma, a published Swedish partner with its agreement, reps, contract and contact; override what a test is about. */
export function buildPartner(overrides: Record<string, unknown> = {}): ContentItem & Record<string, unknown> {
  return {
    id: 40,
    title: 'VetPharma',
    summary: 'Medicines for every clinic.',
    body: '<p>Our presentation.</p>',
    status: 2,
    country: { id: 15, name: 'Sweden', code: 'se' },
    language: { id: 14, code: 'sv', name: 'Svenska' },
    publishDate: '2026-01-10T08:00:00Z',
    createdAt: '2026-01-09T08:00:00Z',
    updatedAt: '2026-01-10T08:00:00Z',
    categories: [{ id: 3, name: 'Pharmacy', parentId: null }],
    tags: [],
    image: { id: 90, name: 'logo.png', url: '/api/v1/partner-files/90/', size: 900, contentType: 'image/png' },
    files: [],
    videoUrl: null,
    translations: [],
    contactType: 1,
    contactName: 'Anna Avtal',
    contactPhone: '+46 8 555 000',
    websiteUrl: 'https://vetpharma.example',
    agreementStartsAt: '2026-01-01T00:00:00Z',
    agreementEndsAt: '2026-12-31T00:00:00Z',
    ...related,
    ...overrides,
  };
}

export function buildCampaign(id: number, title: string, endsAt = '2026-12-15T00:00:00Z') {
  return {
    ...buildPartner({ id, title, image: null, body: '' }),
    partnerId: 40,
    startsAt: '2026-11-01T00:00:00Z',
    endsAt,
  };
}

export function pageOfItems<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** The calls of a partner's page beside the item, from the browser or (`base`) the server. */
export function partnerPageHandlers({
  campaigns = [buildCampaign(50, 'Autumn vaccines')],
  spend = PARTNER_SPEND,
  base = BROWSER_API,
}: { campaigns?: unknown[]; spend?: PartnerSpend; base?: string } = {}) {
  return [
    http.get(`${base}${CONTENT_API.campaigns.items}`, () => HttpResponse.json(pageOfItems(campaigns))),
    http.get(`${base}${PARTNERS_API.spend(40)}`, () => HttpResponse.json(spend)),
    http.get(`${base}${PARTNERS_API.contactSubjects}`, () => HttpResponse.json(CONTACT_SUBJECTS)),
  ];
}

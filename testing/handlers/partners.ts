import { http, HttpResponse } from 'msw';
import { CONTENT_API } from '@/lib/contract/content-api';
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
  { id: 1, code: 'pricing', name: 'Prices (API name)' },
  { id: 2, code: 'unknown-code', name: 'A meeting' },
];

export const DISCOVERY: DiscoveryCategory[] = [
  { id: 5, code: 'dental', name: 'Dental (API name)', description: 'Dental care suppliers.', partnerCount: 3 },
  { id: 6, code: 'laboratory', name: 'Laboratory', description: 'Lab services.', partnerCount: 1 },
];

export const PARTNER_SPEND: PartnerSpend = {
  year: 2026,
  currency: 'SEK',
  spend: '123456.00',
  savings: '7890.00',
  dataAsOf: '2026-11-20',
};

/** What VetPharma's answer carries from the partners module. */
export const PARTNER_RELATED: PartnerRelated = {
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

/** The calls of a partner's page beside the item, from the browser or (`base`) the server. */
export function partnerPageHandlers({
  campaigns,
  spend = PARTNER_SPEND,
  base = BROWSER_API,
}: {
  campaigns: unknown[];
  spend?: PartnerSpend;
  base?: string;
}) {
  return [
    http.get(`${base}${CONTENT_API.campaigns.items}`, () =>
      HttpResponse.json({ count: campaigns.length, next: null, previous: null, results: campaigns }),
    ),
    http.get(`${base}${PARTNERS_API.spend(40)}`, () => HttpResponse.json(spend)),
    http.get(`${base}${PARTNERS_API.contactSubjects}`, () => HttpResponse.json(CONTACT_SUBJECTS)),
  ];
}

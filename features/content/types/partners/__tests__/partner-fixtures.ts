import { PARTNER_RELATED } from '@/testing/handlers/partners';
import { buildItem } from '../../../__tests__/content-fixtures';
import type { PartnerFields } from '../partner-item';

/** VetPharma, a published Swedish partner with its agreement, reps, contract and contact; override what a test is about. */
export function buildPartner(overrides: PartnerFields & Record<string, unknown> = {}) {
  return {
    ...buildItem({
      id: 40,
      title: 'VetPharma',
      summary: 'Medicines for every clinic.',
      body: '<p>Our presentation.</p>',
      categories: [{ id: 3, code: null, name: 'Pharmacy', parentId: null }],
      tags: [],
      image: { id: 90, name: 'logo.png', url: '/api/v1/partner-files/90/', size: 900, contentType: 'image/png' },
      author: undefined,
    }),
    contactType: 1,
    contactName: 'Anna Avtal',
    contactPhone: '+46 8 555 000',
    websiteUrl: 'https://vetpharma.example',
    agreementStartsAt: '2026-01-01T00:00:00Z',
    agreementEndsAt: '2026-12-31T00:00:00Z',
    ...PARTNER_RELATED,
    ...overrides,
  };
}

/** A running campaign of VetPharma's. */
export function buildCampaign(id: number, title: string) {
  return {
    ...buildItem({ id, title, author: undefined }),
    partnerId: 40,
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: '2026-12-15T00:00:00Z',
  };
}

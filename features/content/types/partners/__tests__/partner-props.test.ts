/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { PARTNERS_API } from '@/lib/contract/partners';
import { FEATURE } from '@/lib/rules/features';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { partnerPageHandlers } from '@/testing/handlers/partners';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { contentDetailProps } from '../../../server/content-props';
import { partnerCampaignsKey } from '../api/partner-api';
import { buildCampaign, buildPartner } from './partner-fixtures';

// The partner page's server props: the item and its page's data (campaigns, spend, subjects) as
// SWR fallback, so the browser fetches none of it after the server render.

const API = 'http://api.test/api/v1';

jest.mock('@/lib/html/sanitize', () => ({ sanitizeHtml: (html: string) => html }));
// A failing extra call is reported, not thrown; the report itself is not under test.
jest.mock('@/lib/monitoring/monitoring', () => ({ reportError: jest.fn() }));

type Fallback = { props: { fallback: Record<string, unknown> } };

function partnerApi(flags = SPEC_ONLY_FLAGS, partner = buildPartner()) {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(SPEC_ONLY_USER)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(flags)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/partners/40/`, () => HttpResponse.json(partner)),
    ...partnerPageHandlers({ base: API, campaigns: [buildCampaign(50, 'Autumn vaccines')] }),
  );
}

async function load(): Promise<Fallback['props']['fallback']> {
  const result = await contentDetailProps('partners')(
    await context('/partners/40-vetpharma', { idSlug: '40-vetpharma' }),
  );
  return (result as Fallback).props.fallback;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('a partner page’s server props', () => {
  it('carry the partner with its related parts, its running campaigns, the spend and the contact subjects', async () => {
    partnerApi();
    const fallback = await load();
    expect(fallback['/partners/40/']).toMatchObject({
      title: 'VetPharma',
      acceptsContactRequests: true,
      salesReps: [{ name: 'Sara Säljare' }, { name: 'Per Persson' }],
      contract: { url: '/api/v1/partner-contract-file/40/' },
    });
    expect(fallback[partnerCampaignsKey(40)]).toMatchObject({ count: 1, results: [{ title: 'Autumn vaccines' }] });
    expect(fallback[PARTNERS_API.spend(40)]).toMatchObject({ spend: '123456.00', currency: 'SEK' });
    expect(fallback[PARTNERS_API.contactSubjects]).toHaveLength(2);
  });

  it('leave out what the member may not see or the partner does not take', async () => {
    const flags = SPEC_ONLY_FLAGS.map((flag) =>
      flag.feature === FEATURE.spendAndSavings ? { ...flag, available: false } : flag,
    );
    partnerApi(flags, buildPartner({ acceptsContactRequests: false }));
    const fallback = await load();
    expect(Object.keys(fallback).sort()).toEqual(['/partners/40/', partnerCampaignsKey(40)].sort());
  });

  it('still render the page when one of the extra calls fails', async () => {
    partnerApi();
    server.use(
      http.get(`${API}${PARTNERS_API.spend(40)}`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
    );
    const fallback = await load();
    expect(fallback).not.toHaveProperty([PARTNERS_API.spend(40)]);
    expect(fallback[partnerCampaignsKey(40)]).toMatchObject({ count: 1 });
    expect(fallback['/partners/40/']).toMatchObject({ title: 'VetPharma' });
  });
});

/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { PARTNERS_API } from '@/lib/contract/partners';
import { FEATURE } from '@/lib/rules/features';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { CONTACT_SUBJECTS, PARTNER_SPEND, partnerPageHandlers } from '@/testing/handlers/partners';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { SPEC_ONLY_FLAGS, SPEC_ONLY_USER } from '@/testing/spec-only-answers';
import { contentDetailProps } from '../../../server/content-props';
import { partnerCampaignsKey } from '../api/partner-api';
import { buildCampaign, buildPartner } from './partner-fixtures';

// The partner page's server props: the item and its page's data (campaigns, spend, subjects) as
// SWR fallback, so the browser fetches none of it after the server render: from the combined call
// `partners/{id}/page/`, or call by call from an API without it (404, 405) or failing it (5xx).

const API = 'http://api.test/api/v1';

jest.mock('@/lib/html/sanitize', () => ({ sanitizeHtml: (html: string) => html }));
// A failing extra call is reported, not thrown; the report itself is not under test.
jest.mock('@/lib/monitoring/monitoring', () => ({ reportError: jest.fn() }));

type Fallback = { props: { fallback: Record<string, unknown> } };

const CAMPAIGNS = { count: 1, next: null, previous: null, results: [buildCampaign(50, 'Autumn vaccines')] };

/**
 * The admin API as the spec names it (no combined call: 404), or, with `combined`, with the combined
 * call answering `combined.answer` (or failing with `combined.status`). Answers which calls were made
 * beside the session's.
 */
function partnerApi(
  flags = SPEC_ONLY_FLAGS,
  partner = buildPartner(),
  combined?: { status?: number; answer?: Record<string, unknown> },
) {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path.startsWith('/partners/') || path.startsWith('/campaigns/') || path.startsWith('/all-partner'))
      asked.push(path);
  });
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(SPEC_ONLY_USER)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(flags)),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/partners/40/`, () => HttpResponse.json(partner)),
    http.get(`${API}${PARTNERS_API.page(40)}`, () => {
      if (!combined) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (combined.status) return HttpResponse.json({ detail: 'Refused.' }, { status: combined.status });
      return HttpResponse.json({
        partner,
        campaigns: CAMPAIGNS,
        spend: PARTNER_SPEND,
        contactSubjects: CONTACT_SUBJECTS,
        ...combined.answer,
      });
    }),
    ...partnerPageHandlers({ base: API, campaigns: [buildCampaign(50, 'Autumn vaccines')] }),
  );
  return asked;
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
afterEach(() => server.events.removeAllListeners());

describe('a partner page’s server props from an API without the combined call', () => {
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

describe('a partner page’s server props with the combined call', () => {
  it('make one call and hand each part to SWR under its own call’s key', async () => {
    const asked = partnerApi(SPEC_ONLY_FLAGS, buildPartner(), {});
    const fallback = await load();
    expect(asked).toEqual([PARTNERS_API.page(40)]);
    expect(Object.keys(fallback).sort()).toEqual(
      ['/partners/40/', partnerCampaignsKey(40), PARTNERS_API.spend(40), PARTNERS_API.contactSubjects].sort(),
    );
    expect(fallback['/partners/40/']).toMatchObject({
      title: 'VetPharma',
      acceptsContactRequests: true,
      salesReps: [{ name: 'Sara Säljare' }, { name: 'Per Persson' }],
      contract: { url: '/api/v1/partner-contract-file/40/' },
    });
    expect(fallback[partnerCampaignsKey(40)]).toMatchObject({ count: 1, results: [{ title: 'Autumn vaccines' }] });
    expect(fallback[PARTNERS_API.spend(40)]).toEqual(PARTNER_SPEND);
    expect(fallback[PARTNERS_API.contactSubjects]).toEqual(CONTACT_SUBJECTS);
  });

  it('leave out the parts the API refused, the spend the member may not see and the subjects of a partner without contact', async () => {
    partnerApi(SPEC_ONLY_FLAGS, buildPartner(), { answer: { campaigns: null, spend: null } });
    expect(Object.keys(await load()).sort()).toEqual(['/partners/40/', PARTNERS_API.contactSubjects].sort());

    const flags = SPEC_ONLY_FLAGS.map((flag) =>
      flag.feature === FEATURE.spendAndSavings ? { ...flag, available: false } : flag,
    );
    clearCountryCaches();
    partnerApi(flags, buildPartner({ acceptsContactRequests: false }), {});
    expect(Object.keys(await load()).sort()).toEqual(['/partners/40/', partnerCampaignsKey(40)].sort());
  });

  it.each([404, 405, 500])('ask call by call when the API answers %s for the combined call', async (status) => {
    const asked = partnerApi(SPEC_ONLY_FLAGS, buildPartner(), { status });
    const fallback = await load();
    expect(asked).toEqual([
      PARTNERS_API.page(40),
      '/partners/40/',
      ...[partnerCampaignsKey(40).split('?')[0], PARTNERS_API.spend(40), PARTNERS_API.contactSubjects],
    ]);
    expect(fallback['/partners/40/']).toMatchObject({ title: 'VetPharma' });
    expect(fallback[partnerCampaignsKey(40)]).toMatchObject({ count: 1 });
    expect(fallback[PARTNERS_API.spend(40)]).toEqual(PARTNER_SPEND);
    expect(fallback[PARTNERS_API.contactSubjects]).toEqual(CONTACT_SUBJECTS);
  });

  it('show the API’s refusal of the partner as the page’s, without asking call by call', async () => {
    const asked = partnerApi(SPEC_ONLY_FLAGS, buildPartner(), { status: 403 });
    const result = await contentDetailProps('partners')(
      await context('/partners/40-vetpharma', { idSlug: '40-vetpharma' }),
    );
    expect(result).toHaveProperty(['props', 'errorStatus'], 403);
    expect(asked).toEqual([PARTNERS_API.page(40)]);
  });
});

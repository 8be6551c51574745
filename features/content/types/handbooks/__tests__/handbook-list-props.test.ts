/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext } from '@/testing/signed-in-context';
import { HANDBOOK_TAGS_KEY } from '../api/handbook-tags';
import { handbookListProps } from '../server/handbook-props';

const API = 'http://api.test/api/v1';
const QUALITY = { id: 7, name: 'Kvalitet' };

/** The handbook list's API; `tags` answers `wiki/handbooks/tags/` (absent: the API lacks it). */
function handbooksApi(tags: (() => Response) | null) {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser())),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(
      `${API}/wiki/handbooks/tags/`,
      tags ?? (() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    ),
    // Every tag of the portal: not what the handbooks' filter offers.
    http.get(`${API}/tags/`, () => HttpResponse.json([QUALITY, { id: 8, name: 'Forum only' }])),
  );
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the server render of /handbooks', () => {
  it('brings the tags the handbooks use, from wiki/handbooks/tags/ ({data, count}, spec §7)', async () => {
    handbooksApi(() => HttpResponse.json({ data: [QUALITY], count: 1 }));
    const result = await handbookListProps(await signedInContext('/handbooks'));
    expect(result).toHaveProperty(['props', 'fallback', HANDBOOK_TAGS_KEY], [QUALITY]);
  });

  it('renders with no tags to filter by where the API lacks the call', async () => {
    handbooksApi(null);
    const result = await handbookListProps(await signedInContext('/handbooks'));
    expect(result).toHaveProperty(['props', 'errorStatus'], null);
    expect(result).toHaveProperty(['props', 'fallback', HANDBOOK_TAGS_KEY], []);
  });
});

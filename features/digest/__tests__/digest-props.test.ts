/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { DIGEST_API } from '@/lib/contract/digest';
import type { CurrentUser } from '@/lib/contract/user';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { digestPageProps } from '../server/digest-props';
import { buildIssue, buildProgress } from './digest-fixtures';

const API = 'http://api.test/api/v1';

function api(user: Partial<CurrentUser>) {
  const asked: string[] = [];
  const record = (path: string, body: unknown) => () => {
    asked.push(path);
    return HttpResponse.json(body as never);
  };
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(user)),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}${DIGEST_API.issues}`, record('issues', [{ ...buildIssue(), itemCount: 3 }])),
    http.get(`${API}${DIGEST_API.past}`, record('past', { count: 0, next: null, previous: null, results: [] })),
    http.get(`${API}${DIGEST_API.headerGifs}`, record('headergifs', [])),
    http.get(`${API}/dev/locale-options/`, record('locale options', { countries: [], languages: [] })),
    http.get(`${API}${DIGEST_API.issue(21)}`, record('issue', buildIssue())),
    http.get(`${API}${DIGEST_API.sendDigest(21)}`, record('progress', buildProgress())),
    http.get(`${API}${DIGEST_API.schedules}`, record('schedules', [])),
    http.get(`${API}/members/levels/`, record('levels', [{ id: 3, name: 'Full member' }])),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the digest page’s server props', () => {
  it('bring the drafts, the newest draft with its recipients, the header images and the past issues', async () => {
    const asked = api(buildUser({ isStaff: true }));
    const result = await digestPageProps(await context('/digest'));
    expect(result).toHaveProperty(['props', 'issueId'], 21);
    expect(result).toHaveProperty(['props', 'fallback', DIGEST_API.issue(21), 'items', 'length'], 3);
    expect(result).toHaveProperty(['props', 'fallback', DIGEST_API.sendDigest(21), 'recipients'], 42);
    expect(result).toHaveProperty(['props', 'fallback', `${DIGEST_API.past}?page=1`, 'count'], 0);
    expect(result).toHaveProperty(['props', 'fallback', DIGEST_API.schedules], []);
    expect(result).toHaveProperty(['props', 'levels'], [{ id: 3, name: 'Full member' }]);
    expect(asked.sort()).toEqual([
      'headergifs',
      'issue',
      'issues',
      'levels',
      'locale options',
      'past',
      'progress',
      'schedules',
    ]);
  });

  it('give members the 403 view without asking for anything of the digest', async () => {
    const asked = api(buildUser({ isStaff: false }));
    expect(await digestPageProps(await context('/digest'))).toHaveProperty(['props', 'errorStatus'], 403);
    expect(asked).toEqual([]);
  });
});

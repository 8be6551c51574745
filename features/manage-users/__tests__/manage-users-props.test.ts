/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@/lib/contract/user';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext as context } from '@/testing/signed-in-context';
import { auditLogKey } from '../api/audit-log';
import { ACTIVE_OWNERS_KEY } from '../api/users-list';
import { manageUsersPageProps } from '../server/manage-users-props';
import { MAGNUS, OLIVIA, page, ROLE_CHANGE } from './manage-users-fixtures';

const API = 'http://api.test/api/v1';
const SWEDEN = { id: 15, name: 'Sweden', code: 'se' };
const TREE = [
  { id: 1, name: 'Vetnet HQ', country: SWEDEN, children: [] },
  { id: 2, name: 'Djurkliniken Solna', country: SWEDEN, children: [] },
  { id: 7, name: 'Smådjursklinik Göteborg', country: SWEDEN, children: [] },
];

/** `combined`: the API's answer to `users/manage/`; without it the API follows the spec only (404). */
function api(user: Partial<CurrentUser> = {}, { auditLog = true, combined = null as Response | null } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/users/manage/`, ({ request }) => {
      asked.push(`manage${new URL(request.url).search}`);
      return combined ?? HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser(user))),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}/me/member-tree/`, () => HttpResponse.json(TREE)),
    // A backend written to the spec alone has no change log: 404, as DRF answers an unknown path.
    http.get(`${API}/users/audit-log/`, ({ request }) => {
      asked.push(`log${new URL(request.url).search}`);
      return auditLog
        ? HttpResponse.json(page([ROLE_CHANGE]))
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get(`${API}/users/`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return HttpResponse.json(url.searchParams.get('page_size') === '1' ? page([OLIVIA], 2) : page([OLIVIA, MAGNUS]));
    }),
  );
  return asked;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => clearCountryCaches());

describe('the Manage users page’s server props', () => {
  it('carry the address’s page of users, the active owners’ count and the change log', async () => {
    const asked = api();
    const result = await manageUsersPageProps(await context('/settings/manage-users?search=ma&status=active&page=2'));
    const listKey = '/users/?page=2&search=ma&status=active';
    expect(result).toHaveProperty(['props', 'listKey'], listKey);
    expect(result).toHaveProperty(['props', 'query'], { search: 'ma', status: 'active', page: 2, member: null });
    expect(result).toHaveProperty(['props', 'fallback', ACTIVE_OWNERS_KEY], 2);
    expect(result).toHaveProperty(['props', 'fallback', listKey, 'results', 1, 'firstName'], 'Magnus');
    expect(result).toHaveProperty(['props', 'fallback', auditLogKey(1), 'results', 0, 'action'], 'role_changed');
    expect(asked.sort()).toEqual([
      '?page=2&search=ma&status=active',
      '?role=14&status=active&page_size=1',
      'log?page=1',
      'manage?page=2&search=ma&status=active',
    ]);
  });

  it('let staff look at another member’s users, log and owners with ?member=, and offer the member switch', async () => {
    const asked = api({ isStaff: true });
    const result = await manageUsersPageProps(await context('/settings/manage-users?member=7&status=invited'));
    const listKey = '/users/?page=1&status=invited&member=7';
    expect(result).toHaveProperty(['props', 'query', 'member'], 7);
    expect(result).toHaveProperty(['props', 'listKey'], listKey);
    expect(result).toHaveProperty(['props', 'memberOptions', 2], { id: 7, name: 'Smådjursklinik Göteborg', depth: 0 });
    expect(result).toHaveProperty(['props', 'fallback', auditLogKey(1, 7), 'results', 0, 'action'], 'role_changed');
    expect(asked.sort()).toEqual([
      '?page=1&status=invited&member=7',
      '?role=14&status=active&page_size=1&member=7',
      'log?page=1&member=7',
      'manage?page=1&status=invited&member=7',
    ]);
  });

  it.each([
    ['an unknown member', { isStaff: true }, '?member=999'],
    ['a malformed member', { isStaff: true }, '?member=seven'],
    ['another member named by a member', {}, '?member=7'],
  ])('give the 404 view for %s, without asking for the users', async (_case, user, search) => {
    const asked = api(user);
    expect(await manageUsersPageProps(await context(`/settings/manage-users${search}`))).toHaveProperty(
      ['props', 'errorStatus'],
      404,
    );
    expect(asked).toEqual([]);
  });

  it('carry the users without a change log where the API has none (an optional extra)', async () => {
    api({}, { auditLog: false });
    const result = await manageUsersPageProps(await context('/settings/manage-users'));
    expect(result).toHaveProperty(['props', 'errorStatus'], null);
    expect(result).toHaveProperty(['props', 'fallback', '/users/?page=1', 'results', 1, 'firstName'], 'Magnus');
    expect(result).toHaveProperty(['props', 'fallback', auditLogKey(1), 'results'], []);
  });

  it('come from the one combined call where the API has it, each part under its own call’s key', async () => {
    const combined = HttpResponse.json({
      users: page([OLIVIA, MAGNUS]),
      activeOwners: 3,
      auditLog: page([ROLE_CHANGE]),
    });
    const asked = api({}, { combined });
    const result = await manageUsersPageProps(await context('/settings/manage-users?search=ma&status=active&page=2'));
    const listKey = '/users/?page=2&search=ma&status=active';
    expect(asked).toEqual(['manage?page=2&search=ma&status=active']);
    expect(result).toHaveProperty(['props', 'fallback', ACTIVE_OWNERS_KEY], 3);
    expect(result).toHaveProperty(['props', 'fallback', listKey, 'results', 1, 'firstName'], 'Magnus');
    expect(result).toHaveProperty(['props', 'fallback', auditLogKey(1), 'results', 0, 'action'], 'role_changed');
  });

  it('ask the combined call for the member staff chose', async () => {
    const combined = HttpResponse.json({ users: page([OLIVIA]), activeOwners: 1, auditLog: page([]) });
    const asked = api({ isStaff: true }, { combined });
    const result = await manageUsersPageProps(await context('/settings/manage-users?member=7'));
    expect(asked).toEqual(['manage?page=1&member=7']);
    expect(result).toHaveProperty(
      ['props', 'fallback', '/users/?page=1&member=7', 'results', 0, 'firstName'],
      'Olivia',
    );
    expect(result).toHaveProperty(['props', 'fallback', '/users/?role=14&status=active&page_size=1&member=7'], 1);
  });

  it('give the 403 view when the combined call refuses, without asking call by call', async () => {
    const asked = api({}, { combined: HttpResponse.json({ detail: 'No.' }, { status: 403 }) });
    expect(await manageUsersPageProps(await context('/settings/manage-users'))).toHaveProperty(
      ['props', 'errorStatus'],
      403,
    );
    expect(asked).toEqual(['manage?page=1']);
  });

  it('give a shared user the 403 view, without asking for the users', async () => {
    const asked = api({ isShared: true });
    expect(await manageUsersPageProps(await context('/settings/manage-users'))).toHaveProperty(
      ['props', 'errorStatus'],
      403,
    );
    expect(asked).toEqual([]);
  });
});

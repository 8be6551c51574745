/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { SETTINGS_API } from '@/lib/contract/settings';
import { clearCountryCaches } from '@/lib/session/country-cache';
import { MEMBER_TREE_KEY } from '@/lib/session/get-member-tree';
import type { CurrentUser } from '@/lib/session/types';
import { TAGS_KEY } from '@/lib/tags/get-tags';
import { buildFeatureFlags, buildUser } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { signedInContext } from '@/testing/signed-in-context';
import { mySettingsPageProps, tagsForMembers } from '../server/my-settings-props';
import { TAGS, TREE } from './settings-fixtures';

const API = 'http://api.test/api/v1';

/** The API of a page render; the member tree is answered only when `tree` is set, so asking for it otherwise fails. */
function pageApi(user: Partial<CurrentUser>, tree: boolean, asked: string[] = []) {
  server.use(
    http.get(`${API}/me/`, () => HttpResponse.json(buildUser(user))),
    http.get(`${API}/feature-flags/`, () => HttpResponse.json(buildFeatureFlags())),
    http.get(`${API}/wiki/handbooks/`, () => HttpResponse.json({ data: [], count: 0 })),
    http.get(`${API}${SETTINGS_API.tags}`, () => {
      asked.push('tags');
      return HttpResponse.json(TAGS);
    }),
    ...(tree ? [http.get(`${API}${SETTINGS_API.memberTree}`, () => HttpResponse.json(TREE))] : []),
  );
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});
beforeEach(() => {
  clearCountryCaches();
  tagsForMembers.clear();
});

describe('the server render of /settings/me', () => {
  it('brings the tags, and no member tree for a user of one member', async () => {
    pageApi({}, false);
    const result = await mySettingsPageProps(await signedInContext('/settings/me'));
    expect(result).toHaveProperty(['props', 'fallback'], { [TAGS_KEY]: TAGS });
    expect(result).toHaveProperty(
      ['props', '_nextI18Next', 'initialI18nStore', 'en', 'settings', 'title'],
      'My settings',
    );
  });

  it('asks the API for the tags once a minute, not on every render: they are everyone’s', async () => {
    const asked: string[] = [];
    pageApi({}, false, asked);
    for (let render = 0; render < 3; render += 1) {
      const result = await mySettingsPageProps(await signedInContext('/settings/me'));
      expect(result).toHaveProperty(['props', 'fallback', TAGS_KEY], TAGS);
    }
    expect(asked).toEqual(['tags']);
  });

  it('brings the member tree for a chain user and for staff', async () => {
    for (const user of [{ changeMember: true }, { isStaff: true }]) {
      pageApi(user, true);
      const result = await mySettingsPageProps(await signedInContext('/settings/me'));
      expect(result).toHaveProperty(['props', 'fallback', MEMBER_TREE_KEY, 0, 'name'], 'Vetgroup Nord');
      clearCountryCaches();
    }
  });

  it('renders for staff where the API has no member tree (an optional extra): nothing to switch to', async () => {
    pageApi({ isStaff: true }, false);
    server.use(
      http.get(`${API}${SETTINGS_API.memberTree}`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const result = await mySettingsPageProps(await signedInContext('/settings/me'));
    expect(result).toHaveProperty(['props', 'errorStatus'], null);
    expect(result).toHaveProperty(['props', 'fallback', TAGS_KEY], TAGS);
    expect(result).toHaveProperty(['props', 'fallback', MEMBER_TREE_KEY], []);
  });
});

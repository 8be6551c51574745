// Every path the contract writes for these areas is one the admin API serves: a path changed on one
// side only fails here (lib/contract/ is read by both programs; routeOf turns a path function into
// its route).
import { ACTIVITY_API } from '../contract/activity';
import { apiPath } from '../contract/api-prefix';
import { AUTH_API } from '../contract/auth';
import { CONTACTS_API } from '../contract/contacts';
import { CONTENT_SHARED_API } from '../contract/content-api';
import { DEVELOPER_API } from '../contract/developer';
import { FORUM_API } from '../contract/forum';
import { HANDBOOK_API } from '../contract/handbooks';
import { MAINTENANCE_API } from '../contract/maintenance';
import { MEMBERS_API } from '../contract/member';
import { NOTIFICATIONS_API } from '../contract/notification';
import {
  COMMITMENTS_API,
  MEMBER_SERIES,
  type MemberSegment,
  PURCHASING_API,
  REPORTS_API,
} from '../contract/purchasing';
import { SETTINGS_API } from '../contract/settings';
import { SESSION_API } from '../contract/user';
import { routeOf } from '../http/route-path';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixed = (paths: Record<string, unknown>) =>
  Object.values(paths).filter((path): path is string => typeof path === 'string');

const PATHS: string[] = [
  ...fixed(AUTH_API),
  ...fixed(CONTACTS_API),
  ...fixed(DEVELOPER_API),
  ...fixed(MAINTENANCE_API),
  ...fixed(NOTIFICATIONS_API),
  ...fixed(PURCHASING_API),
  ...fixed(REPORTS_API),
  ...fixed(COMMITMENTS_API),
  ...fixed(SETTINGS_API),
  ...fixed(FORUM_API),
  ...fixed(SESSION_API),
  ...fixed(MEMBERS_API),
  HANDBOOK_API.tags,
  routeOf(HANDBOOK_API.search, 'id'),
  routeOf(HANDBOOK_API.pdf, 'id'),
  routeOf(FORUM_API.post, 'id'),
  routeOf(FORUM_API.replies, 'id'),
  routeOf(FORUM_API.subscription, 'id'),
  routeOf(SETTINGS_API.user, 'id'),
  routeOf(SETTINGS_API.resendInvitation, 'id'),
  routeOf(NOTIFICATIONS_API.item, 'id'),
  routeOf(REPORTS_API.file, 'id'),
  routeOf(REPORTS_API.send, 'id'),
  routeOf(COMMITMENTS_API.item, 'id'),
  routeOf(PURCHASING_API.periods, 'm'),
  routeOf(PURCHASING_API.dashboard, 'm'),
  routeOf(PURCHASING_API.quarter, 'year', 'quarter', 'm'),
  ...(Object.keys(MEMBER_SERIES) as (keyof typeof MEMBER_SERIES)[]).map((series) =>
    routeOf((m: MemberSegment) => PURCHASING_API.series(series, m), 'm'),
  ),
];

/** Paths the API serves for POST only. */
const POSTED: string[] = [...fixed(ACTIVITY_API), ...fixed(CONTENT_SHARED_API), routeOf(HANDBOOK_API.read, 'id')];

test.each(PATHS)('the admin API serves %s', (path) => {
  expect(t.app.hasRoute({ method: 'GET', url: apiPath(path) })).toBe(true);
});

test.each(POSTED)('the admin API takes POST %s', (path) => {
  expect(t.app.hasRoute({ method: 'POST', url: apiPath(path) })).toBe(true);
});

test('a path the API does not serve is told apart', () => {
  expect(t.app.hasRoute({ method: 'GET', url: apiPath('/notifications/unknown/') })).toBe(false);
});

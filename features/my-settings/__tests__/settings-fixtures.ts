import { http, HttpResponse } from 'msw';
import type { MemberTreeNode } from '@/lib/contract/member';
import { SETTINGS_API, type Tag } from '@/lib/contract/settings';
import { SESSION_API } from '@/lib/contract/user';
import type { CurrentUser } from '@/lib/session/types';
import { buildFeatureFlags, buildSession, buildUser } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';

export const TAGS: Tag[] = [
  { id: 1, name: 'Dentistry' },
  { id: 2, name: 'Imaging' },
  { id: 3, name: 'Pharmacy' },
];

const node = (id: number, name: string, children: MemberTreeNode[] = []): MemberTreeNode => ({
  id,
  name,
  country: { id: 15, name: 'Sweden', code: 'se' },
  children,
});

/** Vetgroup Nord (4) with its clinics in Umeå (7) and Luleå (8); Luleå has a branch in Kiruna (9). */
export const TREE: MemberTreeNode[] = [
  node(4, 'Vetgroup Nord', [node(7, 'Vetgroup Umeå'), node(8, 'Vetgroup Luleå', [node(9, 'Kiruna Djurklinik')])]),
];

/** A chain user acting for Vetgroup Umeå. */
export function chainSession(overrides: Partial<CurrentUser> = {}) {
  const user = buildUser();
  return buildSession({ changeMember: true, member: { ...user.member, id: 7, name: 'Vetgroup Umeå' }, ...overrides });
}

export type Call = { method: string; path: string; body: unknown };

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/** Records each call of My settings' endpoints; `answers` replaces an endpoint's answer (status and body). */
export function settingsApi(answers: Partial<Record<string, { status: number; body: unknown }>> = {}): Call[] {
  const calls: Call[] = [];
  const answer =
    (method: string, path: string, fallback: () => unknown) =>
    async ({ request }: { request: Request }) => {
      calls.push({ method, path, body: await bodyOf(request) });
      const given = answers[path];
      return given
        ? HttpResponse.json(given.body as never, { status: given.status })
        : HttpResponse.json(fallback() as never);
    };
  server.use(
    http.patch(
      `${BROWSER_API}${SETTINGS_API.me}`,
      answer('PATCH', SETTINGS_API.me, () => buildUser()),
    ),
    http.get(
      `${BROWSER_API}${SETTINGS_API.me}`,
      answer('GET', SETTINGS_API.me, () => buildUser()),
    ),
    http.get(
      `${BROWSER_API}${SESSION_API.featureFlags}`,
      answer('GET', SESSION_API.featureFlags, () => buildFeatureFlags()),
    ),
    http.get(
      `${BROWSER_API}${SETTINGS_API.tags}`,
      answer('GET', SETTINGS_API.tags, () => TAGS),
    ),
    http.post(
      `${BROWSER_API}${SETTINGS_API.preferences}`,
      answer('POST', SETTINGS_API.preferences, () => buildUser()),
    ),
    http.post(
      `${BROWSER_API}${SETTINGS_API.toggleDigest}`,
      answer('POST', SETTINGS_API.toggleDigest, () => ({ hasDigestSubscribed: true })),
    ),
    http.post(
      `${BROWSER_API}${SETTINGS_API.setPassword}`,
      answer('POST', SETTINGS_API.setPassword, () => ({ access: 'new-access', refresh: 'new-refresh' })),
    ),
    http.patch(
      `${BROWSER_API}${SETTINGS_API.member}`,
      answer('PATCH', SETTINGS_API.member, () => buildUser()),
    ),
    http.get(
      `${BROWSER_API}${SETTINGS_API.memberTree}`,
      answer('GET', SETTINGS_API.memberTree, () => TREE),
    ),
  );
  return calls;
}

/** The calls that change something, without the reads that follow them. */
export function writes(calls: Call[]): Call[] {
  return calls.filter((call) => call.method !== 'GET');
}

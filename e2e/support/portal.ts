import { apiUrl, pathOf, portalUrl, settle, visit } from './browser';
import { keep, readKept } from './run-registry';
import type { BrowserContext, Page } from 'playwright-core';

/** Every seeded account's password (admin-api seed data). */
export const DEMO_PASSWORD = 'vetnet-demo';
export const ACCESS_COOKIE = 'vetnet.accessToken';
export const REFRESH_COOKIE = 'vetnet.refreshToken';

/** Logs in through the login page and waits for the page it leads to. */
export async function logIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, path = '/login' } = {},
): Promise<void> {
  await visit(page, path);
  await submitLogin(page, email, password);
}

/** Fills in and sends the login form the page shows (English), and waits for the page it leads to. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await settle(page);
}

/**
 * Signs a browser context in without the login form: an API token pair set as the two cookies the
 * form sets (features/auth login-form: it saves the pair and nothing else). The form itself is
 * tested in session.test.ts; every other test starts signed in this way, which spares it the login
 * page, the submission and the home page (with their axe runs).
 *
 * The pair is shared: each account logs in once and its pair serves every context of the run (see
 * `sharedTokens`). `fresh: true` gives the context a pair of its own: for a test that refreshes
 * (an expired access token), logs out or ends the session, which would spoil a shared refresh token
 * under rotation, or that needs two separate sessions of one user.
 */
export async function signIn(
  context: BrowserContext,
  email: string,
  password = DEMO_PASSWORD,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const { access, refresh } = fresh ? await apiTokens(email, password) : await sharedTokens(email, password);
  const url = portalUrl();
  await context.addCookies([
    { name: ACCESS_COOKIE, value: access, url, sameSite: 'Lax' },
    { name: REFRESH_COOKIE, value: refresh, url, sameSite: 'Lax' },
  ]);
}

/**
 * How long a shared access token must still be valid to be handed out (it lives 15 minutes): no test
 * keeps a context this long, so no shared context ever refreshes, and one refresh token serves many.
 */
const SHARED_VALIDITY_SECONDS = 10 * 60;

/** A JWT's `exp` in seconds since the epoch (0 when unreadable). */
function expiresAt(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : 0;
  } catch {
    return 0;
  }
}

/**
 * The account's token pair for this run, logged in once (a login costs the API a deliberately slow
 * scrypt hash) and kept across test files (run-registry.ts); logged in again when the kept access
 * token has less than SHARED_VALIDITY_SECONDS left.
 */
export async function sharedTokens(
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const key = `${email.toLowerCase()}\0${password}`;
  const kept = readKept<{ access: string; refresh: string }>('sessions', key);
  if (kept && expiresAt(kept.access) - Date.now() / 1000 > SHARED_VALIDITY_SECONDS) return kept;
  const pair = await apiTokens(email, password);
  keep('sessions', key, pair);
  return pair;
}

/** An access token for calling the admin API as a fixture does (`callApi`): the account's shared one. */
export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await sharedTokens(email, password)).access;
}

/** Waits for the browser to be at `path` (path and query) and checks the page there. */
export async function expectAt(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  expect(pathOf(page)).toBe(path);
  await settle(page);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** A JWT with the given claims and a signature nobody can verify: for tokens the portal must refuse or refresh. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

/** Calls the admin API directly, as a test fixture would. */
export async function callApi<T>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${apiUrl()}/api/v1${path}`, {
    method,
    // A JSON type only with a body: the admin API refuses an empty one that claims to be JSON (a DELETE).
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Logs in through the API: a new session every call (for tests of the login; fixtures use `accessToken`). */
export async function apiTokens(email: string, password = DEMO_PASSWORD): Promise<{ access: string; refresh: string }> {
  return callApi('POST', '/auth/api-token-auth/', { body: { email, password } });
}

/** The link in the newest mail the outbox holds for `to` (read as staff, as a developer would). */
export async function latestMailLink(to: string): Promise<string> {
  const access = await accessToken('staff@vetnet.example');
  const mails = await callApi<{ to: string; link: string | null }[]>(
    'GET',
    `/dev/outbox/?to=${encodeURIComponent(to)}`,
    { token: access },
  );
  const link = mails[0]?.link;
  if (!link) throw new Error(`No mail with a link for ${to}`);
  return link;
}

/** Logs out through the desktop user menu. */
export async function logOut(page: Page): Promise<void> {
  await page.locator('header .dropdown-toggle[aria-label]').last().click();
  await page
    .locator('.dropdown-menu.show')
    .getByRole('button', { name: /^(Log out|Logga ut)$/ })
    .click();
}

/** The user menu's links, between the language switcher and logout. */
export async function userMenuLinks(page: Page): Promise<string[]> {
  await page.locator('header .dropdown-toggle[aria-label]').last().click();
  const links = await page.locator('.dropdown-menu.show a.dropdown-item').allTextContents();
  await page.keyboard.press('Escape');
  return links.map((text) => text.trim());
}

/** Sets a user's language by its code (staff: any; a member: one of its country's languages). */
export async function setLanguage(token: string, code: string): Promise<void> {
  const { languages } = await callApi<{ languages: { id: number; code: string }[] }>('GET', '/dev/locale-options/', {
    token,
  });
  const language = languages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`No language ${code}`);
  await callApi('PATCH', '/dev/locale/', { token, body: { language: language.id } });
}

/** The mails the outbox holds for `to`, newest first (read as staff, as a developer would). */
export async function outboxMails(to: string): Promise<{ to: string; subject: string; text: string }[]> {
  const access = await accessToken('staff@vetnet.example');
  return callApi('GET', `/dev/outbox/?to=${encodeURIComponent(to)}`, { token: access });
}

/** A user invited through Manage users' API (issue 12), not yet active. */
export type Invitation = { email: string; firstName: string; lastName: string; role: number };

/**
 * Invites a user as `inviter` (an owner) and activates the account through the invitation mail's
 * set-password link, as the set-password page would (`reset_password_confirm` with the link's uid
 * and token). For tests that change a user's password or profile: a fresh user, not a demo account
 * other tests sign in as. Answers the new user's id.
 */
export async function invitedUser(inviter: string, invitation: Invitation, password: string): Promise<number> {
  const access = await accessToken(inviter);
  const { id } = await callApi<{ id: number }>('POST', '/users/', {
    token: access,
    body: { title: null, ...invitation },
  });
  const link = new URL(await latestMailLink(invitation.email));
  await callApi('POST', '/auth/users/reset_password_confirm/', {
    body: {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      newPassword: password,
      reNewPassword: password,
    },
  });
  return id;
}

/** The desktop navigation as "Title: link, link" lines (each dropdown opened in turn) and "Title -> path" for links. */
export async function desktopMenu(page: Page): Promise<string[]> {
  const nav = page.locator('header nav').first();
  const lines: string[] = [];
  const items = nav.locator(':scope > ul > li');
  for (let index = 0; index < (await items.count()); index += 1) {
    const item = items.nth(index);
    const toggle = item.locator('.dropdown-toggle');
    if ((await toggle.count()) === 0) {
      const link = item.getByRole('link');
      lines.push(`${(await link.textContent())?.trim()} -> ${await link.getAttribute('href')}`);
      continue;
    }
    await toggle.click();
    const links = await item.locator('.dropdown-menu a').allTextContents();
    lines.push(`${(await toggle.textContent())?.trim()}: ${links.map((text) => text.trim()).join(', ')}`);
    await page.keyboard.press('Escape');
  }
  return lines;
}

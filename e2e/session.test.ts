import germanNotifications from '../locales/de/notifications.json';
import { launchBrowser, newContext, pathOf, portalUrl, settle, visit, type ViewportName } from './support/browser';
import {
  ACCESS_COOKIE,
  DEMO_PASSWORD,
  REFRESH_COOKIE,
  apiTokens,
  cookieValue,
  expectAt,
  latestMailLink,
  logIn,
  logOut,
  signIn,
  unsignedJwt,
} from './support/portal';
import type { Browser, BrowserContext, Page } from 'playwright-core';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'phone'])('signing in on a %s', (viewport) => {
  it('logs a seeded member in and greets them by name, in their language', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();

    await logIn(page, 'owner@vetnet.example');

    expect(pathOf(page)).toBe('/');
    await page.getByRole('heading', { name: 'Välkommen, Olivia!' }).waitFor();
    expect(await cookieValue(context, ACCESS_COOKIE)).toBeTruthy();
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeTruthy();
    await context.close();
  });

  it('shows the error for a wrong password and keeps the e-mail', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await visit(page, '/login');

    await page.getByLabel(/^E-mail/).fill('owner@vetnet.example');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    // Next's route announcer is an (empty) alert too: look for the form's.
    // The admin API's English message, translated (lib/forms/server-messages).
    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is wrong, or the account is not active.' })
      .waitFor();
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe('owner@vetnet.example');
    expect(pathOf(page)).toBe('/login');
    await settle(page);
    await context.close();
  });
});

describe('the session', () => {
  it('sends a guarded address without a session to login, and back to it after logging in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();

    await page.goto('/?welcome=back');
    await expectAt(page, '/login?next=%2F%3Fwelcome%3Dback');
    await page.getByLabel(/^E-mail/).fill('manager@vetnet.example');
    await page.getByLabel(/^Password/).fill('vetnet-demo');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expectAt(page, '/?welcome=back');
    await page.getByRole('heading', { name: 'Välkommen, Maja!' }).waitFor();
    await context.close();
  });

  it('renders the page and renews the cookie when the access token has expired but the refresh token is valid', async () => {
    const context = await newContext(browser);
    // A session of its own: the test refreshes it.
    await signIn(context, 'owner@vetnet.example', DEMO_PASSWORD, { fresh: true });
    const page = await context.newPage();
    const expired = unsignedJwt({
      token_type: 'access',
      user_id: 2,
      jti: 'old',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await context.addCookies([{ name: ACCESS_COOKIE, value: expired, url: portalUrl() }]);

    await visit(page, '/');

    await page.getByRole('heading', { name: 'Välkommen, Olivia!' }).waitFor();
    const renewed = await cookieValue(context, ACCESS_COOKIE);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    await context.close();
  });

  it('goes to login when both tokens are invalid', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await context.addCookies([
      { name: ACCESS_COOKIE, value: unsignedJwt({ token_type: 'access', user_id: 2, exp: 1 }), url: portalUrl() },
      {
        name: REFRESH_COOKIE,
        value: unsignedJwt({ token_type: 'refresh', user_id: 2, exp: 4_000_000_000 }),
        url: portalUrl(),
      },
    ]);

    await page.goto('/');

    await expectAt(page, '/login');
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeFalsy();
    await context.close();
  });

  it('sends a second tab to login when the first one logs out', async () => {
    const context = await newContext(browser);
    // A session of its own: the test logs it out.
    await signIn(context, 'viewer@vetnet.example', DEMO_PASSWORD, { fresh: true });
    const first = await context.newPage();
    await visit(first, '/');
    const second = await context.newPage();
    await visit(second, '/');

    await logOut(first);

    await expectAt(first, '/login');
    await expectAt(second, '/login');
    expect(await cookieValue(context, ACCESS_COOKIE)).toBeFalsy();
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeFalsy();
    await context.close();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'stays on the portal after login with next=%s',
    async (next) => {
      const context = await newContext(browser);
      const page = await context.newPage();

      await logIn(page, 'owner@vetnet.example', { path: `/login?next=${encodeURIComponent(next)}` });

      expect(new URL(page.url()).origin).toBe(portalUrl());
      expect(pathOf(page)).toBe('/');
      await context.close();
    },
  );
});

describe('two tabs of one browser whose access token has expired, with refresh rotation', () => {
  // A member no other browser test signs in as: these tests mark its notifications read.
  const MEMBER = 'de.owner@vetnet.example';
  // The member reads German: the button's text as the German locale writes it.
  const MARK_ALL_READ = germanNotifications.markAllRead;
  const ROUNDS = 3;

  /** Replaces the access cookie by an expired one, as after 15 minutes: the next call or page must refresh. */
  async function expireAccess(context: BrowserContext): Promise<void> {
    const expired = unsignedJwt({
      token_type: 'access',
      user_id: 1,
      jti: 'old',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await context.addCookies([{ name: ACCESS_COOKIE, value: expired, url: portalUrl() }]);
  }

  /** Waits for the page's "mark all as read" call to succeed: the client refreshed, or used the new tokens, and replayed it. */
  function markAllRead(page: Page): Promise<unknown> {
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/notifications/mark-all-as-read/') && response.status() === 200,
    );
    return Promise.all([answered, page.getByRole('button', { name: MARK_ALL_READ, exact: true }).click()]);
  }

  async function openTabs(): Promise<{ context: BrowserContext; first: Page; second: Page }> {
    const context = await newContext(browser);
    // A session of its own: the tests refresh it, round after round.
    await signIn(context, MEMBER, DEMO_PASSWORD, { fresh: true });
    const first = await context.newPage();
    const second = await context.newPage();
    await visit(first, '/notifications');
    await visit(second, '/notifications');
    return { context, first, second };
  }

  /** Both tabs still signed in: on their pages, and a new page renders for the browser. */
  async function expectSignedIn(context: BrowserContext, ...pages: Page[]): Promise<void> {
    for (const page of pages) expect(pathOf(page)).toBe('/notifications');
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeTruthy();
    const check = await context.newPage();
    await check.goto('/notifications');
    await check.waitForLoadState('networkidle');
    expect(pathOf(check)).toBe('/notifications');
    await check.close();
  }

  it('keeps both signed in when they load a page at the same instant', async () => {
    const { context, first, second } = await openTabs();
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await cookieValue(context, REFRESH_COOKIE);
      await expireAccess(context);
      await Promise.all([first.reload(), second.reload()]);
      await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
      expect(await cookieValue(context, REFRESH_COOKIE)).not.toBe(before);
      await expectSignedIn(context, first, second);
    }
    await context.close();
  });

  it('keeps both signed in when they call the API at the same instant', async () => {
    const { context, first, second } = await openTabs();
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await cookieValue(context, REFRESH_COOKIE);
      await expireAccess(context);
      await Promise.all([markAllRead(first), markAllRead(second)]);
      expect(await cookieValue(context, REFRESH_COOKIE)).not.toBe(before);
      await expectSignedIn(context, first, second);
    }
    await context.close();
  });

  it('keeps both signed in when one loads a page as the other calls the API', async () => {
    const { context, first, second } = await openTabs();
    for (let round = 0; round < ROUNDS; round += 1) {
      await expireAccess(context);
      await Promise.all([first.reload(), markAllRead(second)]);
      await first.waitForLoadState('networkidle');
      await expectSignedIn(context, first, second);
    }
    await context.close();
  });
});

describe('mail flows', () => {
  it('resets a password through the link in the outbox, and logs in with the new one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectAt(page, '/login/reset-password');

    await page
      .getByLabel(/^E-mail/)
      .first()
      .fill('Contributor@Vetnet.Example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').waitFor();

    const link = await latestMailLink('contributor@vetnet.example');
    expect(link.startsWith(`${portalUrl()}/login/set-password?`)).toBe(true);
    await visit(page, link);
    await page.getByLabel(/^New password/).fill('a-fresh-secret-42');
    await page.getByLabel(/^Repeat the new password/).fill('a-fresh-secret-42');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expectAt(page, '/login?passwordSet=1');

    await logIn(page, 'contributor@vetnet.example', { password: 'a-fresh-secret-42', path: '/login?passwordSet=1' });
    expect(pathOf(page)).toBe('/');
    await expect(apiTokens('contributor@vetnet.example')).rejects.toThrow(/400/);

    // The link dies once used; a fresh browser (English, nobody signed in) tries it again.
    const again = await newContext(browser);
    const retry = await again.newPage();
    await visit(retry, link);
    await retry.getByLabel(/^New password/).fill('yet-another-secret');
    await retry.getByLabel(/^Repeat the new password/).fill('yet-another-secret');
    await retry.getByRole('button', { name: 'Save password' }).click();
    await retry.getByRole('alert').filter({ hasText: 'This link has expired or has already been used.' }).waitFor();
    await retry.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await Promise.all([context.close(), again.close()]);
  });

  it('logs in through a magic link, once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/login');
    await page.getByRole('button', { name: 'E-mail me a login link instead' }).click();
    await page.getByLabel(/^E-mail/).fill('engaged@vetnet.example');
    await page.getByRole('button', { name: 'Send login link' }).click();
    await page.getByRole('status').waitFor();

    const link = await latestMailLink('engaged@vetnet.example');
    await page.goto(link);
    await expectAt(page, '/');
    await page.getByRole('heading', { name: 'Välkommen, Erik!' }).waitFor();
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeTruthy();

    const other = await newContext(browser);
    const reused = await other.newPage();
    await reused.goto(link);
    await expectAt(reused, '/login');
    await Promise.all([context.close(), other.close()]);
  });

  it('leads a magic link asked for on the way to a page to that page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/login?next=%2Fnotifications');
    await page.getByRole('button', { name: 'E-mail me a login link instead' }).click();
    await page.getByLabel(/^E-mail/).fill('viewer@vetnet.example');
    await page.getByRole('button', { name: 'Send login link' }).click();
    await page.getByRole('status').waitFor();

    const link = await latestMailLink('viewer@vetnet.example');
    expect(new URL(link).searchParams.get('next')).toBe('/notifications');
    await page.goto(link);
    await expectAt(page, '/notifications');
    await context.close();
  });
});

describe('the /api/v1 forwarding', () => {
  it('answers the browser without telling it the admin API’s address', async () => {
    const response = await fetch(`${portalUrl()}/api/v1/maintenance-status/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('backendDeployInProgress');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    const apiHost = new URL(process.env.E2E_API_URL ?? '').host;
    expect([...response.headers].filter(([, value]) => value.includes(apiHost))).toEqual([]);
  });
});

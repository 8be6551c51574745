import { launchBrowser, newContext, portalUrl, settle, visit } from './support/browser';
import type { Browser } from 'playwright-core';

// How the browser tests wait and what they reach (e2e/support/browser.ts): `settle` waits for the
// page's own requests, not for Playwright's `networkidle` event, and the browser reaches the
// portal and nothing else, so a page's request to another site fails at once.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('settles a page whose frame commits after the page itself is done loading', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await visit(page, '/login');
  // The event page opened from a notification: the page's own requests end first, then its video
  // player's frame commits. Playwright's `networkidle` then never came (issue: notifications.test.ts).
  await page.route('https://www.youtube-nocookie.com/embed/late', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' });
  });
  await page.evaluate(async () => {
    await fetch('/images/sleeping-cat.svg');
    const frame = document.createElement('iframe');
    frame.title = 'Player';
    frame.src = 'https://www.youtube-nocookie.com/embed/late';
    document.body.append(frame);
  });
  await page.frameLocator('iframe[title="Player"]').getByText('Player').waitFor();
  await settle(page, { timeoutMs: 5_000 });
  await context.close();
});

it('names the requests still open when the page does not go idle', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await visit(page, '/login');
  // An image whose answer never comes, as a player from an unreachable site would.
  await page.route('**/never-answers.png', () => undefined);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.alt = '';
    image.src = '/never-answers.png';
    document.body.append(image);
  });
  const error = await settle(page, { timeoutMs: 1_000 }).then(
    () => null,
    (failure: Error) => failure.message,
  );
  expect(error).toMatch(
    /Requests still open on http:\/\/localhost:\d+\/login:\n {2}GET http:\/\/localhost:\d+\/never-answers\.png \(image, open \d+ ms\)/,
  );
  await context.close();
});

it('resolves no name but localhost', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  // Another name of the portal itself: Chromium answers *.localhost with the loopback address
  // without asking a resolver, so this loads unless the browser is kept offline.
  const elsewhere = new URL('/login', portalUrl());
  elsewhere.hostname = 'elsewhere.localhost';
  const error = await page.goto(elsewhere.href).then(
    () => null,
    (failure: Error) => failure.message,
  );
  expect(error).toMatch(/net::ERR_NAME_NOT_RESOLVED/);
  await context.close();
});

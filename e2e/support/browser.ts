import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser (STACK.md). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function newContext(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // Reduced motion: Bootstrap then shows dialogs at once, so axe never measures a half-faded one.
  return browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: portalUrl(),
    locale: 'en-GB',
    reducedMotion: 'reduce',
    ...options,
  });
}

export function portalUrl(): string {
  const url = process.env.E2E_PORTAL_URL;
  if (!url) throw new Error('E2E_PORTAL_URL is not set: run the browser tests through e2e/jest.config.ts');
  return url;
}

export function apiUrl(): string {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: run the browser tests through e2e/jest.config.ts');
  return url;
}

/**
 * The WCAG levels every page is held to, up to 2.2 AA, and axe's best practices. The tags select
 * the same rules axe runs by default plus WCAG 2.2's `target-size` (24 px targets, or that much room
 * around them), which axe leaves off unless asked.
 */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations, naming each
 * rule and the elements it found (CONVENTIONS: every page a browser test visits is checked).
 */
export async function expectAccessible(page: Page): Promise<AxeResults> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect({ url: page.url(), violations: report }).toEqual({ url: page.url(), violations: [] });
  return results;
}

/** Opens a path of the portal, waits until it has settled, and checks its accessibility. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Waits until the page has loaded after a navigation, then checks its accessibility. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // After a client-side navigation the document was idle all along: wait until the new page has
  // taken over (its title set, the progress bar gone) and its own requests are done.
  await page.waitForFunction(() => document.title !== '' && document.getElementById('nprogress') === null);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
}

/** The path and query of the page's address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Collects what the page reports as broken from now on: uncaught errors (a failed hydration throws
 * React's error #418 there) and console errors. Read it after the page has settled.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

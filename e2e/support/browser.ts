import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { isMarked, logLine, mark } from './run-registry';

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
 * rule and the elements it found (CONVENTIONS: every page a browser test visits is checked). Always
 * scans; `settle` and `visit` go through `expectAccessibleOnce`.
 */
export async function expectAccessible(page: Page): Promise<AxeResults> {
  const key = await pageStateKey(page);
  const started = performance.now();
  // axe.run in the page itself (legacy mode; same-origin frames are still scanned) rather than
  // runPartial plus finishRun in a blank page opened for each scan, and all nodes only for the
  // violations (passes list each rule with one node): the same violations, a third of the time.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  logLine(AXE_LOG, `scan\t${((performance.now() - started) / 1000).toFixed(2)}\t${pathOf(page)}`);
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect({ url: page.url(), violations: report }).toEqual({ url: page.url(), violations: [] });
  mark(AXE_REGISTRY, key);
  return results;
}

/** The run's registry of page states axe passed (e2e/support/run-registry.ts), and its log for the closing summary. */
const AXE_REGISTRY = 'axe-passed';
export const AXE_LOG = 'axe.log';

/**
 * Runs axe on the page unless this run already saw it pass in the same state: a test that opens a
 * page another test (or file) checked, as the same kind of user in the same state, skips the scan.
 * Every distinct state is still scanned, and fails as `expectAccessible` does.
 */
export async function expectAccessibleOnce(page: Page): Promise<void> {
  if (isMarked(AXE_REGISTRY, await pageStateKey(page))) {
    logLine(AXE_LOG, `skip\t0\t${pathOf(page)}`);
    return;
  }
  await expectAccessible(page);
}

/**
 * What axe's verdict depends on, as one key: the viewport, the address (path and query), the
 * document's language, and the shape of the DOM: every element's tag, classes, role, type and ARIA
 * and disabled/hidden states, child count and whether it holds text of its own. Texts themselves
 * (names, titles, counts, times) are left out, so the same page with other data is the same state;
 * an open menu or dialog, a shown error, an expanded row, another user's controls are not.
 */
export async function pageStateKey(page: Page): Promise<string> {
  const shape = await page.evaluate(() => {
    const attributes = [
      'class',
      'role',
      'type',
      'disabled',
      'hidden',
      'open',
      'tabindex',
      'aria-checked',
      'aria-current',
      'aria-disabled',
      'aria-expanded',
      'aria-hidden',
      'aria-invalid',
      'aria-modal',
      'aria-pressed',
      'aria-selected',
    ];
    const lines = [document.documentElement.lang];
    for (const element of document.body.querySelectorAll('*')) {
      const states = attributes.map((name) => element.getAttribute(name) ?? '').join('|');
      const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      lines.push(`${element.tagName}:${element.childElementCount}:${text ? 't' : ''}:${states}`);
    }
    return lines.join('\n');
  });
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return `${width}x${height} ${pathOf(page)}\n${shape}`;
}

/** Opens a path of the portal, waits until it has settled, and checks its accessibility. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Waits until the page has loaded after a navigation, then checks its accessibility (once per page state and run). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // After a client-side navigation the document was idle all along: wait until the new page has
  // taken over (its title set, the progress bar gone) and its own requests are done.
  await page.waitForFunction(() => document.title !== '' && document.getElementById('nprogress') === null);
  await page.waitForLoadState('networkidle');
  await expectAccessibleOnce(page);
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

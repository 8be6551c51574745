import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { isMarked, logLine, mark } from './run-registry';

/** Debian's Chromium; never a downloaded browser (STACK.md). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The browser resolves `localhost` (the portal and the admin API) and no other name: a page's
 * request to another site (the YouTube or Vimeo player a seeded item embeds, a link's preconnect)
 * fails at once, as it does on a machine without a resolver. Otherwise it goes out to the
 * internet, and when the machine's resolver or firewall leaves it hanging, `networkidle` never
 * comes: the event page of notifications.test.ts waited 30 s on its YouTube player in CI.
 */
export const OFFLINE_RESOLVER_RULES = 'MAP * ~NOTFOUND, EXCLUDE localhost';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      `--host-resolver-rules=${OFFLINE_RESOLVER_RULES}`,
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

export async function newContext(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // Reduced motion: Bootstrap then shows dialogs at once, so axe never measures a half-faded one.
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: portalUrl(),
    locale: 'en-GB',
    reducedMotion: 'reduce',
    ...options,
  });
  trackRequests(context);
  return context;
}

/**
 * Each page's network as `settle` reads it: the requests open now in any of its frames (with when
 * each began) and when one last began or ended. Kept from the context's events, for every context
 * `newContext` makes; a page of another context falls back to Playwright's `networkidle`.
 */
type PageNetwork = { open: Map<Request, number>; lastChange: number };
const NETWORKS = new WeakMap<Page, PageNetwork>();
const TRACKED = new WeakSet<BrowserContext>();

function networkOf(request: Request): PageNetwork | null {
  let page: Page | null;
  try {
    page = request.frame().page();
  } catch {
    return null; // a service worker's request
  }
  if (!page) return null;
  const known = NETWORKS.get(page);
  if (known) return known;
  const network: PageNetwork = { open: new Map(), lastChange: Date.now() };
  NETWORKS.set(page, network);
  return network;
}

function trackRequests(context: BrowserContext): void {
  TRACKED.add(context);
  context.on('page', (page) => {
    if (!NETWORKS.has(page)) NETWORKS.set(page, { open: new Map(), lastChange: Date.now() });
  });
  const ended = (request: Request) => {
    const network = networkOf(request);
    if (network?.open.delete(request)) network.lastChange = Date.now();
  };
  context.on('request', (request) => {
    // An event stream stays open by design; Playwright's `networkidle` leaves it out too.
    if (request.resourceType() === 'eventsource') return;
    const network = networkOf(request);
    if (!network) return;
    network.open.set(request, Date.now());
    network.lastChange = Date.now();
  });
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/** What the page still loads, the oldest first, each with how long it has been open. */
export function openRequests(page: Page): string[] {
  const now = Date.now();
  return [...(NETWORKS.get(page)?.open ?? [])].map(
    ([request, since]) => `${request.method()} ${request.url()} (${request.resourceType()}, open ${now - since} ms)`,
  );
}

/** How long no request may begin or end before the page counts as idle (Playwright's `networkidle` waits as long). */
const IDLE_MS = 500;
/** How long `settle` waits for that: Playwright's default for a navigation. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Waits until no request of the page (its frames' included) has been open for IDLE_MS, counted
 * from the requests themselves. Not Playwright's `networkidle` lifecycle event, which can stay
 * away for good after a client-side navigation: a frame that commits its document (an embedded
 * video player) after the page's own requests are done withdraws the main frame's event, and
 * nothing restarts its timer until the page makes another request (issue: the event page of
 * notifications.test.ts, idle but "busy" until the 30 s timeout). A page that does keep loading
 * fails with the requests it still has open.
 */
async function networkIdle(page: Page, timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  if (!TRACKED.has(page.context())) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    return;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const network = NETWORKS.get(page) ?? { open: new Map(), lastChange: 0 };
    const quietFor = Date.now() - network.lastChange;
    if (network.open.size === 0 && quietFor >= IDLE_MS) return;
    if (Date.now() >= deadline) {
      const open = openRequests(page);
      const detail = open.length > 0 ? open.join('\n  ') : 'none now, but requests kept beginning';
      throw new Error(
        `The page did not go idle in ${timeoutMs} ms. Requests still open on ${page.url()}:\n  ${detail}`,
      );
    }
    const wait = network.open.size === 0 ? IDLE_MS - quietFor : 50;
    await new Promise((resolve) => setTimeout(resolve, Math.max(10, Math.min(wait, deadline - Date.now()))));
  }
}

export function portalUrl(): string {
  const url = process.env.E2E_PORTAL_URL;
  if (!url) throw new Error('E2E_PORTAL_URL is not set: run the browser tests through e2e/jest.config.ts');
  return url;
}

/** When this run began, before the admin API seeded its database: anything dated earlier is seed data. */
export function runStartedAt(): Date {
  const started = process.env.E2E_STARTED_AT;
  if (!started) throw new Error('E2E_STARTED_AT is not set: run the browser tests through e2e/jest.config.ts');
  return new Date(started);
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
export async function settle(page: Page, { timeoutMs = IDLE_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<void> {
  await networkIdle(page, timeoutMs);
  // After a client-side navigation the document was idle all along: wait until the new page has
  // taken over (its title set, the progress bar gone) and its own requests are done.
  await page.waitForFunction(() => document.title !== '' && document.getElementById('nprogress') === null);
  await networkIdle(page, timeoutMs);
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

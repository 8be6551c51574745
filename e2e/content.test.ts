import { readFileSync } from 'node:fs';
import { expectAccessible, launchBrowser, newContext, pathOf, settle, visit } from './support/browser';
import { PNG } from './support/files';
import { DEMO_PASSWORD, accessToken, callApi, signIn } from './support/portal';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// The content platform in a real browser (issue 4): members read, staff write, and what members
// must not see or run stays away from them.

type Item = {
  id: number;
  title: string;
  status: number;
  country: { id: number; code: string };
  startsAt?: string;
  endsAt?: string;
};
type Page_<T> = { count: number; results: T[] };

const MEMBER = 'owner@vetnet.example'; // a Swedish clinic, reading in Swedish
const STAFF = 'staff@vetnet.example'; // Swedish staff, writing in English

let browser: Browser;
let staffToken: string;
let memberToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await accessToken(STAFF);
  memberToken = await accessToken(MEMBER);
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(
  email: string,
  options: Parameters<typeof newContext>[2] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, 'desktop', options);
  await signIn(context, email);
  return { context, page: await context.newPage() };
}

/** Creates a news item through the API as staff; published in Sweden unless told otherwise. */
function createNews(fields: Record<string, unknown>): Promise<Item> {
  return callApi<Item>('POST', '/news/', { token: staffToken, body: { status: 2, country: 15, ...fields } });
}

async function expectErrorCode(page: Page, code: string): Promise<void> {
  expect(await page.getByTestId('status-code').textContent()).toBe(code);
}

describe('members read content', () => {
  it('reach a news article from the list and from the home page', async () => {
    const { context, page } = await signedIn(MEMBER);
    const latest = (await callApi<Page_<Item>>('GET', '/news/?page_size=1', { token: memberToken })).results[0]!;

    await visit(page, '/');
    const homeNews = page.getByRole('region', { name: 'Senaste nytt' });
    await homeNews.getByRole('link', { name: latest.title }).click();
    await page.waitForURL(`**/news/${latest.id}-*`);
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(latest.title);

    await visit(page, '/news');
    await page.locator('article').first().getByRole('link', { name: latest.title }).click();
    await page.waitForURL(`**/news/${latest.id}-*`);
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(latest.title);
    // The article's cover is an admin-API file, loaded with the session's token.
    const cover = page.locator('article img').first();
    if ((await cover.count()) > 0)
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it('get the article from the server, with script off', async () => {
    const { context } = await signedIn(MEMBER);
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: process.env.E2E_PORTAL_URL,
      storageState: await context.storageState(),
    });
    const page = await noScript.newPage();
    const latest = (await callApi<Page_<Item>>('GET', '/news/?page_size=1', { token: memberToken })).results[0]!;
    // No axe here: it runs as script. The same page is checked with script on in the test above.
    await page.goto(`/news/${latest.id}`);
    expect(pathOf(page)).toMatch(new RegExp(`^/news/${latest.id}-`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(latest.title);
    expect(await page.locator('article p').count()).toBeGreaterThan(1);
    await noScript.close();
    await context.close();
  });

  it('find titles by search, and page through the list', async () => {
    const { context, page } = await signedIn(MEMBER);
    await visit(page, '/news');
    await page.getByRole('searchbox', { name: 'Sök i rubriker' }).fill('vetfarm');
    await page.getByRole('button', { name: 'Sök' }).click();
    await page.waitForURL('**/news?title=vetfarm');
    await settle(page);
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('vetfarm');

    await visit(page, '/news');
    await page.getByRole('navigation', { name: 'Listans sidor' }).getByRole('link', { name: 'Nästa' }).click();
    await page.waitForURL('**/news?page=2');
    await settle(page);
    expect(await page.locator('article h2').count()).toBeGreaterThan(0);

    // An address kept from before (a category since removed, a page past the end) finds nothing, not an error.
    for (const path of ['/news?category=987654', '/news?page=999']) {
      await visit(page, path);
      expect(pathOf(page)).toBe(path);
      await page.getByText('Inget matchar din sökning. Prova andra ord eller en annan kategori.').waitFor();
    }
    await context.close();
  });

  it('are sent to the canonical address, and see the 404 page for an unknown item', async () => {
    const { context, page } = await signedIn(MEMBER);
    const latest = (await callApi<Page_<Item>>('GET', '/news/?page_size=1', { token: memberToken })).results[0]!;
    await visit(page, `/news/${latest.id}-an-old-title?ref=mail`);
    expect(pathOf(page)).toMatch(new RegExp(`^/news/${latest.id}-[a-z0-9-]+\\?ref=mail$`));
    expect(pathOf(page)).not.toContain('an-old-title');

    await visit(page, '/news/987654-nothing-here');
    await expectErrorCode(page, '404');
    await context.close();
  });

  it('see the 403 message for content of another country, and nothing of a draft', async () => {
    const norwegian = await createNews({ title: 'Bare for Norge', country: await countryId('no') });
    const draft = await createNews({ title: 'Draft: not for members yet', status: 1 });
    const { context, page } = await signedIn(MEMBER);

    await visit(page, `/news/${norwegian.id}`);
    await expectErrorCode(page, '403');
    await page.getByText('Du har inte behörighet till den begärda sidan', { exact: false }).waitFor();

    await visit(page, `/news/${draft.id}`);
    await expectErrorCode(page, '404');
    await visit(page, `/news?title=${encodeURIComponent('not for members')}`);
    expect(await page.getByRole('link', { name: draft.title }).count()).toBe(0);
    await context.close();
  });

  it('are not harmed by a hostile article', async () => {
    const hostile = await createNews({
      title: 'Hostile article',
      body: '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">click me</a><p onclick="window.__xss=4">more</p>',
    });
    const { context, page } = await signedIn(MEMBER);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, `/news/${hostile.id}`);
    await page.getByText('Safe text').waitFor();
    await page.getByText('click me').click();
    const html = await page.locator('article').innerHTML();
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('still get an article’s files after the access token has expired', async () => {
    // A session of its own: the test refreshes it.
    const context = await newContext(browser);
    await signIn(context, MEMBER, DEMO_PASSWORD, { fresh: true });
    const page = await context.newPage();
    const withImage = (
      await callApi<Page_<Item & { image: { url: string } | null }>>('GET', '/news/?page_size=100', {
        token: memberToken,
      })
    ).results.find((item) => item.image)!;
    // The access cookie lives 15 minutes; the refresh cookie 30 days.
    await context.clearCookies({ name: 'vetnet.accessToken' });
    const image = await page.request.get(withImage.image!.url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    const renewed = (await context.cookies()).find((cookie) => cookie.name === 'vetnet.accessToken');
    expect(renewed?.value).toBeTruthy();
    await context.close();
  });

  it('find a service and whom to contact about it', async () => {
    const { context, page } = await signedIn(MEMBER);
    const service = (
      await callApi<Page_<Item & { contactEmail: string | null }>>('GET', '/services/?page_size=100', {
        token: memberToken,
      })
    ).results.find((item) => item.contactEmail)!;
    await visit(page, `/services?title=${encodeURIComponent(service.title)}`);
    await page.locator('article h2 a', { hasText: service.title }).first().click();
    await page.waitForURL(`**/services/${service.id}-*`);
    await settle(page);
    await expectAccessible(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(service.title);
    expect(await page.getByRole('link', { name: service.contactEmail! }).getAttribute('href')).toBe(
      `mailto:${service.contactEmail}`,
    );
    await context.close();
  });

  it('on a phone, read the list and an article', async () => {
    const context = await newContext(browser, 'phone');
    await signIn(context, MEMBER);
    const page = await context.newPage();
    await visit(page, '/wiki/articles');
    const first = page.locator('article h2 a').first();
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL('**/wiki/articles/*-*');
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('on a phone, see the text where it stays while the cover image loads (no layout shift)', async () => {
    // Issue 28: the cover had no size until its picture arrived, then pushed the text down (CLS 0.16).
    const news = await callApi<Page_<Item & { image: { url: string } | null }>>('GET', '/news/?page_size=50', {
      token: memberToken,
    });
    const item = news.results.find((candidate) => candidate.image);
    if (!item) throw new Error('No seeded news item has a cover image');
    const context = await newContext(browser, 'phone');
    await signIn(context, MEMBER);
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/news-files/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/news/${item.id}`, { waitUntil: 'domcontentloaded' });
    const cover = page.locator('main article img').first();
    const waiting = (await cover.boundingBox())!;
    // A 16:9 room at the article's width, before a byte of the picture has come.
    expect(Math.abs(waiting.height - (waiting.width * 9) / 16)).toBeLessThan(1);
    release();
    await settle(page);
    expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

async function countryId(code: string): Promise<number> {
  const options = await callApi<{ countries: { id: number; code: string }[] }>('GET', '/dev/locale-options/', {
    token: staffToken,
  });
  return options.countries.find((country) => country.code === code)!.id;
}

describe('events', () => {
  it('are split into upcoming and past as the API says, the next first', async () => {
    const { context, page } = await signedIn(MEMBER);
    const now = Date.now();
    await visit(page, '/events/upcoming');
    const upcoming = await page.locator('article h2').allTextContents();
    await visit(page, '/events/past');
    const past = await page.locator('article h2').allTextContents();

    const api = async (scope: string) =>
      (await callApi<Page_<Item>>('GET', `/events/?scope=${scope}&page_size=20`, { token: memberToken })).results;
    const apiUpcoming = await api('upcoming');
    const apiPast = await api('past');
    expect(upcoming).toEqual(apiUpcoming.map((event) => event.title));
    expect(past).toEqual(apiPast.map((event) => event.title));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    for (const event of apiUpcoming) expect(Date.parse(event.endsAt!)).toBeGreaterThanOrEqual(now - 60_000);
    for (const event of apiPast) expect(Date.parse(event.endsAt!)).toBeLessThan(now + 60_000);
    const starts = apiUpcoming.map((event) => Date.parse(event.startsAt!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    await context.close();
  });

  it('download into a calendar as an .ics file', async () => {
    const { context, page } = await signedIn(MEMBER);
    const next = (await callApi<Page_<Item>>('GET', '/events/?scope=upcoming&page_size=1', { token: memberToken }))
      .results[0]!;
    await visit(page, `/events/${next.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Lägg till i kalendern' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`event-${next.id}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${next.startsAt!.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
    expect(ics).toContain(`SUMMARY:${next.title}`);
    await context.close();
  });
});

describe('staff edit content', () => {
  it('create an article with formatted text and an image, publish it, edit it and delete it', async () => {
    const staff = await signedIn(STAFF);
    const member = await signedIn(MEMBER);
    const page = staff.page;

    await visit(page, '/news/admin');
    await page.getByRole('link', { name: 'New news article' }).click();
    await page.waitForURL('**/news/admin/new');
    await settle(page);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Browser test: prices fall');
    await page.getByRole('textbox', { name: 'Summary' }).fill('Cheaper vaccines from December.');
    const body = page.getByRole('textbox', { name: 'Text' });
    await body.click();
    await page.keyboard.type('Prices fall for ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await page.locator('[aria-label="Bold"][aria-pressed="true"]').waitFor();
    await page.keyboard.type('every clinic');
    await bold.click();
    await page.locator('[aria-label="Bold"][aria-pressed="false"]').waitFor();
    await page.keyboard.type('.');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByLabel('Image file').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: 'Description of the image' }).fill('Price chart');
    await page.getByRole('button', { name: 'Upload and insert' }).click();
    await body.locator('img[alt="Price chart"]').waitFor();
    await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/news\/admin\/\d+$/);
    await settle(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The member sees it, formatted, with the image loaded through the portal.
    await visit(member.page, '/news');
    await member.page.getByRole('link', { name: 'Browser test: prices fall' }).click();
    await member.page.waitForURL(`**/news/${id}-browser-test-prices-fall`);
    await settle(member.page);
    expect(await member.page.locator('article strong').textContent()).toBe('every clinic');
    const image = member.page.locator('article img[alt="Price chart"]');
    await image.scrollIntoViewIfNeeded();
    await member.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('article img[alt="Price chart"]');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });

    // Edited: the member's old address leads to the new title.
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.fill('Browser test: prices fall further');
    // The first save's "Saved." may still show (a toast stays 8 s): wait for this save's own answer.
    const savedAgain = page.waitForResponse(
      (response) => response.request().method() !== 'GET' && new URL(response.url()).pathname === `/api/v1/news/${id}/`,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await savedAgain).ok()).toBe(true);
    await page.getByText('Saved.').last().waitFor();
    await visit(member.page, `/news/${id}-browser-test-prices-fall`);
    expect(pathOf(member.page)).toBe(`/news/${id}-browser-test-prices-fall-further`);

    // Deleted, after the confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you wish to delete this item?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/news/admin');
    await settle(page);
    await visit(member.page, `/news/${id}`);
    await expectErrorCode(member.page, '404');
    await staff.context.close();
    await member.context.close();
    // Two sessions, uploads and a dozen pages checked by axe: near a minute on a busy 2-core machine.
  }, 120_000);

  it('keep every key typed right after a toolbar button, and save no empty paragraph at the end', async () => {
    const { context, page } = await signedIn(STAFF);
    await visit(page, '/news/admin/new');
    await page.getByRole('textbox', { name: /^Title/ }).fill('Browser test: keys after the toolbar');
    await page.getByRole('textbox', { name: 'Text' }).click();
    const bold = page.getByRole('button', { name: 'Bold' });
    // No waiting between the click and the keys: a person types on at once.
    await bold.click();
    await page.keyboard.type('bold words');
    await bold.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plain words');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/news\/admin\/\d+$/);
    await settle(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await callApi<{ body: string }>('GET', `/news/${id}/`, { token: staffToken });
    expect(saved.body).toBe('<p><strong>bold words</strong></p><p>Plain words</p>');
    await callApi('DELETE', `/news/${id}/`, { token: staffToken });
    await context.close();
  });

  it('axe finds no target-size on the editors', async () => {
    const { context, page } = await signedIn(STAFF);
    // The wiki's categories are a tree; the others a list. `visit` runs axe with WCAG 2.2's rules.
    for (const path of ['/news/admin/new', '/events/admin/new', '/wiki/articles/admin/new', '/services/admin/new']) {
      await visit(page, path);
      await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().waitFor();
      const results = await expectAccessible(page);
      // The rule ran and found targets to measure (axe leaves it off unless asked).
      expect(results.passes.map((rule) => rule.id)).toContain('target-size');
      expect(results.violations.filter((rule) => rule.id === 'target-size')).toEqual([]);
    }
    await context.close();
  }, 120_000);

  it('see a refused save keep every edit, with the reason beside the field', async () => {
    const { context, page } = await signedIn(STAFF);
    await visit(page, '/events/admin/new');
    await page.getByRole('textbox', { name: /^Title/ }).fill('Course with a bad date');
    await page.getByLabel(/^Starts/).fill('2027-03-02T10:00');
    await page.getByLabel(/^Ends/).fill('2027-03-01T10:00');
    await page.getByRole('textbox', { name: /^Place/ }).fill('Uppsala');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The end must not be before the start.').waitFor();
    await settle(page);
    expect(pathOf(page)).toBe('/events/admin/new');
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Course with a bad date');
    expect(await page.getByRole('textbox', { name: /^Place/ }).inputValue()).toBe('Uppsala');

    // A file over the upload limit is refused with the admin API's reason, through the portal.
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 512 * 1024, 0x20)]);
    await page
      .getByLabel('Add attachments')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: tooLarge });
    await page.getByText('The file is too large: at most 10 MB.').waitFor();

    // Leaving through a link asks first; staying keeps the edits, agreeing leaves.
    const questions: string[] = [];
    let agree = false;
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (agree ? dialog.accept() : dialog.dismiss());
    });
    const home = page.getByRole('banner').getByRole('link', { name: 'Vetnet' }).first();
    await home.click();
    await settle(page);
    expect(questions).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    expect(pathOf(page)).toBe('/events/admin/new');
    expect(await page.getByRole('textbox', { name: /^Place/ }).inputValue()).toBe('Uppsala');
    agree = true;
    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(questions).toHaveLength(2);
    await context.close();
  });

  it('are the only ones who open the admin pages', async () => {
    const { context, page } = await signedIn(MEMBER);
    for (const path of ['/news/admin', '/events/admin/new', '/wiki/articles/admin/1', '/services/admin']) {
      await visit(page, path);
      await expectErrorCode(page, '403');
    }
    await context.close();
  });
});

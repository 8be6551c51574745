import { launchBrowser, newContext, pathOf, settle, visit } from './support/browser';
import { accessToken, callApi, expectAt, latestMailLink, signIn } from './support/portal';
import type { Browser } from 'playwright-core';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Staff's token, taken before a deploy starts: during one, even logging in answers 503. */
let staffToken: string;

beforeAll(async () => {
  staffToken = await accessToken('staff@vetnet.example');
});

async function setMaintenance(status: Record<string, unknown>): Promise<void> {
  await callApi('PATCH', '/maintenance-status/', { token: staffToken, body: status });
}

describe('the error page', () => {
  it.each([
    ['/error?code=404', '404', 'We are sorry, but the page or resource you are looking for was not found'],
    [
      '/error?code=403&next=%2F',
      '403',
      'You do not have access to the requested page. It might belong to another country.',
    ],
    ['/error?code=401', '401', 'You do not have access to the requested page. It might belong to another country.'],
    ['/error?code=500', '500', 'We are sorry, but something has gone wrong'],
    ['/error', '404', 'We are sorry, but the page or resource you are looking for was not found'],
  ])('%s shows the cat, the code and its message', async (path, code, message) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, path);

    expect(await page.title()).toBe('Error');
    expect(await page.getByTestId('status-code').textContent()).toBe(code);
    await page.getByText(message).waitFor();
    expect(await page.locator('img[src="/images/sleeping-cat.svg"]').count()).toBe(1);
    await context.close();
  });

  it('leads back home by default and back to the page the visitor came from', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/error?code=500');
    expect(await page.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');

    await visit(page, '/error?code=500&next=%2F%3Ftab%3D2');
    expect(await page.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/?tab=2');

    await visit(page, '/error?code=500&next=https%3A%2F%2Fevil.example');
    expect(await page.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('answers an unknown address with the 404 page in the visitor’s language', async () => {
    const context = await newContext(browser, 'phone', { locale: 'sv-SE' });
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    await settle(page);

    expect(response?.status()).toBe(404);
    await page.getByText('Vi beklagar, men sidan eller resursen du letar efter hittades inte').waitFor();
    expect(await page.getByRole('link', { name: 'Tillbaka till startsidan' }).isVisible()).toBe(true);
    await context.close();
  });

  it('serves Internet Explorer the browser-not-supported page', async () => {
    const context = await newContext(browser, 'desktop', {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const page = await context.newPage();
    await visit(page, '/login');

    expect(await page.title()).toBe('Browser not supported');
    await page.getByRole('heading', { name: 'Your browser is not supported' }).waitFor();
    await context.close();
  });
});

describe('error views of a signed-in user', () => {
  it('keep the portal’s frame around the 404 of an unknown address and the 403 of a staff page', async () => {
    const context = await newContext(browser);
    await signIn(context, 'owner@vetnet.example');
    const page = await context.newPage();

    for (const [path, status, message] of [
      ['/no/such/page', 404, 'Vi beklagar, men sidan eller resursen du letar efter hittades inte'],
      ['/news/admin', 403, 'Du har inte behörighet till den begärda sidan.'],
    ] as const) {
      const response = await page.goto(path);
      await settle(page);
      expect(response?.status()).toBe(status);
      expect(await page.getByTestId('status-code').textContent()).toBe(String(status));
      await page.getByText(message, { exact: false }).waitFor();
      // The header with its menu and user menu is there, so the member can go on from here.
      expect(await page.locator('header nav').first().isVisible()).toBe(true);
      expect(await page.locator('header .dropdown-toggle[aria-label]').last().isVisible()).toBe(true);
      expect(await page.locator('main').count()).toBe(1);
    }
    await context.close();
  });

  it('show a Danish user the crash screen in Danish', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Through a magic link: the password tests of session.test.ts may have changed this account's password.
    await callApi('POST', '/send-magic-login-link/', { body: { email: 'contributor@vetnet.example' } });
    await page.goto(await latestMailLink('contributor@vetnet.example'));
    await expectAt(page, '/');
    // The admin API's answers can no longer crash a page (they are read into defaults), but a browser
    // without an API a screen needs still can: here the one that writes the notifications' times.
    await page.addInitScript(() => {
      Object.defineProperty(Intl, 'RelativeTimeFormat', {
        value: function RelativeTimeFormat() {
          throw new TypeError('Intl.RelativeTimeFormat is not supported');
        },
      });
    });

    await page.goto('/notifications');
    await page.getByText('Vi beklager, men noget er gået galt').waitFor();
    await settle(page);

    expect(await page.getByTestId('status-code').textContent()).toBe('500');
    expect(await page.getByRole('link', { name: 'Tilbage til forsiden' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Fejl');
    expect(await page.getByText(/^error\./).count()).toBe(0);
    await context.close();
  });
});

describe('maintenance', () => {
  afterEach(async () => {
    await setMaintenance({
      backendDeployInProgress: false,
      frontendDepolyInProgress: false,
      infoMessage: { showMessage: false },
    });
  });

  it('lets staff announce a window, and start and end a deploy, from the developer panel', async () => {
    const context = await newContext(browser);
    await signIn(context, 'staff@vetnet.example');
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: 'Developer panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Developer panel' });
    const save = panel.getByRole('button', { name: 'Save maintenance status' });
    await save.waitFor();
    await settle(page);
    const saved = panel.getByText('The maintenance status is saved.');
    const status = () =>
      callApi<{ backendDeployInProgress: boolean; infoMessage: { eventFromTime: string } }>(
        'GET',
        '/maintenance-status/',
      );

    await panel.getByRole('checkbox', { name: 'Show the announcement' }).check();
    await panel.getByLabel('Announced maintenance starts').fill('2030-01-02T18:00');
    await panel.getByLabel('Announced maintenance ends').fill('2030-01-02T20:00');
    await save.click();
    await saved.waitFor();
    // The banner follows at once; the times were typed on Stockholm's clock.
    await page.getByRole('region', { name: 'Announcement' }).waitFor();
    expect((await status()).infoMessage.eventFromTime).toBe('2030-01-02T17:00:00Z');

    await panel.getByRole('checkbox', { name: 'Back-end deploy in progress' }).check();
    await save.click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.waitFor();
    await settle(page);
    await confirm.getByRole('button', { name: 'Start the deploy' }).click();
    await saved.waitFor();
    expect((await status()).backendDeployInProgress).toBe(true);

    // The page stays open, so staff can end the deploy from here; ending it asks nothing.
    await panel.getByRole('checkbox', { name: 'Back-end deploy in progress' }).uncheck();
    await save.click();
    await saved.waitFor();
    expect((await status()).backendDeployInProgress).toBe(false);
    await context.close();
  });

  it('shows the maintenance page during a deploy and returns to the page when it ends', async () => {
    const context = await newContext(browser);
    await signIn(context, 'staff@vetnet.example');
    const page = await context.newPage();
    await page.clock.install();
    await setMaintenance({
      backendDeployInProgress: true,
      deployDate: new Date(Date.now() - 5 * 60_000).toISOString(),
      estimatedDownTimeInMinutes: 30,
    });

    await page.goto('/?tab=news');

    await expectAt(page, '/error?code=503&next=%2F%3Ftab%3Dnews');
    expect(await page.title()).toBe('Maintenance');
    await page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
    await page
      .getByText("We're updating the site, please come back in a bit and it will be all new and shiny!")
      .waitFor();
    expect(await page.getByTestId('maintenance-remaining').textContent()).toMatch(
      /We expect to be back in 2[45] minutes\./,
    );

    await setMaintenance({ backendDeployInProgress: false });
    await page.clock.fastForward(31_000);

    await expectAt(page, '/?tab=news');
    await page.getByRole('heading', { name: 'Welcome, Stella!' }).waitFor();
    expect(pathOf(page)).toBe('/?tab=news');
    await context.close();
  });
});

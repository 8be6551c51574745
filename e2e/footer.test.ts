import { launchBrowser, newContext, visit, type ViewportName } from './support/browser';
import { callApi, latestMailLink } from './support/portal';
import type { Browser, Page } from 'playwright-core';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Signs in through a magic login link: it does not depend on the password, which another test
 * file changes for the Danish demo user (session.test.ts, the reset flow).
 */
async function signIn(page: Page, email: string): Promise<void> {
  await callApi('POST', '/send-magic-login-link/', { body: { email } });
  await visit(page, await latestMailLink(email));
}

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

/** The footer's links as "text -> href". */
async function footerLinks(page: Page): Promise<string[]> {
  const links = footer(page).getByRole('link');
  const lines: string[] = [];
  for (let index = 0; index < (await links.count()); index += 1) {
    const link = links.nth(index);
    lines.push(`${(await link.textContent())?.trim()} -> ${await link.getAttribute('href')}`);
  }
  return lines;
}

describe('the footer (spec §9: a privacy policy per language)', () => {
  it.each([
    [
      'owner@vetnet.example',
      'Swedish',
      [
        'Kontakta oss -> /contacts',
        'Versionsnyheter -> /release',
        'Integritetspolicy -> https://www.vetnet.example/se/privacy',
        'Cookies -> https://www.vetnet.example/se/cookies',
        'support@vetnet.example -> mailto:support@vetnet.example',
      ],
    ],
    [
      'contributor@vetnet.example',
      'Danish',
      [
        'Kontakt os -> /contacts',
        'Nyheder i portalen -> /release',
        'Privatlivspolitik -> https://www.vetnet.example/dk/privacy',
        'Cookies -> https://www.vetnet.example/dk/cookies',
        'support@vetnet.example -> mailto:support@vetnet.example',
      ],
    ],
    [
      'staff@vetnet.example',
      'English',
      [
        'Contact us -> /contacts',
        'Release notes -> /release',
        'Privacy policy -> https://www.vetnet.example/en/privacy',
        'Cookies -> https://www.vetnet.example/en/cookies',
        'support@vetnet.example -> mailto:support@vetnet.example',
      ],
    ],
  ])('gives %s (%s) the privacy link of their language on a signed-in page', async (email, _language, links) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, email);
    expect(await footerLinks(page)).toEqual(links);
    await context.close();
  });

  it.each([
    ['sv-SE', 'Integritetspolicy', 'https://www.vetnet.example/se/privacy'],
    ['da-DK', 'Privatlivspolitik', 'https://www.vetnet.example/dk/privacy'],
    ['nb-NO', 'Personvernerklæring', 'https://www.vetnet.example/no/privacy'],
    ['de-DE', 'Datenschutzerklärung', 'https://www.vetnet.example/de/privacy'],
    ['en-GB', 'Privacy policy', 'https://www.vetnet.example/en/privacy'],
  ])('gives the login page in a %s browser the privacy link of that language', async (locale, name, href) => {
    const context = await newContext(browser, 'desktop', { locale });
    const page = await context.newPage();
    await visit(page, '/login');
    expect(await footer(page).getByRole('link', { name }).getAttribute('href')).toBe(href);
    // The members' own pages need a session: the login pages link only to what anyone may open.
    expect((await footerLinks(page)).filter((link) => / -> \/(contacts|release)$/.test(link))).toEqual([]);
    await context.close();
  });

  it.each<[ViewportName, string]>([
    ['phone', '/'],
    ['phone', '/login'],
    ['desktop', '/'],
  ])('fits a %s screen on %s with links of at least 24 px', async (viewport, path) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    if (path === '/') await signIn(page, 'viewer@vetnet.example');
    else await visit(page, path);
    await footer(page).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const links = footer(page).getByRole('link');
    for (let index = 0; index < (await links.count()); index += 1) {
      const box = await links.nth(index).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    }
    await context.close();
  });
});

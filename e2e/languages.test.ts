import { readLocale } from '@/testing/i18n';
import { launchBrowser, newContext, settle, visit } from './support/browser';
import {
  fallbacksShown,
  foreignTexts,
  textsThatChange,
  visibleTextNodes,
  type ForeignTexts,
} from './support/fallback-scan';
import { accessToken, callApi, latestMailLink, setLanguage, signIn } from './support/portal';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// Issue 24: a Danish, a German and a Norwegian member read every page in their language, with no
// text from a fallback (English, Swedish) nor a raw key; a Belgian member's language switcher turns
// every text of the page from Flemish into French and back.

const PAGES = [
  '/',
  '/news',
  '/partners',
  '/campaigns',
  '/reports/dashboard',
  '/settings/me',
  '/notifications',
] as const;

type Member = { locale: string; email: string; magicLink?: boolean };

const MEMBERS: Member[] = [
  // Through a magic link: session.test.ts may have changed contributor@'s password.
  { locale: 'da', email: 'contributor@vetnet.example', magicLink: true },
  { locale: 'de', email: 'de.owner@vetnet.example' },
  { locale: 'nb', email: 'new@vetnet.example' },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signedInContext({ email, magicLink }: Member): Promise<BrowserContext> {
  const context = await newContext(browser);
  if (magicLink) {
    await callApi('POST', '/send-magic-login-link/', { body: { email } });
    const page = await context.newPage();
    await page.goto(await latestMailLink(email));
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  } else {
    await signIn(context, email);
  }
  return context;
}

describe.each(MEMBERS)('a member reading $locale', (member) => {
  let context: BrowserContext;
  let page: Page;
  let foreign: ForeignTexts;

  beforeAll(async () => {
    foreign = foreignTexts(member.locale);
    context = await signedInContext(member);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)('sees %s without a text of another language', async (path) => {
    await visit(page, path);
    expect(await page.locator('html').getAttribute('lang')).toBe(member.locale);
    expect({ path, fallbacks: await fallbacksShown(page, foreign) }).toEqual({ path, fallbacks: [] });
  });
});

describe('a Belgian member', () => {
  const MEMBER = 'be.owner@vetnet.example';
  const FLEMISH = ['nl', 'nl-BE'];
  const FRENCH = ['fr', 'fr-BE'];
  /** The user menu's button, by the start of its label in `locale` ("Gebruikersmenu van …"). */
  const userMenu = (locale: string) => {
    const label = (readLocale(locale).common as { userMenu: { label: string } }).userMenu.label;
    return new RegExp(`^${label.split('{{name}}')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  };
  let token: string;

  beforeAll(async () => {
    token = await accessToken(MEMBER);
    await setLanguage(token, 'nl-BE');
  });

  afterAll(async () => {
    await setLanguage(token, 'nl-BE').catch(() => undefined);
  });

  /** Switches with the user menu's language switcher and waits for the page in the new language. */
  async function switchTo(page: Page, fromLocale: string, name: string, lang: string): Promise<void> {
    await page.getByRole('button', { name: userMenu(fromLocale) }).click();
    await page.getByRole('button', { name, exact: true }).click();
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
    await settle(page);
  }

  /** The text nodes shown both before and after a switch that the translations word differently. */
  function unchanged(before: string[], after: string[], from: string[], to: string[]): string[] {
    const changing = textsThatChange(from, to);
    const shownAfter = new Set(after);
    return before.filter((text) => shownAfter.has(text) && changing.has(text));
  }

  it('switches every text of the page from Flemish to French and back', async () => {
    const context = await newContext(browser);
    await signIn(context, MEMBER);
    const page = await context.newPage();

    await visit(page, '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl-BE');
    expect(await fallbacksShown(page, foreignTexts(...FLEMISH))).toEqual([]);
    const flemish = await visibleTextNodes(page);

    await switchTo(page, 'nl', 'Français (Belgique)', 'fr-BE');
    const french = await visibleTextNodes(page);
    expect(await fallbacksShown(page, foreignTexts(...FRENCH))).toEqual([]);
    expect(unchanged(flemish, french, FLEMISH, FRENCH)).toEqual([]);

    await visit(page, '/partners');
    const frenchPartners = await visibleTextNodes(page);
    await switchTo(page, 'fr', 'Nederlands (België)', 'nl-BE');
    const flemishPartners = await visibleTextNodes(page);
    expect(unchanged(frenchPartners, flemishPartners, FRENCH, FLEMISH)).toEqual([]);
    await context.close();
  });
});

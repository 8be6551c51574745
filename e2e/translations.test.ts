import { launchBrowser, newContext, settle, visit } from './support/browser';
import { accessToken, callApi, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 8: in a country with several languages, a member sees each news item once, in their
// language, and can read the other versions.

type Item = {
  id: number;
  title: string;
  language: { id: number; code: string; name: string } | null;
  translations: { id: number; title: string }[];
};
type ItemPage = { count: number; results: Item[] };

const MEMBER = 'be.owner@vetnet.example'; // Flemish, in Belgium (Flemish and French)
const FLEMISH = 8;

let browser: Browser;
let memberToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  memberToken = await accessToken(MEMBER);
  // Other tests may have switched this member's language: start from Flemish.
  await callApi('PATCH', '/dev/locale/', { token: memberToken, body: { language: FLEMISH } });
});

afterAll(async () => {
  await callApi('PATCH', '/dev/locale/', { token: memberToken, body: { language: FLEMISH } }).catch(() => undefined);
  await browser?.close();
});

/** The titles of the news list's cards as the page shows them. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('article').getByRole('link').allTextContents();
}

it('a Belgian member sees each news item once in the chosen language', async () => {
  const flemish = (await callApi<ItemPage>('GET', '/news/?page_size=20', { token: memberToken })).results;
  expect(flemish.length).toBeGreaterThan(1);
  expect(flemish.every((item) => item.language?.code === 'nl-BE' && item.translations.length === 1)).toBe(true);
  const french = flemish.map((item) => item.translations[0]!.title);

  const context = await newContext(browser);
  await signIn(context, MEMBER);
  const page = await context.newPage();
  await visit(page, '/');
  // The home page's latest news: Flemish only.
  const home = await page
    .getByRole('region', { name: /^(Latest news|Laatste nieuws|Recent nieuws)$/i })
    .getByRole('listitem')
    .allTextContents();
  expect(home.length).toBeGreaterThan(0);
  expect(home.some((text) => french.some((title) => text.includes(title)))).toBe(false);

  await visit(page, '/news');
  expect((await listedTitles(page)).sort()).toEqual(flemish.map((item) => item.title).sort());

  // The item's page offers the French version.
  await page.locator('article').getByRole('link', { name: flemish[0]!.title, exact: true }).click();
  await page.waitForURL(`**/news/${flemish[0]!.id}-*`);
  await settle(page);
  await page
    .getByRole('navigation', { name: /^(Other languages|Andere talen)$/ })
    .getByRole('link', { name: 'Français (Belgique)' })
    .click();
  await page.waitForURL(`**/news/${flemish[0]!.translations[0]!.id}-*`);
  await settle(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(french[0]);

  // Switching to French with the language switcher: the list is French, each item once.
  await visit(page, '/news');
  await page.getByRole('button', { name: /^Gebruikersmenu van/ }).click();
  await page.getByRole('button', { name: 'Français (Belgique)' }).click();
  await page.locator('article').getByRole('link', { name: french[0] }).waitFor();
  await settle(page);
  expect((await listedTitles(page)).sort()).toEqual([...french].sort());
  await visit(page, '/news');
  expect((await listedTitles(page)).sort()).toEqual([...french].sort());
  await context.close();
});

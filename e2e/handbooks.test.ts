import { HANDBOOK_API } from '@/lib/contract/handbooks';
import { ROUTES } from '@/lib/routes';
import { USER_ROLE } from '@/lib/rules/levels';
import { launchBrowser, newContext, pathOf, settle, visit } from './support/browser';
import { accessToken, callApi, desktopMenu, invitedUser, setLanguage, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 14, handbooks, through the browser against the seeded demo data: a Swedish member opens
// the member handbook from the menu, follows a section from the contents, reloads on its anchor
// and lands there (an outdated slug keeps the anchor too); staff add a chapter and a section to the
// quality handbook, move the chapter up, and the member sees the new order; a Norwegian member
// (no handbooks in Norway) has no Handbooks link while staff do. The member is invited for this
// test with English texts, so no demo account changes.

const INVITER = 'owner@vetnet.example';
const STAFF = 'staff@vetnet.example';
// Norway has no handbooks; not contributor@, whose password session.test.ts changes on the shared database.
const NORWEGIAN = 'new@vetnet.example';
const PASSWORD = 'handbook-secret-42';
const RUN = Date.now().toString(36);
const MEMBER = { email: `e2e.handbooks.${RUN}@vetnet.example`, firstName: 'Hanna', lastName: `Reader${RUN}` };
const CHAPTER = `Onboarding ${RUN}`;
const SECTION = `First day ${RUN}`;

type Listed = { data: { id: number; title: string }[] };

let browser: Browser;
let memberHandbook = 0;
let qualityHandbook = 0;

async function signedIn(email: string, password?: string, viewport?: 'phone'): Promise<Page> {
  const context = await newContext(browser, viewport);
  await signIn(context, email, password);
  return context.newPage();
}

/**
 * Waits until the page has scrolled to the element with this id: just below the sticky header
 * (not hidden under it), unless the page ends first (a last section cannot scroll higher).
 */
async function landsOn(page: Page, id: string): Promise<void> {
  await page.waitForFunction((anchor) => {
    const top = document.getElementById(anchor)?.getBoundingClientRect().top;
    const headerBottom = document.querySelector('body > div header, header')?.getBoundingClientRect().bottom ?? 0;
    if (top === undefined || window.scrollY === 0 || top < headerBottom - 2) return false;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return top < headerBottom + 60 || (atBottom && top < window.innerHeight);
  }, id);
}

/** The chapter titles of the reading page, in the order it shows them. */
const chapterTitles = (page: Page) => page.locator('article h2[id^="chapter-"] > span:first-child').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
  await invitedUser(INVITER, { ...MEMBER, role: USER_ROLE.contributor }, PASSWORD);
  const access = await accessToken(MEMBER.email, PASSWORD);
  await setLanguage(access, 'en');
  const { data } = await callApi<Listed>('GET', HANDBOOK_API.list, { token: access });
  memberHandbook = data.find((item) => item.title === 'Vetnets medlemshandbok')?.id ?? 0;
  qualityHandbook = data.find((item) => item.title.startsWith('Kvalitetshandbok'))?.id ?? 0;
});

afterAll(async () => {
  await browser?.close();
});

describe('reading a handbook', () => {
  it('a member opens it from the menu, follows a section from the contents and reloads on its anchor', async () => {
    const page = await signedIn(MEMBER.email, PASSWORD);
    await visit(page, ROUTES.news.list);
    await page.getByRole('button', { name: 'Knowledge' }).click();
    await page.getByRole('link', { name: 'Handbooks' }).click();
    await page.waitForURL('**/handbooks');
    await settle(page);
    await page.getByRole('link', { name: 'Vetnets medlemshandbok' }).click();
    await page.waitForURL(`**/handbooks/${memberHandbook}-vetnets-medlemshandbok`);
    await settle(page);

    const contents = page.getByRole('navigation', { name: 'Contents' }).first();
    const link = contents.getByRole('link', { name: 'Beställa från avtalsleverantörer' });
    const anchor = ((await link.getAttribute('href')) ?? '').slice(1);
    expect(anchor).toMatch(/^section-\d+$/);
    await link.click();
    await page.waitForURL(`**#${anchor}`);
    await landsOn(page, anchor);
    await page.waitForFunction(
      (id) => document.querySelector('[aria-current="location"]')?.getAttribute('href') === `#${id}`,
      anchor,
    );

    // Printed, the page leaves out its search box (and the contents' links stay on the printed contents).
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('searchbox').isVisible()).toBe(false);
    // The contents print once, before the text, with every chapter's link.
    const printed = page.locator('nav', { has: page.locator(`a[href="#${anchor}"]`) });
    expect(await printed.evaluateAll((navs) => navs.filter((nav) => nav.checkVisibility()).length)).toBe(1);
    expect(await printed.first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.reload();
    await settle(page);
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    await landsOn(page, anchor);

    // An address with an outdated slug (the handbook renamed since) lands on the same section.
    await page.goto(`${ROUTES.handbooks.detail(`${memberHandbook}-old-title`)}#${anchor}`);
    await settle(page);
    expect(pathOf(page)).toBe(`/handbooks/${memberHandbook}-vetnets-medlemshandbok`);
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    await landsOn(page, anchor);
    await page.context().close();
  });

  it('works on a phone: the contents open in a drawer, lead to the chosen part and stay there', async () => {
    const page = await signedIn(MEMBER.email, PASSWORD, 'phone');
    await visit(page, ROUTES.handbooks.detail(memberHandbook));
    const button = page.getByRole('button', { name: 'Contents' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Contents' });
    const link = drawer.getByRole('link', { name: 'Beställa från avtalsleverantörer' });
    const anchor = ((await link.getAttribute('href')) ?? '').slice(1);
    expect(anchor).toMatch(/^section-\d+$/);
    await link.click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL(`**#${anchor}`);
    // The chosen part has the focus (not the "Contents" button at the top, which scrolled the page back up).
    await page.waitForFunction((id) => document.activeElement?.id === id, anchor);
    await landsOn(page, anchor);
    // And it stays there once the drawer has let go of the page (its scroll lock, two frames on).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await landsOn(page, anchor);
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);

    // A chapter next, from further down the page.
    await button.click();
    await drawer.getByRole('link', { name: 'Rutiner på kliniken' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const chapter = new URL(page.url()).hash.slice(1);
    expect(chapter).toMatch(/^chapter-\d+$/);
    await page.waitForFunction((id) => document.activeElement?.id === id, chapter);
    await page.context().close();
  });
});

describe('staff edit a handbook', () => {
  it('add a chapter and a section, move the chapter up, and the member sees the new order', async () => {
    const page = await signedIn(STAFF);
    await visit(page, ROUTES.handbooks.adminItem(qualityHandbook));
    await page.getByRole('link', { name: 'Add a chapter' }).click();
    await page.waitForURL(`**/handbooks/chapter/admin/new?handbook=${qualityHandbook}`);
    await settle(page);
    expect(await page.getByRole('combobox', { name: /^Handbook/ }).inputValue()).toBe(String(qualityHandbook));
    await page.getByRole('textbox', { name: /^Title/ }).fill(CHAPTER);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/handbooks\/chapter\/admin\/\d+$/);
    await settle(page);

    await page.getByRole('link', { name: 'Add a section' }).click();
    await page.waitForURL(/\/handbooks\/section\/admin\/new\?chapter=\d+$/);
    await settle(page);
    await page.getByRole('textbox', { name: /^Title/ }).fill(SECTION);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/handbooks\/section\/admin\/\d+$/);
    await settle(page);

    await visit(page, ROUTES.handbooks.adminItem(qualityHandbook));
    const chapters = page.getByRole('region', { name: 'Chapters' });
    expect(await chapters.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Avvikelser'),
      expect.stringContaining(CHAPTER),
    ]);
    const up = chapters.getByRole('button', { name: `Move “${CHAPTER}” up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await chapters.getByText(`“${CHAPTER}” is now number 1 of 2.`).waitFor({ state: 'attached' });
    expect(await chapters.getByRole('listitem').first().textContent()).toContain(CHAPTER);
    await page.context().close();

    const member = await signedIn(MEMBER.email, PASSWORD);
    await visit(member, ROUTES.handbooks.detail(qualityHandbook));
    expect(await chapterTitles(member)).toEqual([CHAPTER, 'Avvikelser']);
    expect(await member.locator('article h3[id^="section-"] > span:first-child').first().textContent()).toBe(SECTION);
    await member.context().close();
  });
});

describe('the Handbooks link', () => {
  it('is missing for a member of a country without handbooks, and there for staff', async () => {
    const norwegian = await signedIn(NORWEGIAN);
    await visit(norwegian, ROUTES.news.list);
    const knowledge = (lines: string[]) =>
      lines.find((line) => line.startsWith('Kunnskap') || line.startsWith('Knowledge'));
    expect(knowledge(await desktopMenu(norwegian))).not.toMatch(/Håndbøker|Handbooks/);
    await norwegian.context().close();

    const staff = await signedIn(STAFF);
    await visit(staff, ROUTES.news.list);
    expect(knowledge(await desktopMenu(staff))).toContain('Handbooks');
    await staff.context().close();
  });
});

import { launchBrowser, newContext, pageErrors, pathOf, settle, visit } from './support/browser';
import { accessToken, callApi, outboxMails, setLanguage, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 11, campaigns and direct ads, through the browser against the seeded demo data: a member
// opens a campaign over the list (its own address, shared and reloaded, Back closes it) and answers
// a direct ad (the mail goes to the advertiser, whose address the page never shows). The texts are
// the plan's (plan-issue-11 "UI texts the browser tests use"), in English: the member reads English
// for the length of this file.

type Item = { id: number; title: string };
type Page_<T> = { count: number; results: T[] };

/** A Swedish owner (Sweden offers English): no other browser test needs its language. */
const MEMBER = 'shared@vetnet.example';

let browser: Browser;
let memberToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  memberToken = await accessToken(MEMBER);
  await setLanguage(memberToken, 'en');
});

afterAll(async () => {
  await setLanguage(memberToken, 'sv').catch(() => undefined);
  await browser?.close();
});

async function memberPage(email = MEMBER): Promise<Page> {
  const context = await newContext(browser);
  await signIn(context, email);
  return context.newPage();
}

/** The first item of a member's list (the order the page shows). */
async function firstOf(path: string): Promise<Item> {
  const [item] = (await callApi<Page_<Item>>('GET', `${path}?page_size=1`, { token: memberToken })).results;
  if (!item) throw new Error(`The seed has nothing at ${path} for ${MEMBER}`);
  return item;
}

describe('a member', () => {
  it('opens a campaign over the list, at an address that can be shared, and Back closes it', async () => {
    const campaign = await firstOf('/campaigns/');
    const page = await memberPage();
    await visit(page, '/campaigns');
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    const link = page.getByRole('main').getByRole('link', { name: campaign.title, exact: true }).first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/campaigns\\?id=${campaign.id}-[a-z0-9-]+$`));

    await link.click();
    await page.waitForURL((url) => url.searchParams.get('id')?.startsWith(`${campaign.id}-`) ?? false);
    const dialog = page.getByRole('dialog', { name: campaign.title });
    await dialog.waitFor();
    await settle(page);
    const address = pathOf(page);

    // Shared: the address opens the campaign in another page, and on a reload.
    const shared = await page.context().newPage();
    await visit(shared, address);
    await shared.getByRole('dialog', { name: campaign.title }).waitFor();
    await shared.close();
    await page.reload();
    await dialog.waitFor();
    await settle(page);
    expect(pathOf(page)).toBe(address);

    // Back closes it, back to the list; so does its Close button.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/campaigns' && !url.searchParams.has('id'));
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);
    await link.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/campaigns' && !url.searchParams.has('id'));
    await page.context().close();
  });

  it('opens a campaign’s address directly without a hydration error, its period in whole days', async () => {
    const campaign = await firstOf('/campaigns/');
    const page = await memberPage();
    const errors = pageErrors(page);
    await visit(page, `/campaigns?id=${campaign.id}-x`);
    const dialog = page.getByRole('dialog', { name: campaign.title });
    await dialog.waitFor();
    await settle(page);
    const period = (await dialog.locator('dd time').first().textContent()) ?? '';
    expect(period).toMatch(/\d{4}$/);
    expect(period).not.toMatch(/\d:\d\d/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the German home page without a hydration error', async () => {
    const page = await memberPage('de.owner@vetnet.example');
    const errors = pageErrors(page);
    await visit(page, '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the running campaigns with a short notice for a link to an ended or unknown campaign', async () => {
    const staffToken = await accessToken('staff@vetnet.example');
    const [ended] = (
      await callApi<Page_<Item>>('GET', '/campaigns/?scope=ended&country=15&page_size=1', { token: staffToken })
    ).results;
    if (!ended) throw new Error('The seed has no ended campaign in Sweden');
    const page = await memberPage();
    for (const [id, notice] of [
      [`${ended.id}-over`, 'That campaign has ended. Here are the running ones.'],
      ['999999-nothing', 'That campaign could not be found. Here are the running ones.'],
    ] as const) {
      const answer = await page.goto(`/campaigns?id=${id}`);
      expect(answer?.status()).toBe(200);
      await settle(page);
      await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
      await page.getByRole('status').filter({ hasText: notice }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    await page.context().close();
  });

  it('answers a direct ad, whose advertiser’s address stays hidden', async () => {
    const ad = await firstOf('/direact-ads/');
    const staffToken = await accessToken('staff@vetnet.example');
    const { advertiserEmail, summary } = await callApi<{ advertiserEmail: string; summary: string }>(
      'GET',
      `/direact-ads/${ad.id}/`,
      { token: staffToken },
    );
    expect(advertiserEmail).toBeTruthy();
    const page = await memberPage();
    await visit(page, '/directads');
    await page.getByRole('heading', { level: 1, name: 'Direct ads' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: ad.title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`/directads/${ad.id}-`));
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ad.title);
    // Its text once, though the seed's summary is the same text.
    expect(await page.getByRole('main').getByText(summary, { exact: true }).count()).toBe(1);

    const message = `Browser test: is this still for sale? (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Your message has been sent' }).waitFor();
    await settle(page);
    // Neither in the page nor in the data it was rendered from.
    expect(await page.content()).not.toContain(advertiserEmail);

    const [mail] = await outboxMails(advertiserEmail);
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain(MEMBER);
    await page.context().close();
  });
});

import { SETTINGS_API } from '@/lib/contract/settings';
import { ROUTES } from '@/lib/routes';
import { USER_ROLE } from '@/lib/rules/levels';
import { VIEWPORTS, launchBrowser, newContext, pathOf, settle, visit } from './support/browser';
import {
  accessToken,
  apiTokens,
  callApi,
  expectAt,
  invitedUser,
  setLanguage,
  signIn,
  submitLogin,
  type Invitation,
} from './support/portal';
import type { Browser, Locator, Page } from 'playwright-core';

// Issue 12, My settings, through the browser against the seeded demo data: a member edits the
// profile and picks another language, changes the password (other sessions end), and a chain user
// acts for another member of the tree. The texts are the plan's (plan-issue-12 "/settings/me"), in
// English. The profile and password tests use users invited for them by Göteborg's owner, so no
// demo account another test signs in as changes; the chain user is switched back and reads Swedish
// again afterwards.

const ME = ROUTES.settings.me;
const INVITER = 'engaged@vetnet.example';
const CHAIN = 'chain@vetnet.example';
const PASSWORD = 'first-secret-42';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh Göteborg viewer with a password, reading English. */
async function freshMember(invitation: Omit<Invitation, 'role'>): Promise<void> {
  await invitedUser(INVITER, { ...invitation, role: USER_ROLE.viewer }, PASSWORD);
  await setLanguage(await accessToken(invitation.email, PASSWORD), 'en');
}

async function signedIn(email: string, password?: string, options?: { fresh?: boolean }): Promise<Page> {
  const context = await newContext(browser);
  await signIn(context, email, password, options);
  return context.newPage();
}

const selectedLabel = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim());

describe('my profile', () => {
  it('saves the profile, and a new language shows the page in it at once', async () => {
    const email = 'e2e.profile@vetnet.example';
    await freshMember({ email, firstName: 'Frida', lastName: 'Fresh' });
    const page = await signedIn(email, PASSWORD);
    await visit(page, ME);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'My settings' }).waitFor();
    await main.getByText(`Signed in as ${email}`).waitFor();

    await main.getByLabel(/^First name/).fill('Fanny');
    await main.getByLabel(/^Last name/).fill('Fältskär');
    await main.getByLabel(/^Position/).selectOption({ label: 'Nurse' });
    await main.getByLabel(/^Phone number/).fill('+46 31 555 123');
    await main.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile was saved.' }).first().waitFor();

    // Saved on the server: a fresh render shows it, in the form and in the header.
    await visit(page, ME);
    expect(await main.getByLabel(/^First name/).inputValue()).toBe('Fanny');
    expect(await main.getByLabel(/^Last name/).inputValue()).toBe('Fältskär');
    expect(await selectedLabel(main.getByLabel(/^Position/))).toBe('Nurse');
    expect(await main.getByLabel(/^Phone number/).inputValue()).toBe('+46 31 555 123');
    await page.getByRole('button', { name: 'User menu of Fanny Fältskär' }).waitFor();

    // Sweden offers Swedish and English: Swedish, and the same page speaks it without a reload.
    await main.getByLabel(/^Language/).selectOption({ label: 'Svenska' });
    await main.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('button', { name: 'Användarmeny för Fanny Fältskär' }).waitFor();
    await main.getByRole('heading', { level: 1, name: 'My settings' }).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(ME);
    await settle(page);
    const me = await callApi<{ language: { code: string } }>('GET', SETTINGS_API.me, {
      token: await accessToken(email, PASSWORD),
    });
    expect(me.language.code).toBe('sv');
    await page.context().close();
  });
});

describe('my password', () => {
  it('changes the password: this browser stays signed in, another session ends, and the new one logs in', async () => {
    const email = 'e2e.password@vetnet.example';
    const newPassword = 'second-secret-43';
    await freshMember({ email, firstName: 'Petter', lastName: 'Password' });
    // Two sessions: this browser, and one signed in elsewhere before the change.
    const page = await signedIn(email, PASSWORD, { fresh: true });
    const elsewhere = await newContext(browser);
    await signIn(elsewhere, email, PASSWORD, { fresh: true });
    await visit(page, ME);
    const main = page.locator('main');
    const current = main.getByLabel(/^Current password/);
    const fresh = main.getByLabel(/^New password/);
    const repeated = main.getByLabel(/^Repeat new password/);
    const change = main.getByRole('button', { name: 'Change password' });

    // The repetition is checked in the browser, the current password by the API (its "Invalid
    // password." shown, translated, beside the field).
    await current.fill(PASSWORD);
    await fresh.fill(newPassword);
    await repeated.fill('something-else-44');
    await change.click();
    await main.getByText('The passwords do not match.').first().waitFor();
    await current.fill('not-my-password');
    await repeated.fill(newPassword);
    await change.click();
    await main.getByText('The current password is not correct.').first().waitFor();
    await settle(page);

    await current.fill(PASSWORD);
    await change.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password was changed. You are still signed in here; other sessions were signed out.' })
      .first()
      .waitFor();
    await expect(apiTokens(email, PASSWORD)).rejects.toThrow(/400/);

    // This browser got the new pair: a fresh render is still signed in.
    await visit(page, ME);
    expect(pathOf(page)).toBe(ME);
    await main.getByRole('heading', { level: 1, name: 'My settings' }).waitFor();

    // The other session's tokens are refused: it is sent to log in, and the new password works.
    const other = await elsewhere.newPage();
    await other.goto(ME);
    await expectAt(other, `/login?next=${encodeURIComponent(ME)}`);
    await submitLogin(other, email, newPassword);
    expect(pathOf(other)).toBe(ME);
    await Promise.all([page.context().close(), elsewhere.close()]);
  });
});

describe('the member a chain user acts for', () => {
  type TreeNode = { id: number; name: string; children?: TreeNode[] };
  let chainToken: string;

  beforeAll(async () => {
    chainToken = await accessToken(CHAIN);
    await setLanguage(chainToken, 'en');
  });

  afterAll(async () => {
    // Back to the top of the tree (Vetgroup Nord) and Swedish, should the test have stopped half-way.
    const [root] = await callApi<TreeNode[]>('GET', SETTINGS_API.memberTree, { token: chainToken });
    if (root) await callApi('PATCH', SETTINGS_API.member, { token: chainToken, body: { member: root.id } });
    await setLanguage(chainToken, 'sv').catch(() => undefined);
  });

  /** Clicks a "Switch to" button and waits for the full reload it leads to. */
  async function switchTo(page: Page, member: string): Promise<void> {
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page
      .locator('main')
      .getByRole('button', { name: `Switch to ${member}` })
      .click();
    await reloaded;
    await page.locator('main').getByText(`You are acting for ${member}.`).waitFor();
    await settle(page);
  }

  it('switches to Vetgroup Umeå, shown in the user menu and the phone menu, and back', async () => {
    const page = await signedIn(CHAIN);
    await visit(page, ME);
    const main = page.locator('main');
    await main.getByText('You are acting for Vetgroup Nord.').waitFor();
    expect(await main.getByRole('button', { name: 'Switch to Vetgroup Nord' }).count()).toBe(0);

    // The search keeps the matches (and their ancestors) only.
    await main.getByLabel('Search members').fill('Umeå');
    await main.getByRole('button', { name: 'Switch to Vetgroup Luleå' }).waitFor({ state: 'detached' });
    await switchTo(page, 'Vetgroup Umeå');

    await page.getByRole('button', { name: 'User menu of Clara Chain' }).click();
    expect(await page.locator('.dropdown-menu.show').innerText()).toContain('Vetgroup Umeå');
    await page.keyboard.press('Escape');

    await page.setViewportSize(VIEWPORTS.phone.viewport);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const phoneMenu = page.getByRole('dialog', { name: 'Menu' });
    await phoneMenu.waitFor();
    expect(await phoneMenu.getByRole('link', { name: /Clara Chain/ }).innerText()).toContain('Vetgroup Umeå');
    await settle(page);
    await page.keyboard.press('Escape');
    await phoneMenu.waitFor({ state: 'hidden' });

    await switchTo(page, 'Vetgroup Nord');
    expect(await main.getByRole('button', { name: 'Switch to Vetgroup Umeå' }).count()).toBe(1);
    await page.context().close();
  });
});

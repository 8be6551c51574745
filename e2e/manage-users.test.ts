import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { SETTINGS_API, type ManagedUser } from '@/lib/contract/settings';
import { ROUTES } from '@/lib/routes';
import { USER_ROLE } from '@/lib/rules/levels';
import { USER_ADMIN_MESSAGES } from '@/lib/rules/user-admin';
import { expectAccessible, launchBrowser, newContext, settle, visit } from './support/browser';
import { xlsxRows } from './support/files';
import {
  accessToken,
  callApi,
  latestMailLink,
  logIn,
  outboxMails,
  setLanguage,
  signIn,
  userMenuLinks,
} from './support/portal';
import type { Browser, Locator, Page } from 'playwright-core';

// Issue 12, Manage users and Manage customers, through the browser against the seeded demo data:
// Göteborg's owner (Erik Engaged, b-engaged) invites a user who activates the account from the
// mail, demotes the clinic's other owner (Gustav Berg) and finds that the last owner cannot step
// down, and exports a search of the clinic's customers; users without the right get the 403 view.
// The texts are the plan's (plan-issue-12 "/settings/manage-users", "/settings/manage-costumers"),
// in English: Erik reads English for the length of this file, and Gustav is an owner again after it.

const USERS = ROUTES.settings.manageUsers;
const CUSTOMERS = ROUTES.settings.manageCustomers;
const OWNER = 'engaged@vetnet.example';
const SECOND_OWNER = 'gustav@vetnet.example';
const STAFF = 'staff@vetnet.example';

let browser: Browser;
let ownerToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await accessToken(OWNER);
  await setLanguage(ownerToken, 'en');
});

afterAll(async () => {
  await restoreSecondOwner().catch(() => undefined);
  await setLanguage(ownerToken, 'sv').catch(() => undefined);
  await browser?.close();
});

/** Gustav Berg's row of Manage users, as the API has it. */
async function secondOwner(): Promise<ManagedUser> {
  const { results } = await callApi<{ results: ManagedUser[] }>(
    'GET',
    `${SETTINGS_API.users}?search=${encodeURIComponent(SECOND_OWNER)}`,
    { token: ownerToken },
  );
  const gustav = results.find((user) => user.email === SECOND_OWNER);
  if (!gustav) throw new Error(`${SECOND_OWNER} is not among Göteborg's users`);
  return gustav;
}

/** Gustav Berg an owner again, should a test have stopped half-way. */
async function restoreSecondOwner(): Promise<void> {
  const gustav = await secondOwner();
  if (gustav.role !== USER_ROLE.owner)
    await callApi('PATCH', SETTINGS_API.user(gustav.id), { token: ownerToken, body: { role: USER_ROLE.owner } });
}

async function signedIn(email: string): Promise<Page> {
  const context = await newContext(browser, 'desktop', { acceptDownloads: true });
  await signIn(context, email);
  return context.newPage();
}

const selectedLabel = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim());

/** The text of `row`'s cell in the column headed `column` (read from the table's head). */
async function cellText(table: Locator, row: Locator, column: string): Promise<string> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  expect(headers).toContain(column);
  return (await row.locator(':scope > th, :scope > td').nth(headers.indexOf(column)).innerText()).trim();
}

/** The texts that describe a control (aria-describedby), as a screen reader reads them after its name. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/** Opens `path` and expects the guard's 403 view (in the frame, with its status code). */
async function expectForbidden(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  await settle(page);
  expect({ path, status: response?.status() }).toEqual({ path, status: 403 });
  expect(await page.getByTestId('status-code').textContent()).toBe('403');
}

describe('Manage users', () => {
  it('invites a user, who sets a password from the mail and logs in with the role given', async () => {
    const email = 'e2e.invited@vetnet.example';
    const page = await signedIn(OWNER);
    await visit(page, USERS);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Manage users' }).waitFor();

    await main.getByRole('button', { name: 'Invite user' }).click();
    const form = main.getByRole('form', { name: 'Invite a user' });
    const emailField = form.getByLabel(/^E-mail/);
    await page.waitForFunction((field) => field === document.activeElement, await emailField.elementHandle());
    await emailField.fill(email);
    await form.getByLabel(/^First name/).fill('Ines');
    await form.getByLabel(/^Last name/).fill('Inbjuden');
    await form.getByLabel(/^Position/).selectOption({ label: 'Nurse' });
    await form.getByLabel(/^Role/).selectOption({ label: 'Contributor' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${email}.`).first().waitFor();

    const table = main.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await selectedLabel(row.getByRole('combobox', { name: 'Role of Ines Inbjuden' }))).toBe('Contributor');
    expect(await cellText(table, row, 'Status')).toContain('Invited');
    await settle(page);

    const [mail] = await outboxMails(email);
    expect(mail?.subject).toBe('You are invited to Vetnet');
    expect(mail?.text).toContain('Erik Engaged');
    expect(mail?.text).toContain('Smådjursklinik Göteborg');

    // The invited user, in a browser of their own: the link activates the account.
    const invitee = await newContext(browser);
    const own = await invitee.newPage();
    await visit(own, await latestMailLink(email));
    await own.getByRole('heading', { name: 'Activate your account' }).waitFor();
    await own.getByLabel(/^New password/).fill('invited-secret-42');
    await own.getByLabel(/^Repeat the new password/).fill('invited-secret-42');
    await own.getByRole('button', { name: 'Save password' }).click();
    await own.waitForURL((url) => url.pathname === ROUTES.login && url.searchParams.get('passwordSet') === '1');
    // Logging in to a page other than home, where a first visit's onboarding covers the menu.
    await logIn(own, email, {
      password: 'invited-secret-42',
      path: `${ROUTES.login}?next=${encodeURIComponent(ROUTES.settings.me)}`,
    });
    await own.getByRole('heading', { level: 1, name: 'My settings' }).waitFor();
    // A contributor: Settings, but neither Manage users nor Manage customers.
    expect(await userMenuLinks(own)).toEqual(['Settings']);

    // The owner now sees an active contributor.
    await visit(page, USERS);
    const active = table.getByRole('row').filter({ hasText: email });
    expect(await selectedLabel(active.getByRole('combobox', { name: 'Role of Ines Inbjuden' }))).toBe('Contributor');
    expect(await cellText(table, active, 'Status')).toContain('Active');
    await Promise.all([page.context().close(), invitee.close()]);
  });

  it('lets an owner demote the other owner, but not the last one, and makes him an owner again', async () => {
    const page = await signedIn(OWNER);
    await visit(page, USERS);
    const table = page.locator('main').getByRole('table', { name: 'Users' });
    const own = table.getByRole('row').filter({ hasText: OWNER });
    const ownRole = own.getByRole('combobox', { name: 'Role of Erik Engaged' });
    const gustavRole = table.getByRole('combobox', { name: 'Role of Gustav Berg' });

    // Two owners: Erik may not change himself, and may change Gustav.
    await own.getByText('This is you.').first().waitFor();
    expect(await ownRole.isDisabled()).toBe(true);
    expect(await description(ownRole)).toContain(USER_ADMIN_MESSAGES.self);
    expect(await gustavRole.isEnabled()).toBe(true);

    // Taking away an owner's rights is saved with the button, and asked about first.
    await gustavRole.selectOption({ label: 'Manager' });
    await table.getByRole('button', { name: 'Save the role of Gustav Berg' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change the role of Gustav Berg to Manager?').waitFor();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await page.getByText('Gustav Berg is now Manager.').first().waitFor();

    // Erik is the last active owner now: his row says so, and its controls stay disabled.
    await own.getByText(USER_ADMIN_MESSAGES.lastOwner).first().waitFor();
    expect(await ownRole.isDisabled()).toBe(true);
    expect(await description(ownRole)).toContain(USER_ADMIN_MESSAGES.lastOwner);
    expect(await own.getByRole('button', { name: 'Deactivate Erik Engaged' }).isDisabled()).toBe(true);
    await settle(page);

    // Gustav an owner again: Erik is no longer the last one.
    await gustavRole.selectOption({ label: 'Owner' });
    await table.getByRole('button', { name: 'Save the role of Gustav Berg' }).click();
    await dialog.getByText('Make Gustav Berg an owner?').waitFor();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await page.getByText('Gustav Berg is now Owner.').first().waitFor();
    await own.getByText(USER_ADMIN_MESSAGES.lastOwner).waitFor({ state: 'detached' });
    expect((await secondOwner()).role).toBe(USER_ROLE.owner);
    await page.context().close();
  });

  it('saves no role while a keyboard walks through the roles, and asks before taking away an owner’s rights', async () => {
    const page = await signedIn(OWNER);
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') changes.push(request.url());
    });
    await visit(page, USERS);
    const table = page.locator('main').getByRole('table', { name: 'Users' });
    const gustavRole = table.getByRole('combobox', { name: 'Role of Gustav Berg' });

    // Arrow keys on a closed select change its value, a change event each: none of them saves.
    await gustavRole.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selectedLabel(gustavRole)).toBe('Contributor');
    const save = table.getByRole('button', { name: 'Save the role of Gustav Berg' });
    await save.waitFor();
    expect(changes).toEqual([]);

    // Enter saves, and an owner's demotion is asked about first; Cancel saves nothing.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change the role of Gustav Berg to Contributor?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(changes).toEqual([]);
    expect((await secondOwner()).role).toBe(USER_ROLE.owner);
    await page.context().close();
  });

  it('shows each user as a card on a phone, with role, status and actions in reach', async () => {
    const context = await newContext(browser, 'phone');
    await signIn(context, OWNER);
    const page = await context.newPage();
    await visit(page, USERS);
    const table = page.locator('main').getByRole('table', { name: 'Users' });
    const gustav = table.locator('tbody tr').filter({ hasText: SECOND_OWNER });
    await expectWithinWidth(page, [
      gustav.getByRole('combobox', { name: 'Role of Gustav Berg' }),
      gustav.getByText('Active', { exact: true }),
      gustav.getByRole('button', { name: 'Deactivate Gustav Berg' }),
      table
        .locator('tbody tr')
        .filter({ hasText: 'petra@vetnet.example' })
        .getByRole('button', { name: /^Revoke/ }),
    ]);
    // Each value is named by its column on the card.
    expect(await gustav.locator('td[data-label="Status"]').innerText()).toContain('Active');
    await context.close();
  });
});

/** Fails unless the page and the tables' regions fit the viewport's width, and each control lies within it. */
async function expectWithinWidth(page: Page, controls: Locator[]): Promise<void> {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    regions: [...document.querySelectorAll('main [role="region"]')].map(
      (region) => region.scrollWidth - region.clientWidth,
    ),
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.regions.filter((extra) => extra > 0)).toEqual([]);
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
}

describe('Manage customers', () => {
  it('shows each customer as a card on a phone, and the whole table on a desktop without scrolling sideways', async () => {
    const context = await newContext(browser, 'phone');
    await signIn(context, OWNER);
    const phone = await context.newPage();
    await visit(phone, CUSTOMERS);
    const cards = phone.locator('main').getByRole('table', { name: 'Customers' }).locator('tbody tr');
    const first = cards.first();
    await expectWithinWidth(phone, [
      phone.locator('main').getByRole('button', { name: /^Name/ }),
      first.locator('td[data-label="Marketing consent"]'),
    ]);
    expect(await first.locator('td[data-label="Points"]').isVisible()).toBe(true);
    await context.close();

    const desktop = await signedIn(OWNER);
    await visit(desktop, CUSTOMERS);
    await expectWithinWidth(desktop, [
      desktop.locator('main').getByRole('columnheader', { name: 'Marketing consent' }),
    ]);
    await desktop.context().close();
  });

  it('exports the customers a search finds as an Excel workbook', async () => {
    const page = await signedIn(OWNER);
    await visit(page, CUSTOMERS);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Manage customers' }).waitFor();

    const search = main.getByLabel('Search customers');
    await search.fill('Lindqvist');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Lindqvist');
    const table = main.getByRole('table', { name: 'Customers' });
    const rows = table.locator('tbody tr');
    await rows.filter({ hasNotText: 'Lindqvist' }).first().waitFor({ state: 'detached' });
    const shown = await rows.allInnerTexts();
    expect(shown.some((text) => text.includes('Astrid') && text.includes('Lindqvist'))).toBe(true);
    await settle(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    // Named after the clinic and the day.
    expect(download.suggestedFilename()).toMatch(/^customers-smadjursklinik-goteborg-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByText('The export is ready.').first().waitFor();
    const [header, ...customers] = xlsxRows(unzipSync(new Uint8Array(await readFile((await download.path())!))));
    expect(header?.slice(0, 4)).toEqual(['First name', 'Last name', 'E-mail', 'Phone']);
    // The search went with it: the same customers as the page, Astrid Lindqvist among them.
    expect(customers).toHaveLength(shown.length);
    expect(customers.filter((cells) => cells[0] === 'Astrid' && cells[1] === 'Lindqvist')).toHaveLength(1);
    await page.context().close();
  });
});

describe('staff choosing the member', () => {
  let goteborg: number;
  beforeAll(async () => {
    const access = await accessToken(STAFF);
    const tree = await callApi<{ id: number; name: string; children: unknown[] }[]>('GET', '/me/member-tree/', {
      token: access,
    });
    const found = tree.find((member) => member.name === 'Smådjursklinik Göteborg');
    if (!found) throw new Error('Smådjursklinik Göteborg is not in the member tree');
    goteborg = found.id;
  });

  it('shows another member’s users and customers with ?member= and the member switch', async () => {
    const page = await signedIn(STAFF);
    await visit(page, USERS);
    const main = page.locator('main');
    const memberSelect = main.locator('select[name="member"]');
    await memberSelect.selectOption(String(goteborg));
    await page.waitForURL((url) => url.searchParams.get('member') === String(goteborg));
    await settle(page);
    await main.getByRole('table', { name: 'Users' }).getByRole('combobox', { name: 'Role of Gustav Berg' }).waitFor();
    expect(await memberSelect.inputValue()).toBe(String(goteborg));
    // The log is Göteborg's too.
    await main
      .getByText(/Erik Engaged invited Petra Pending/)
      .first()
      .waitFor();

    // The filters keep the member.
    await main.getByLabel('Status').selectOption({ label: 'Invited' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'invited');
    expect(new URL(page.url()).searchParams.get('member')).toBe(String(goteborg));
    await settle(page);

    await visit(page, `${CUSTOMERS}?member=${goteborg}&search=${encodeURIComponent('Lindqvist Astrid')}`);
    await main.getByText('1 customer', { exact: true }).waitFor();
    expect(await memberSelect.inputValue()).toBe(String(goteborg));
    await page.context().close();
  });

  it('gives the 404 view for a member that does not exist', async () => {
    const page = await signedIn(STAFF);
    for (const path of [`${USERS}?member=999999`, `${CUSTOMERS}?member=999999`]) {
      const response = await page.goto(path);
      await settle(page);
      expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
      expect(await page.getByTestId('status-code').textContent()).toBe('404');
    }
    await page.context().close();
  });
});

describe('who may not manage', () => {
  it('gives a viewer the 403 view on Manage users and Manage customers', async () => {
    const page = await signedIn('viewer@vetnet.example');
    for (const path of [USERS, CUSTOMERS]) await expectForbidden(page, path);
    await page.context().close();
  });

  it('gives the owner of a b-basic clinic the 403 view on Manage customers', async () => {
    const page = await signedIn('owner@vetnet.example');
    await expectForbidden(page, CUSTOMERS);
    await page.context().close();
  });
});

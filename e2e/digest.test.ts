import { DIGEST_API, type Subscriber } from '@/lib/contract/digest';
import { SETTINGS_API } from '@/lib/contract/settings';
import { ROUTES } from '@/lib/routes';
import svUnsubscribe from '../locales/sv/digest-unsubscribe.json';
import svSettings from '../locales/sv/settings.json';
import { expectAccessible, launchBrowser, newContext, portalUrl, settle, visit } from './support/browser';
import { accessToken, callApi, outboxMails, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 26, the digest, through the browser against the seeded demo data: staff compose Sweden's
// Swedish issue, look at its preview at both widths and send it; the outbox then holds one mail per
// Swedish subscriber with the RFC 8058 headers. Göteborg's owner (a Swedish subscriber, reading
// Swedish) unsubscribes through the link in that mail without signing in, and My settings shows it;
// the subscription is restored afterwards. Staff read English.

const STAFF = 'staff@vetnet.example';
const MEMBER = 'engaged@vetnet.example';
const SUBJECT = `Nytt från Vetnet, e2e ${Date.now()}`;

type OutboxMail = { to: string; subject: string; text: string; html: string | null; headers: Record<string, string> };

// Sending through the queue takes its time on a shared machine.
jest.setTimeout(180_000);

let browser: Browser;
let staffToken: string;
let sweden: { id: number; languages: { id: number; code: string }[] };

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await accessToken(STAFF);
  const options = await callApi<{
    countries: { id: number; code: string; languages: { id: number; code: string }[] }[];
  }>('GET', '/dev/locale-options/', { token: staffToken });
  const found = options.countries.find((country) => country.code === 'se');
  if (!found) throw new Error('The seed has no Sweden');
  sweden = found;
});

afterAll(async () => {
  // Göteborg's owner gets the digest again, as the seed has it.
  const access = await accessToken(MEMBER);
  await callApi('PATCH', SETTINGS_API.me, { token: access, body: { hasDigestSubscribed: true } }).catch(
    () => undefined,
  );
  await browser?.close();
});

async function signedIn(email: string): Promise<Page> {
  const context = await newContext(browser);
  await signIn(context, email);
  return context.newPage();
}

/** The Swedish-language subscribers in Sweden, as the API lists them: who the issue goes to. */
async function swedishSubscribers(): Promise<string[]> {
  const swedish = sweden.languages.find((language) => language.code === 'sv');
  const { results } = await callApi<{ results: Subscriber[] }>(
    'GET',
    `${DIGEST_API.subscribers}?country=${sweden.id}&language=${swedish?.id}&page_size=100`,
    { token: staffToken },
  );
  return results.map((subscriber) => subscriber.email);
}

const mailsOfIssue = async (to: string) =>
  ((await outboxMails(to)) as OutboxMail[]).filter((mail) => mail.subject === SUBJECT);

describe('the digest', () => {
  it('is composed, previewed and sent to Sweden by staff: one mail per Swedish subscriber, with the unsubscribe headers', async () => {
    const page = await signedIn(STAFF);
    page.setDefaultTimeout(30_000);
    await visit(page, ROUTES.digest.home);
    const main = page.locator('main');

    // Sweden's Swedish draft: started, or opened when it is already being composed.
    await main.getByRole('combobox', { name: 'Country' }).selectOption(String(sweden.id));
    const swedish = sweden.languages.find((language) => language.code === 'sv');
    await main.getByRole('combobox', { name: 'Language' }).selectOption(String(swedish?.id));
    await main.getByRole('button', { name: 'Start draft' }).click();
    await page.waitForURL(/\/digest\?issue=\d+/);
    await settle(page);

    const subject = main.getByRole('textbox', { name: 'Subject' });
    await subject.fill(SUBJECT);
    await subject.blur();
    await main.getByText('Saved.').waitFor();

    // Reordered by keyboard: the first item's Down button, pressed with Enter.
    const items = main.getByRole('region', { name: 'Items in this issue' }).getByRole('listitem');
    const first = (await items.first().locator('strong').innerText()).trim();
    if ((await items.count()) > 1) {
      await items.first().getByRole('button', { name: /^Down/ }).focus();
      await page.keyboard.press('Enter');
      await main.getByText('Saved.').waitFor();
      expect((await items.nth(1).locator('strong').innerText()).trim()).toBe(first);
    }

    // The preview: the mail the send renders, in a sandboxed frame, at a desktop and a phone width.
    await main.getByRole('button', { name: 'Show the preview' }).click();
    const desktop = main.getByTitle('The e-mail at 700 pixels wide');
    await desktop.waitFor();
    expect(await desktop.getAttribute('sandbox')).toBe('');
    await expect(
      page.frameLocator('iframe[title="The e-mail at 700 pixels wide"]').getByText(first).first().isVisible(),
    ).resolves.toBe(true);
    await main.getByText('Phone (390 px)').click();
    const phone = main.getByTitle('The e-mail at 390 pixels wide');
    await phone.waitFor();
    expect((await phone.boundingBox())?.width).toBeLessThanOrEqual(392);
    // Put away again: axe cannot look into a frame that runs no script, and the mail is not the portal.
    await main.getByRole('button', { name: 'Hide the preview' }).click();
    await expectAccessible(page);

    // Send: the question names how many, the same number the API will mail.
    const expected = await swedishSubscribers();
    expect(expected.length).toBeGreaterThan(0);
    await main.getByRole('button', { name: 'Send…' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.innerText()).resolves.toContain(
      `now to ${expected.length} ${expected.length === 1 ? 'subscriber' : 'subscribers'} in Sweden?`,
    );
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await main.getByRole('progressbar', { name: 'Send progress' }).waitFor();
    await main.getByText(/^Sent\./).waitFor({ timeout: 60_000 });

    for (const email of expected) {
      const mails = await mailsOfIssue(email);
      expect({ email, mails: mails.length }).toEqual({ email, mails: 1 });
      const headers = mails[0]?.headers ?? {};
      expect(headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/digest\/unsubscribe\/.+>$/);
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(expected).toContain(MEMBER);
    await page.context().close();
  });

  it('is unsubscribed from through the mail’s link without signing in, and My settings shows it', async () => {
    const [mail] = await mailsOfIssue(MEMBER);
    const link = mail?.text.match(/https?:\/\/\S+\/digest\/unsubscribe\/[^\s>"]+/)?.[0];
    if (!link) throw new Error(`No unsubscribe link in the mail to ${MEMBER}`);
    const { pathname } = new URL(link);
    const memberToken = await accessToken(MEMBER);
    const subscribed = async () =>
      (await callApi<{ hasDigestSubscribed: boolean }>('GET', SETTINGS_API.me, { token: memberToken }))
        .hasDigestSubscribed;

    // No session at all, on a phone.
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await visit(page, `${portalUrl()}${pathname}`);
    await page.getByRole('heading', { name: svUnsubscribe.unsubscribe.askTitle }).waitFor();
    // Opening the link (as a mail scanner would) changed nothing.
    expect(await subscribed()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: svUnsubscribe.unsubscribe.confirm }).click();
    await page.getByRole('heading', { name: svUnsubscribe.unsubscribe.doneTitle }).waitFor();
    expect(await subscribed()).toBe(false);
    await page.getByRole('button', { name: svUnsubscribe.unsubscribe.subscribeAgain }).waitFor();
    await context.close();

    const settings = await signedIn(MEMBER);
    await visit(settings, ROUTES.settings.me);
    const digest = settings.getByRole('switch', { name: svSettings.preferences.digest });
    expect(await digest.isChecked()).toBe(false);
    await settings.context().close();
  });
});

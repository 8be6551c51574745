import { apiUrl, launchBrowser, newContext, pathOf, runStartedAt, settle, visit } from './support/browser';
import { accessToken, callApi, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 8: every click on a seeded notification opened an error page. A member clicks one of each
// type that exists and lands on the item; an item deleted since leaves them where they are, told so.

const MEMBER = 'engaged@vetnet.example';
/** The member's list region (Swedish: the account's language). */
const LIST = 'Dina aviseringar';

type Notification = {
  id: number;
  actor: { id: number; title: string };
  description: string;
  unread: boolean;
  timestamp: string;
};

let browser: Browser;
let memberToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  memberToken = await accessToken(MEMBER);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The member's newest notification of the type that the seed holds (dated before the run began;
 * admin-api src/seed/notifications.ts), never one another test file made during the run: the
 * same item in every run, whatever ran before.
 */
async function seededOf(type: string): Promise<Notification> {
  const page = await callApi<{ results: Notification[] }>('GET', `/notifications/?description=${type}&page_size=50`, {
    token: memberToken,
  });
  const started = runStartedAt().getTime();
  const notification = page.results.find((candidate) => Date.parse(candidate.timestamp) < started);
  if (!notification) throw new Error(`${MEMBER} has no seeded ${type} notification`);
  return notification;
}

async function signedIn(): Promise<Page> {
  const context = await newContext(browser);
  await signIn(context, MEMBER);
  return context.newPage();
}

describe('clicking a notification', () => {
  it.each([
    ['Event', '/events/'],
    ['News', '/news/'],
    ['Wiki', '/wiki/articles/'],
    ['Service', '/services/'],
  ])('of type %s lands on the item', async (type, prefix) => {
    const notification = await seededOf(type);
    const page = await signedIn();
    // The category is in the address: the page opens filtered.
    await visit(page, `/notifications?category=${type}`);
    expect(await page.getByLabel('Kategori').inputValue()).toBe(type);

    await page
      .getByRole('region', { name: LIST })
      .getByRole('link', { name: notification.actor.title })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith(`${prefix}${notification.actor.id}-`));
    await settle(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(notification.actor.title);
    const after = await callApi<Notification>('PATCH', `/notifications/${notification.id}/`, {
      token: memberToken,
      body: {},
    });
    expect(after.unread).toBe(false);
    await page.context().close();
  });

  it('whose item was deleted shows a message, marks it read and stays on the page', async () => {
    const notification = await seededOf('News');
    const staffToken = await accessToken('staff@vetnet.example');
    // Without a body or its content type: the API refuses an empty JSON body.
    const deleted = await fetch(`${apiUrl()}/api/v1/news/${notification.actor.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(deleted.status).toBe(204);

    const page = await signedIn();
    await visit(page, '/notifications?category=News');
    await page
      .getByRole('region', { name: LIST })
      .getByRole('link', { name: notification.actor.title })
      .first()
      .click();

    await page
      .getByRole('status')
      .filter({ hasText: `”${notification.actor.title}” finns inte längre` })
      .waitFor();
    expect(pathOf(page)).toBe('/notifications?category=News');
    const after = await callApi<Notification>('PATCH', `/notifications/${notification.id}/`, {
      token: memberToken,
      body: {},
    });
    expect(after.unread).toBe(false);
    await settle(page);
    await page.context().close();
  });
});

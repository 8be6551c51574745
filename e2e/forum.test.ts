import { ROUTES } from '@/lib/routes';
import { USER_ROLE } from '@/lib/rules/levels';
import { launchBrowser, newContext, settle, visit } from './support/browser';
import { accessToken, invitedUser, setLanguage, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 13, the forum, through the browser against the seeded demo data (texts of
// plan-issue-13 "Portal", in English). Two members of one Swedish clinic, invited for this test so
// no demo account changes: the first starts a thread, the second sees it as new, quotes the opening
// post and replies, and the first follows the notification to that reply. Staff pin and close the
// thread and the reply form goes; the forum's search finds the reply's words; an unsent reply
// survives a reload; a Danish member does not see Sweden's forum.

const INVITER = 'owner@vetnet.example';
const STAFF = 'staff@vetnet.example';
// Norway has no threads; not contributor@, whose password session.test.ts changes on the shared database.
const OTHER_COUNTRY_MEMBER = 'new@vetnet.example';
const PASSWORD = 'forum-secret-42';

/** Letters only, so the search's stemmer keeps the word whole: unique per run (reruns on one database). */
const RUN = Date.now()
  .toString(26)
  .replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? 'q');
const TITLE = `Autoclave cycles at night ${RUN}`;
const OPENING_WORD = `sterilizer${RUN}`;
const REPLY_WORD = `quokkavalve${RUN}`;

const FIRST = { email: `e2e.forum.first.${RUN}@vetnet.example`, firstName: 'Fiona', lastName: `First${RUN}` };
const SECOND = { email: `e2e.forum.second.${RUN}@vetnet.example`, firstName: 'Sam', lastName: `Second${RUN}` };
const nameOf = (user: typeof FIRST) => `${user.firstName} ${user.lastName}`;

let browser: Browser;
/** The thread the first member starts; the later tests use it. */
let threadId = 0;

async function freshMember(user: typeof FIRST): Promise<void> {
  await invitedUser(INVITER, { ...user, role: USER_ROLE.contributor }, PASSWORD);
  await setLanguage(await accessToken(user.email, PASSWORD), 'en');
}

async function signedIn(email: string, password?: string): Promise<Page> {
  const context = await newContext(browser);
  await signIn(context, email, password);
  return context.newPage();
}

/** The page's uncaught errors, recorded from now on (a React effect's broken cleanup is one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /is not a function/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** The thread's row in the list (its `li`), found by its title link. */
const threadRow = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });

/** Types into a rich-text field (the TipTap editor is a contenteditable textbox). */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await freshMember(FIRST);
  await freshMember(SECOND);
});

afterAll(async () => {
  await browser?.close();
});

describe('a conversation in the forum', () => {
  it('a member starts a thread', async () => {
    const page = await signedIn(FIRST.email, PASSWORD);
    await visit(page, ROUTES.forum.list);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Forum');

    await page.getByRole('button', { name: 'Start a thread' }).click();
    const form = page.getByRole('form', { name: 'Start a thread' });
    await form.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await form.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Equipment' });
    await typeInto(page, 'Message', `Does anyone run the ${OPENING_WORD} overnight?`);
    await page.getByRole('button', { name: 'Post thread' }).click();

    await page.waitForURL((url) => /^\/forum\/\d+$/.test(url.pathname));
    await settle(page);
    threadId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(TITLE);
    expect(await page.locator(`#post-${threadId}`).textContent()).toContain(OPENING_WORD);
    await page.context().close();
  });

  it('a second member sees it as new, quotes the opening post and replies', async () => {
    expect(threadId).toBeGreaterThan(0);
    const page = await signedIn(SECOND.email, PASSWORD);
    const errors = pageErrors(page);
    await visit(page, ROUTES.forum.list);
    expect(await threadRow(page).getByText('New', { exact: true }).count()).toBe(1);

    await threadRow(page).getByRole('link', { name: TITLE }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.forum.post(threadId));
    await settle(page);

    await page.getByRole('button', { name: `Quote ${nameOf(FIRST)}'s post` }).click();
    const editor = page.getByRole('textbox', { name: 'Your reply' });
    await editor.waitFor();
    expect(await editor.locator('blockquote').textContent()).toContain(`${nameOf(FIRST)} wrote:`);
    expect(await editor.locator('blockquote').textContent()).toContain(OPENING_WORD);
    // After the quote: the empty paragraph the prefill leaves below it.
    await editor.locator('p').last().click();
    await page.keyboard.type(`We use a ${REPLY_WORD} and it works well. @${nameOf(FIRST)} `);
    await page.keyboard.press('Escape');
    await page.keyboard.type('did you try it?');
    await page.getByRole('button', { name: 'Post reply' }).click();

    await page.waitForURL((url) => url.searchParams.has('postId'));
    await settle(page);
    const replyId = Number(new URL(page.url()).searchParams.get('postId'));
    const reply = page.locator(`#post-${replyId}`);
    expect(await reply.textContent()).toContain(REPLY_WORD);
    expect(await reply.locator('blockquote').textContent()).toContain(`${nameOf(FIRST)} wrote:`);
    // The form closed after posting without an error (Chromium's scrollIntoView answers a promise).
    await page.getByRole('button', { name: 'Reply', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the first member is notified and lands on the reply', async () => {
    const page = await signedIn(FIRST.email, PASSWORD);
    await visit(page, '/notifications?category=Post');
    await page.getByRole('region', { name: 'Your notifications' }).getByRole('link', { name: TITLE }).first().click();
    await page.waitForURL((url) => url.pathname === ROUTES.forum.post(threadId) && url.searchParams.has('postId'));
    await settle(page);
    const replyId = Number(new URL(page.url()).searchParams.get('postId'));
    const reply = page.locator(`#post-${replyId}`);
    expect(await reply.textContent()).toContain(REPLY_WORD);
    // Highlighted and focused, with the mention of the reader marked in the text.
    await page.waitForFunction((id) => document.activeElement?.id === id, `post-${replyId}`);
    expect(await reply.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    expect(
      await page.locator(`#post-${threadId}`).evaluate((element) => getComputedStyle(element).outlineStyle),
    ).not.toBe('solid');
    expect(await reply.locator('.mention').textContent()).toBe(`@${nameOf(FIRST)}`);
    // Landed on it: the reply is on screen, not somewhere below the opening post.
    const inView = await reply.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    expect(inView).toBe(true);
    await page.context().close();
  });

  it('the forum search finds the words of a reply', async () => {
    const page = await signedIn(FIRST.email, PASSWORD);
    await visit(page, ROUTES.forum.list);
    await page.getByLabel('Search the forum').fill(REPLY_WORD);
    await page.getByRole('button', { name: 'Show threads' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === REPLY_WORD);
    await settle(page);
    expect(await threadRow(page).count()).toBe(1);
    expect((await threadRow(page).locator('mark').allTextContents()).map((text) => text.toLowerCase())).toContain(
      REPLY_WORD,
    );
    await page.context().close();
  });

  it('the reply form closes on cancel without an error', async () => {
    const page = await signedIn(FIRST.email, PASSWORD);
    const errors = pageErrors(page);
    await visit(page, ROUTES.forum.post(threadId));
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await page.getByRole('textbox', { name: 'Your reply' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Reply', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your reply' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unsent reply survives a reload', async () => {
    const page = await signedIn(FIRST.email, PASSWORD);
    await visit(page, `${ROUTES.forum.post(threadId)}?reply=1`);
    await typeInto(page, 'Your reply', 'Half a thought about cycle times');
    // The draft is saved a moment after typing stops.
    await page.waitForFunction(
      (key) => (window.localStorage.getItem(key) ?? '').includes('Half a thought'),
      `forum-draft:${threadId}`,
    );
    await page.reload();
    await settle(page);
    expect(await page.getByText('Your unsent reply was restored.').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Your reply' }).textContent()).toContain('Half a thought');
    await page.context().close();
  });

  it('staff pin and close the thread: the reply form goes, and the list marks it', async () => {
    const page = await signedIn(STAFF);
    await visit(page, ROUTES.forum.post(threadId));
    await page.getByRole('button', { name: 'Pin thread' }).click();
    await page.getByRole('button', { name: 'Unpin thread' }).waitFor();
    await page.getByRole('button', { name: 'Close thread' }).click();
    await page.getByRole('button', { name: 'Reopen thread' }).waitFor();
    await page.getByText('This thread is closed to new replies.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Your reply' }).count()).toBe(0);
    await page.context().close();

    const member = await signedIn(SECOND.email, PASSWORD);
    await visit(member, ROUTES.forum.list);
    const row = threadRow(member);
    expect(await row.getByText('Pinned', { exact: true }).count()).toBe(1);
    expect(await row.getByText('Closed', { exact: true }).count()).toBe(1);
    await visit(member, ROUTES.forum.post(threadId));
    expect(await member.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
    await member.context().close();

    // Unpinned again: the demo forum's own pinned thread stays the one on top for everyone else.
    const staff = await signedIn(STAFF);
    await visit(staff, ROUTES.forum.post(threadId));
    await staff.getByRole('button', { name: 'Unpin thread' }).click();
    await staff.getByRole('button', { name: 'Pin thread' }).waitFor();
    await staff.context().close();
  });

  it('works on a phone: the list and the thread fit the screen', async () => {
    const context = await newContext(browser, 'phone');
    await signIn(context, SECOND.email, PASSWORD);
    const page = await context.newPage();
    await visit(page, ROUTES.forum.list);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await visit(page, ROUTES.forum.post(threadId));
    expect(await fits()).toBe(true);
    await context.close();
  });

  it("a member of another country does not see Sweden's threads", async () => {
    const page = await signedIn(OTHER_COUNTRY_MEMBER);
    await visit(page, ROUTES.forum.list);
    expect(await page.getByRole('link', { name: TITLE }).count()).toBe(0);
    await page.context().close();
  });
});

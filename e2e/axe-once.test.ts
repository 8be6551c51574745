import { expectAccessibleOnce, launchBrowser, newContext, pageStateKey, visit } from './support/browser';
import { isMarked } from './support/run-registry';
import type { Browser } from 'playwright-core';

// The browser tests run axe once per page state and run (e2e/support/browser.ts): a state seen to
// pass is not scanned again, and any other state of the page still is, and still fails.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('skips a page state that passed, and still fails a changed one on its serious or critical violations', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await visit(page, '/login');
  const passed = await pageStateKey(page);
  expect(isMarked('axe-passed', passed)).toBe(true);

  // The same page with an image without a text alternative, in a frame too: another state, scanned.
  await page.evaluate(() => {
    const added = document.createElement('div');
    added.id = 'added';
    added.innerHTML =
      '<img src="/x.png"><iframe title="frame" srcdoc="<html lang=en><body><button></button></body></html>"></iframe>';
    document.body.append(added);
  });
  await page.frameLocator('iframe[title="frame"]').locator('button').waitFor({ state: 'attached' });
  const error = await expectAccessibleOnce(page).then(
    () => null,
    (failure: Error) => failure.message,
  );
  expect(error).toMatch(/image-alt \(critical\): img/);
  expect(error).toMatch(/button-name \(critical\): iframe button/);
  // Failed again on a second look: only passed states are kept.
  await expect(expectAccessibleOnce(page)).rejects.toThrow(/image-alt/);

  // Back as it was: the state that passed.
  await page.evaluate(() => document.getElementById('added')?.remove());
  expect(await pageStateKey(page)).toBe(passed);
  await expectAccessibleOnce(page);
  await context.close();
});

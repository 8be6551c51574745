import type { ResponseRates, SurveySummary } from '@/lib/contract/vetdata';
import { launchBrowser, newContext, settle, visit } from './support/browser';
import { recordLayoutShifts, totalLayoutShift } from './support/layout-shift';
import { accessToken, callApi, signIn } from './support/portal';
import type { Browser, Page } from 'playwright-core';

// Issue 27, VetData, through the browser against the seeded demo data: the 2025 clinic survey closed
// with fourteen Swedish clinics' answers, the 2026 one open and half answered by owner@'s Djurkliniken
// Solna (its first two sections). owner@ reads Swedish, staff@ English (locales/sv, locales/en).

const MEMBER = 'owner@vetnet.example';
const STAFF = 'staff@vetnet.example';

let browser: Browser;
let open: SurveySummary;
let closed: SurveySummary;
let staffToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await accessToken(STAFF);
  const memberToken = await accessToken(MEMBER);
  const surveys = await callApi<SurveySummary[]>('GET', '/vetdata/surveys/', { token: memberToken });
  open = surveys.find((survey) => survey.state === 'open')!;
  closed = surveys.find((survey) => survey.state === 'closed')!;
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const context = await newContext(browser, viewport);
  await signIn(context, email);
  return context.newPage();
}

const rates = (id: number) =>
  callApi<ResponseRates>('GET', `/vetdata/surveys/${id}/response-rates/`, { token: staffToken });

/** Steps the form forward to the section with this heading. */
async function toSection(page: Page, title: string): Promise<void> {
  for (let step = 0; step < 6; step += 1) {
    if (await page.getByRole('heading', { name: title, level: 2 }).isVisible()) return;
    await page.getByRole('button', { name: 'Nästa' }).click();
  }
  throw new Error(`no section ${title}`);
}

describe('VetData', () => {
  it('lets a member fill the open survey across two visits and submit it; staff see the response rate change', async () => {
    expect(open).toBeDefined();
    const before = await rates(open.id);

    // The first visit, on a phone: the overview shows the draft, the form keeps what is typed.
    const phone = await signedIn(MEMBER, 'phone');
    await visit(phone, '/vetdata');
    const card = phone.getByRole('article').filter({ hasText: open.title });
    await card.getByText('Utkast').waitFor();
    await card.getByRole('link', { name: open.title }).click();
    await settle(phone);
    await toSection(phone, 'Priser');
    await phone.getByLabel(/Grundkonsultation, hund/).fill('650');
    await phone.getByText('Alla svar är sparade').waitFor();
    await settle(phone);
    await phone.context().close();

    // The second visit: the price is still there; the review lists every answer; submit.
    const page = await signedIn(MEMBER);
    await visit(page, `/vetdata/surveys/${open.id}`);
    await toSection(page, 'Priser');
    expect(await page.getByLabel(/Grundkonsultation, hund/).inputValue()).toBe('650');
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.getByRole('button', { name: 'Granska svaren' }).click();
    const review = page.getByRole('region', { name: 'Granska dina svar' });
    await review.getByText('650 din valuta').waitFor();
    await settle(page);
    await review.getByRole('button', { name: 'Skicka in enkäten' }).click();
    await page.getByText(/Tack, dina svar är inskickade/).waitFor();
    await page.context().close();

    const after = await rates(open.id);
    expect(after.submitted).toBe(before.submitted + 1);

    const staff = await signedIn(STAFF);
    await visit(staff, `/vetdata/members-report?survey=${open.id}`);
    await staff.getByText(`(${after.submitted} of ${after.eligible} clinics)`).waitFor();
    await staff.context().close();
  });

  it('shows the member its figures beside its peers’, with charts after the first paint', async () => {
    expect(closed).toBeDefined();
    const page = await signedIn(MEMBER);
    await visit(page, `/vetdata/member-dashboard?survey=${closed.id}`);
    await page.getByText(/Jämfört med kliniker i .* med 5–9 anställda/).waitFor();
    // The table is the chart's alternative: behind "Visa som tabell" once the chart is drawn.
    const hours = page.getByRole('table', { name: /Öppettimmar per vecka/, includeHidden: true });
    expect(await hours.getByRole('columnheader', { name: 'Median', includeHidden: true }).count()).toBe(1);
    await page.waitForFunction(() => document.querySelectorAll('svg[role="img"]').length > 0);
    await settle(page);
    await visit(page, `/vetdata/member-report?survey=${closed.id}`);
    expect(await page.getByRole('link', { name: 'Ladda ned som PDF' }).getAttribute('href')).toBe(
      `/api/v1/vetdata/surveys/${closed.id}/benchmarks/pdf/`,
    );
    await page.context().close();
  });

  it('keeps the member’s benchmark cards in place on a phone while the charts replace the tables (no layout shift)', async () => {
    // Issue 28: with next/dynamic each chart slot stood empty while the chart's module loaded, and the
    // cards below moved up and back down; now each card swaps its table for its chart in one render.
    const page = await signedIn(MEMBER, 'phone');
    await recordLayoutShifts(page);
    await visit(page, `/vetdata/member-dashboard?survey=${closed.id}`);
    await page.waitForFunction(() => document.querySelectorAll('svg[role="img"]').length > 0);
    expect(await totalLayoutShift(page)).toBeLessThanOrEqual(0.05);
    await page.context().close();
  });

  it('gives a member the 403 view on the staff pages', async () => {
    const page = await signedIn(MEMBER);
    for (const path of ['/vetdata/members-report', '/vetdata/suppliers-dashboard', '/vetdata/suppliers-reports']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      expect(await page.getByTestId('status-code').textContent()).toBe('403');
    }
    await page.context().close();
  });

  it('shows staff the supplier aggregates with their exports', async () => {
    const page = await signedIn(STAFF);
    await visit(page, `/vetdata/suppliers-reports?survey=${closed.id}`);
    await page.getByRole('button', { name: /CSV/ }).first().waitFor();
    await visit(page, `/vetdata/suppliers-dashboard?survey=${closed.id}`);
    await page.context().close();
  });
});

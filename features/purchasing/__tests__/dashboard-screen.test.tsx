import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MemberSegment } from '@/lib/contract/purchasing';
import { buildSession } from '@/testing/fixtures';
import { purchasingFixtures, purchasingHandlers } from '@/testing/handlers/purchasing';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import * as readers from '../api/read-series';
import { additionalInfoKey, availableReportsKey, DASHBOARD_SERIES, seriesKey } from '../api/series';
import { DashboardScreen } from '../components/dashboard-screen';

// visx is ESM the test runner does not load; the chart stands in as the image it renders.
jest.mock('@/components/charts/dashboard-chart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <svg role="img" aria-label={label} data-testid="dashboard-chart" />,
}));

/** What the guard's loader hands to SWR: each answer, read, under its API path. */
function serverFallback(member: MemberSegment, data = purchasingFixtures()) {
  const read = {
    yearSum: readers.readYearSum(data.yearSum),
    categories: readers.readCategorySpend(data.categories),
    supplierUsage: readers.readSupplierUsage(data.supplierUsage),
    topSuppliers: readers.readTopSuppliers(data.topSuppliers),
    sixQuarters: readers.readSixQuarters(data.sixQuarters),
    missedSavings: readers.readMissedSavings(data.missedSavings),
  };
  return {
    ...Object.fromEntries(DASHBOARD_SERIES.map((name) => [seriesKey(name, member), read[name]])),
    [availableReportsKey(member)]: readers.readAvailableReports(data.available),
    [additionalInfoKey(member)]: readers.readAdditionalInfo(data.info),
  };
}

const swedishUser = buildSession({
  language: { id: 2, code: 'sv', name: 'Svenska' },
  member: {
    ...buildSession().user.member,
    country: { ...buildSession().user.member.country, id: 1, name: 'Sweden', code: 'se', currency: 'SEK' },
  },
});
// An Australian member reading in Australian English: en-AU figures in Australian dollars.
const englishUser = buildSession({
  language: { id: 1, code: 'en-AU', name: 'English (Australia)' },
  member: {
    ...buildSession().user.member,
    country: { ...buildSession().user.member.country, id: 9, name: 'Australia', code: 'au', currency: 'AUD' },
  },
});
const aud = () => purchasingFixtures('AUD');

const props = { member: null, memberOptions: [], memberName: 'Djurkliniken Solna' };

/** A stand-in for the browser's IntersectionObserver: the test says which cards have come near the screen. */
let watched: { element: Element; report: (entries: { isIntersecting: boolean; target: Element }[]) => void }[] = [];
class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(element: Element) {
    watched.push({ element, report: this.callback });
  }
  disconnect() {
    watched = watched.filter((entry) => entry.report !== this.callback);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const comeNear = (element: Element) =>
  act(() =>
    watched
      .filter((entry) => entry.element === element)
      .forEach((entry) => entry.report([{ isIntersecting: true, target: element }])),
  );
const allNear = () => [...new Set(watched.map((entry) => entry.element))].forEach(comeNear);
const cards = () => document.querySelectorAll('section.card');

let idle: (() => void) | null = null;
let realObserver: unknown;
beforeAll(() => {
  realObserver = window.IntersectionObserver;
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: NearObserver });
});
afterAll(() => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: realObserver });
});
beforeEach(() => {
  watched = [];
  idle = null;
  let idleCame = false;
  window.requestIdleCallback = ((callback: () => void) => {
    // Once the test has let the browser be idle, it stays so: the cards' turns to draw come by themselves.
    if (idleCame) return window.setTimeout(callback, 0);
    idle = () => {
      idleCame = true;
      callback();
    };
    return 1;
  }) as unknown as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
});

describe('the spend and savings dashboard', () => {
  it('shows the headline figures in Swedish kronor, written the Swedish way, with nothing fetched', async () => {
    const { asked, handlers } = purchasingHandlers();
    server.use(...handlers);
    renderWithProviders(<DashboardScreen {...props} />, {
      session: swedishUser,
      locale: 'sv',
      fallback: serverFallback('current'),
    });
    const headline = screen.getByText('Inköp', { selector: 'dt' }).closest('dl')!;
    // sv-SE: a narrow no-break space groups thousands and the currency follows.
    expect(within(headline).getByText('1 234 568 kr')).toBeInTheDocument();
    expect(within(headline).getByText('9,1 %')).toBeInTheDocument();
    expect(screen.getByText('Data till och med 20 november 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inköp per kategori' })).toBeInTheDocument();
    // Give SWR the chance to revalidate: the server's data must be enough.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
  });

  it('writes figures the Australian way for an Australian member reading English', () => {
    renderWithProviders(<DashboardScreen {...props} />, {
      session: englishUser,
      fallback: serverFallback('current', aud()),
    });
    const headline = screen.getByText('Spend', { selector: 'dt' }).closest('dl')!;
    expect(within(headline).getByText('$1,234,568')).toBeInTheDocument();
    expect(within(headline).getByText('+23.5%')).toBeInTheDocument();
  });

  it('renders every card as a table with caption, column headers, right-aligned figures and totals before any chart', () => {
    renderWithProviders(<DashboardScreen {...props} />, {
      session: englishUser,
      fallback: serverFallback('current', aud()),
    });
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(6);
    expect(screen.queryByTestId('dashboard-chart')).not.toBeInTheDocument();
    // The downloads need the page's script: they come after the first paint, with the charts' module.
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    const categories = screen.getByRole('table', { name: 'Spend per category 2026' });
    expect(within(categories).getByRole('columnheader', { name: 'Spend (AUD)' })).toBeInTheDocument();
    // The code names the category: the portal's own translation, not the API's name.
    expect(within(categories).getByRole('rowheader', { name: 'Vaccines' })).toBeInTheDocument();
    const total = within(categories).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(total).getByText('$1,234,568')).toHaveClass('text-end');
    const quarters = screen.getByRole('table', { name: 'Spend and savings in the last six quarters' });
    expect(within(quarters).getByRole('link', { name: 'Q3 2026' })).toHaveAttribute(
      'href',
      '/reports/quarterly/year/2026/quarter/3',
    );
  });

  it('mounts the charts once the browser is idle, each an image named by its headline, the table behind a toggle', async () => {
    renderWithProviders(<DashboardScreen {...props} />, {
      session: englishUser,
      fallback: serverFallback('current', aud()),
    });
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(idle).not.toBeNull();
    act(() => idle!());
    allNear();
    // One card's chart per idle turn (useChartTurn), all six in the end.
    await waitFor(() => expect(screen.getAllByTestId('dashboard-chart')).toHaveLength(6));
    expect(screen.getByRole('img', { name: 'Spend 2026: $1,234,568, savings $123,456' })).toBeInTheDocument();
    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    // The tables stay in the page (print shows them), only hidden on screen until asked for.
    expect(screen.getAllByRole('table', { hidden: true })).toHaveLength(6);
    // The downloads stay at hand beside each chart, outside the table the toggle hides.
    expect(screen.getAllByRole('button', { name: 'Download CSV' })).toHaveLength(6);
    const behindChart = document.getElementById(toggles[0]!.getAttribute('aria-controls')!);
    expect(within(behindChart!).queryByRole('button', { name: 'Download CSV' })).toBeNull();
    act(() => toggles[0]!.click());
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws a card’s chart only once the card comes near the screen; until then it shows its table', async () => {
    renderWithProviders(<DashboardScreen {...props} />, {
      session: englishUser,
      fallback: serverFallback('current', aud()),
    });
    act(() => idle!());
    comeNear(cards()[0]!);
    expect(await screen.findAllByTestId('dashboard-chart')).toHaveLength(1);
    expect(within(cards()[0] as HTMLElement).getByRole('img')).toBeInTheDocument();
    // The others still show their tables, with their downloads, and no toggle.
    for (const other of [...cards()].slice(1)) {
      expect(within(other as HTMLElement).queryByRole('img')).toBeNull();
      expect(within(other as HTMLElement).queryByRole('button', { name: 'Show as table' })).toBeNull();
      expect(within(other as HTMLElement).getByRole('table')).toBeInTheDocument();
      expect(within(other as HTMLElement).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    }
    comeNear(cards()[4]!);
    await waitFor(() => expect(screen.getAllByTestId('dashboard-chart')).toHaveLength(2));
    expect(within(cards()[4] as HTMLElement).getByRole('img')).toBeInTheDocument();
  });

  it('names the member’s first quarter partial when its data begins within it', () => {
    const data = aud();
    const [first, ...rest] = data.sixQuarters.results;
    data.sixQuarters = {
      ...data.sixQuarters,
      results: [{ ...first!, partial: true, dataFrom: '2025-05-01', dataTo: '2025-06-30' }, ...rest],
    };
    renderWithProviders(<DashboardScreen {...props} />, {
      session: englishUser,
      fallback: serverFallback('current', data),
    });
    const quarters = screen.getByRole('table', { name: 'Spend and savings in the last six quarters' });
    const links = within(quarters).getAllByRole('link');
    expect(links[0]).toHaveTextContent(/^Q\d \d{4} \(partial\)$/);
    expect(links[1]).not.toHaveTextContent('partial');
  });

  it('says there are no purchases yet for a member without data', () => {
    const data = purchasingFixtures();
    data.available = { ...data.available, hasData: false, firstPeriod: null, lastPeriod: null, years: [] };
    renderWithProviders(<DashboardScreen {...props} />, {
      session: englishUser,
      fallback: serverFallback('current', data),
    });
    expect(screen.getByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
    expect(screen.getByText(/Suppliers report monthly/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the chosen member’s series and keeps the member in its links', async () => {
    renderWithProviders(
      <DashboardScreen
        {...props}
        member={7}
        memberOptions={[
          { id: 3, name: 'Chain', depth: 0 },
          { id: 7, name: 'Umeå', depth: 1 },
        ]}
      />,
      {
        session: englishUser,
        fallback: serverFallback(7),
      },
    );
    // The switch is loaded for those who have one.
    expect(await screen.findByRole('combobox', { name: 'Member' })).toHaveValue('7');
    expect(screen.getByRole('link', { name: 'Q3 2026' })).toHaveAttribute(
      'href',
      '/reports/quarterly/year/2026/quarter/3?member=7',
    );
  });
});

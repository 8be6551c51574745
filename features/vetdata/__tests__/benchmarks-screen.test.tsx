import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSession } from '@/testing/fixtures';
import { benchmarksFixture } from '@/testing/handlers/vetdata';
import { renderWithProviders } from '@/testing/render';
import { readBenchmarks } from '../api/read-vetdata';
import { benchmarksKey } from '../api/vetdata-api';
import { MemberDashboardScreen, MemberReportScreen } from '../components/benchmarks-screen';

// visx is ESM the test runner does not load; the chart stands in as the image it renders.
jest.mock('@/components/charts/dashboard-chart', () => ({
  __esModule: true,
  default: ({ label, points }: { label: string; points: unknown[] }) => (
    <svg role="img" aria-label={label} data-points={points.length} />
  ),
}));

const key = benchmarksKey(7, null);
const props = {
  member: null,
  memberOptions: [],
  memberName: 'Djurkliniken Solna',
  surveys: [{ id: 7, title: 'Clinic survey 2026' }],
  surveyId: 7,
  benchmarksKey: key,
};

/** A stand-in for the browser's IntersectionObserver: the test says which cards have come near the screen. */
type Report = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let watched: { element: Element; report: Report }[] = [];
class NearObserver {
  constructor(private readonly callback: Report) {}
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
const allNear = async () => {
  for (const element of new Set(watched.map((entry) => entry.element))) await comeNear(element);
};
const cards = () => document.querySelectorAll('section.card');
const realObserver = window.IntersectionObserver;

let idle: (() => void) | null = null;
beforeEach(() => {
  idle = null;
  watched = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: NearObserver });
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
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: realObserver });
});

const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { session: buildSession(), fallback: { [key]: readBenchmarks(benchmarksFixture()) } });

describe('the member dashboard', () => {
  it('shows the member’s figures beside the peers’ quartiles as tables first, with the peer group named', () => {
    render(<MemberDashboardScreen {...props} />);
    expect(
      screen.getByText(/Compared with clinics in Sweden with 5–9 staff \(23 clinics answered\)/),
    ).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Opening hours per week (hours)' });
    const row = within(hours).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Opening hours per week');
    expect(row).toHaveTextContent('52.5');
    expect(row).toHaveTextContent('40');
    expect(row).toHaveTextContent('45');
    expect(row).toHaveTextContent('50');
    expect(row).toHaveTextContent('21');
    // Before the page is idle no chart is drawn: the table is in its place.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says why a line below the threshold shows no peers', () => {
    render(<MemberDashboardScreen {...props} />);
    const spend = screen.getByRole('table', { name: 'Spend per category last year (your currency)' });
    const diets = within(spend).getByRole('row', { name: /Diets/ });
    expect(diets).toHaveTextContent('30,000');
    expect(diets).toHaveTextContent('Fewer than 5 clinics');
    expect(
      screen.getByText(
        'Diets: fewer than 5 comparable clinics answered, so no figures are shown to keep their answers anonymous.',
      ),
    ).toBeInTheDocument();
  });

  it('draws a chart per question after the first paint, the table behind a toggle as its alternative', async () => {
    const user = userEvent.setup();
    render(<MemberDashboardScreen {...props} />);
    await act(async () => idle?.());
    await allNear();
    const chart = await screen.findByRole('img', { name: /^Spend per category last year: your figure/ });
    // Only the line with peers is drawn; Diets is explained instead.
    expect(chart).toHaveAttribute('data-points', '1');
    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Opening hours per week (hours)' })).toBeVisible();
  });

  it('draws a card’s chart only once the card comes near the screen; until then it shows its table', async () => {
    render(<MemberDashboardScreen {...props} />);
    await act(async () => idle?.());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const [first, second] = [...cards()] as HTMLElement[];
    await comeNear(first!);
    expect(await within(first!).findByRole('img')).toBeInTheDocument();
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    expect(within(second!).getByRole('table')).toBeInTheDocument();
    await comeNear(second!);
    expect(await within(second!).findByRole('img')).toBeInTheDocument();
  });

  it('says why a peer group below the threshold shows no figures, without its size', () => {
    const small = benchmarksFixture();
    small.peerGroup = { ...small.peerGroup, sizeBand: 'xs', clinics: 0 };
    renderWithProviders(<MemberDashboardScreen {...props} />, {
      session: buildSession(),
      fallback: { [key]: readBenchmarks(small) },
    });
    expect(
      screen.getByText(/Compared with clinics in Sweden with 1–4 staff\. Fewer than 5 such clinics answered/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/0 clinics answered/)).not.toBeInTheDocument();
  });

  it('says so when the member has not submitted the survey', () => {
    renderWithProviders(<MemberDashboardScreen {...props} benchmarksKey={null} />, { session: buildSession() });
    expect(
      screen.getByText('Your clinic has not submitted this survey, so there are no benchmarks to show yet.'),
    ).toBeInTheDocument();
  });

  it('as a report: tables only, a print button and the PDF link of the member', async () => {
    render(<MemberReportScreen {...props} />);
    await act(async () => idle?.());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute(
      'href',
      '/api/v1/vetdata/surveys/7/benchmarks/pdf/',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });
});

import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Commitment, ListedCommitment, TrackedCommitment } from '@/lib/contract/purchasing';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { trackingKey } from '../api/commitment-tracking';
import { commitmentsKey } from '../api/commitments-list';
import { readCommitmentsQuery } from '../commitments-query';
import { CommitmentsScreen } from '../components/commitments-screen';
import { TrackScreen } from '../components/track-screen';
import { buildCommitment, buildTracked, commitmentPage, tracking } from './commitment-fixtures';

// The browser's download is not jsdom's business: the file made is what is checked.
const mockDownloads: { blob: Blob; fileName: string }[] = [];
jest.mock('@/lib/export/download', () => ({
  downloadBlob: (blob: Blob, fileName: string) => mockDownloads.push({ blob, fileName }),
}));

/** Intl's spaces in figures vary (no-break, narrow no-break): compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

function renderList(
  address: Record<string, string>,
  commitments: (Commitment | ListedCommitment)[],
  count?: number,
  locale = 'en',
) {
  const query = readCommitmentsQuery(address);
  const listKey = commitmentsKey(query);
  return renderWithProviders(<CommitmentsScreen query={query} listKey={listKey} memberOptions={[]} />, {
    session: buildSession(),
    locale,
    fallback: { [listKey]: commitmentPage(commitments, count) },
  });
}

function renderTrack(results: TrackedCommitment[], locale = 'en') {
  const trackKey = trackingKey(null);
  return renderWithProviders(<TrackScreen member={null} trackKey={trackKey} memberOptions={[]} />, {
    session: buildSession(),
    locale,
    fallback: { [trackKey]: tracking(results) },
  });
}

describe('the commitments list', () => {
  it('shows each commitment’s supplier and category, period, target and tiers', () => {
    renderList({}, [buildCommitment(), buildCommitment({ id: 6, supplier: null, tiers: [], note: 'Spring campaign' })]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('VetPharma Nordic · Vaccines');
    // The API's end is exclusive: the period shown ends on its last day.
    expect(plain(rows[0]!.textContent)).toContain('1 Jan – 31 Dec 2026');
    // An English reader in a Swedish clinic: Swedish figures (en-SE) in the member's currency.
    expect(plain(rows[0]!.textContent)).toContain('400 000 kr');
    expect(plain(rows[0]!.textContent)).toContain('2 % from 300 000 kr; 4 % from 400 000 kr');
    // The note has a column of its own, not run into the name.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Vaccines$/);
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Spring campaign' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('No price tiers');
  });

  it('names the category as the dashboard does and writes the tiers in the reader’s numbers (Swedish)', () => {
    const tiers = [{ thresholdAmount: '300000.00', discountPercent: 3.5, label: 'Silver' }];
    renderList({}, [buildCommitment({ tiers })], 1, 'sv');
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('VetPharma Nordic · Vacciner');
    expect(plain(row.textContent)).toContain('3,5 % från 300 000 kr');
  });

  it('switches between active and ended commitments and pages through the address, keeping the member', () => {
    renderList({ status: 'ended', page: '2', member: '7' }, [buildCommitment()], 30);
    expect(screen.getByRole('link', { name: 'Ended' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('href', '/commitments?member=7');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/commitments?status=ended&member=7',
    );
    expect(screen.getByRole('link', { name: 'Track your progress' })).toHaveAttribute(
      'href',
      '/commitments/track?member=7',
    );
  });

  it('shows how each ended commitment came out', () => {
    renderList({ status: 'ended' }, [
      {
        ...buildCommitment({ periodStart: '2025-01-01', periodEnd: '2026-01-01' }),
        result: { actualAmount: '310000.00', status: 'missed', reachedTier: null },
      },
      {
        ...buildCommitment({ id: 6, periodStart: '2024-01-01', periodEnd: '2025-01-01' }),
        result: { actualAmount: '420000.00', status: 'achieved', reachedTier: null },
      },
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(screen.getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
    expect(plain(rows[0]!.textContent)).toContain('Bought 310 000 kr of 400 000 kr: missed');
    expect(plain(rows[1]!.textContent)).toContain('Bought 420 000 kr of 400 000 kr: achieved');
  });

  it('says when there are none', () => {
    renderList({}, []);
    expect(screen.getByText('There are no commitments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('offers the table as CSV and Excel', () => {
    renderList({}, [buildCommitment()]);
    const exports = screen.getByRole('group', { name: 'Download Active' });
    expect(within(exports).getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(within(exports).getByRole('button', { name: 'Download Excel' })).toBeEnabled();
  });
});

describe('tracking commitments', () => {
  const atRisk = buildTracked({ id: 1 });
  const onTrack = buildTracked({
    id: 2,
    supplier: { id: 4, code: 'dentaflex', name: 'DentaFlex' },
    category: null,
    status: 'on_track',
    actualAmount: '150000.00',
    projectedAmount: '420000.00',
    targetAmount: '300000.00',
    reachedTier: null,
  });
  const achieved = buildTracked({
    id: 3,
    category: { id: 2, code: 'diets', name: 'Diets' },
    supplier: null,
    status: 'achieved',
    actualAmount: '410000.00',
    projectedAmount: '410000.00',
    reachedTier: { thresholdAmount: '400000.00', discountPercent: 4, label: 'Gold' },
    nextTier: null,
    gapToNextTier: null,
  });
  const missed = buildTracked({ id: 4, status: 'missed', periodStart: '2025-01-01', periodEnd: '2026-01-01' });

  it('shows the API’s order, at risk first, each with its status in words', () => {
    renderTrack([atRisk, onTrack, achieved, missed]);
    const cards = within(screen.getByRole('list', { name: "Your commitments' progress" })).getAllByRole('listitem');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['VetPharma Nordic · Vaccines', 'DentaFlex', 'Diets', 'VetPharma Nordic · Vaccines']);
    expect(cards).toHaveLength(4);
    const chips = ['At risk', 'On track', 'Achieved', 'Missed'];
    chips.forEach((chip) => expect(screen.getByText(chip)).toBeInTheDocument());
    expect(screen.getByText('Purchases up to 31 May 2026')).toBeInTheDocument();
  });

  it('gives each bar its value toward the target, in numbers and words', () => {
    renderTrack([atRisk, achieved]);
    const [first, second] = screen.getAllByRole('progressbar');
    expect(first).toHaveAccessibleName('Progress toward VetPharma Nordic · Vaccines');
    expect(first).toHaveAttribute('aria-valuenow', '100000');
    expect(first).toHaveAttribute('aria-valuemax', '400000');
    expect(plain(first!.getAttribute('aria-valuetext'))).toBe('100 000 kr of 400 000 kr (25 %)');
    // Beyond the target the bar is full; the words say how far.
    expect(second).toHaveAttribute('aria-valuenow', '400000');
    expect(plain(second!.getAttribute('aria-valuetext'))).toBe('410 000 kr of 400 000 kr (102 %)');
  });

  it('marks the tiers and, while the period runs, the projection on the bar', () => {
    renderTrack([atRisk, achieved]);
    const [first, second] = screen.getAllByRole('progressbar');
    // Scale: the target, 400 000; the projection (250 000) at 62.5 %, the tiers at 75 % and 100 %.
    expect(within(first!).getByTestId('projection-marker')).toHaveStyle({ left: '62.50%' });
    expect(first!.querySelector('[title="Silver"]')).toHaveStyle({ left: '75.00%' });
    expect(first!.firstElementChild).toHaveStyle({ width: '25.00%' });
    expect(within(second!).queryByTestId('projection-marker')).not.toBeInTheDocument();
  });

  it('exports the figures as numbers, the texts as shown', async () => {
    mockDownloads.length = 0;
    renderTrack([atRisk]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(mockDownloads).toHaveLength(1));
    expect(mockDownloads[0]!.fileName).toBe('vetnet-commitments-progress-2026-05-31-djurkliniken-solna.csv');
    const csv = await mockDownloads[0]!.blob.text();
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Needed per month');
    expect(row).toContain('At risk');
    expect(row).toMatch(/100000(\.00)?[;,]400000(\.00)?[;,]250000(\.00)?[;,]50000/);
  });

  it('offers every commitment’s progress as CSV and Excel', () => {
    renderTrack([atRisk, achieved]);
    const exports = screen.getByRole('group', { name: 'Download Track commitments' });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download CSV', 'Download Excel']);
  });

  it('says what is needed per month and how far the next tier is', () => {
    renderTrack([atRisk]);
    const card = screen.getByRole('listitem');
    expect(plain(within(card).getByText('Needed per month').nextSibling?.textContent)).toBe('50 000 kr');
    expect(plain(within(card).getByText('Next tier').nextSibling?.textContent)).toBe(
      '200 000 kr more for 2 % from 300 000 kr',
    );
  });

  it('gives an ended commitment its result and no next tier; shows its note apart from its name', () => {
    const closed = buildTracked({
      id: 9,
      status: 'missed',
      periodStart: '2025-01-01',
      periodEnd: '2026-01-01',
      elapsedShare: 1,
      actualAmount: '310000.00',
      reachedTier: { thresholdAmount: '300000.00', discountPercent: 2, label: 'Silver' },
      // An API that still sends one: a closed period can reach no further tier.
      nextTier: { thresholdAmount: '400000.00', discountPercent: 4, label: 'Gold' },
      gapToNextTier: '90000.00',
      note: 'Signed at the autumn fair',
    });
    renderTrack([closed]);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading')).toHaveTextContent(/^VetPharma Nordic · Vaccines$/);
    expect(within(card).getByText('Signed at the autumn fair')).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('Bought 310 000 kr of 400 000 kr: missed');
    expect(within(card).queryByText('Next tier')).not.toBeInTheDocument();
    // Nothing is projected for a closed period: no marker, nor its legend.
    expect(within(card).queryByText('Projection')).not.toBeInTheDocument();
    expect(within(card).getByText('Tier reached')).toBeInTheDocument();
  });

  it('speaks Swedish to a Swedish reader', () => {
    renderTrack(
      [
        {
          ...atRisk,
          reachedTier: { thresholdAmount: '50000.00', discountPercent: 2.5, label: '' },
        },
      ],
      'sv',
    );
    // A decimal discount the Swedish way, and the figures in words.
    expect(plain(screen.getByText('Uppnådd nivå').nextSibling?.textContent)).toBe('2,5 % från 50 000 kr');
    expect(screen.getByText('I riskzonen')).toBeInTheDocument();
    expect(plain(screen.getByRole('progressbar').getAttribute('aria-valuetext'))).toBe(
      '100 000 kr av 400 000 kr (25 %)',
    );
  });

  it('says when there is nothing to track, and when the tracking cannot be loaded', async () => {
    const { unmount } = renderTrack([]);
    expect(screen.getByText('There are no commitments yet.')).toBeInTheDocument();
    unmount();
    server.use(http.get(`${BROWSER_API}/commitments/track/`, () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<TrackScreen member={null} trackKey={trackingKey(null)} memberOptions={[]} />, {
      session: buildSession(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The commitments could not be loaded.');
  });
});

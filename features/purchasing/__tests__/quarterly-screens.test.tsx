import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { MemberSwitch } from '@/components/member-switch/member-switch';
import { buildSession } from '@/testing/fixtures';
import { periodRows, periodsPage, quarterStatement } from '@/testing/handlers/purchasing';
import { purchasingFixtures } from '@/testing/handlers/purchasing';
import { renderWithProviders } from '@/testing/render';
import { readAdditionalInfo, readPeriodsPage, readQuarterStatement } from '../api/read-series';
import { periodsKey, quarterKey, additionalInfoKey } from '../api/series';
import { PeriodsScreen } from '../components/periods-screen';
import { QuarterScreen } from '../components/quarter-screen';

const session = buildSession({
  language: { id: 2, code: 'sv', name: 'Svenska' },
  member: {
    ...buildSession().user.member,
    id: 3,
    country: { ...buildSession().user.member.country, id: 1, name: 'Sweden', code: 'se', currency: 'SEK' },
  },
});
const base = { member: null, memberOptions: [], memberName: 'Djurkliniken Solna' };

describe('the quarter statement', () => {
  it('puts the previous quarter and the same quarter last year beside each supplier and category, with totals', () => {
    const period = { year: 2026, quarter: 2 as const };
    renderWithProviders(<QuarterScreen {...base} period={period} />, {
      session,
      locale: 'sv',
      fallback: { [quarterKey('current', period)]: readQuarterStatement(quarterStatement()) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Inköp och besparingar, K2 2026' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Leverantör och kategori',
      'Inköp K2 2026 (SEK)',
      'Besparingar K2 2026 (SEK)',
      'Inköp K1 2026 (SEK)',
      'Besparingar K1 2026 (SEK)',
      'Inköp K2 2025 (SEK)',
      'Besparingar K2 2025 (SEK)',
    ]);
    const supplier = within(table).getByRole('rowheader', { name: 'VetPharma AB' }).closest('tr')!;
    expect(
      within(supplier)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['2 000 kr', '10 kr', '1 500 kr', '8 kr', '1 200 kr', '5 kr']);
    expect(within(table).getByRole('rowheader', { name: 'Vacciner' })).toBeInTheDocument();
    const totals = within(table).getByRole('rowheader', { name: 'Totalt' }).closest('tr')!;
    expect(within(totals).getAllByRole('cell')[0]).toHaveTextContent(/3\s000\skr/);
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner Excel' })).toBeInTheDocument();
  });

  it('shows a quarter without purchases as empty, not as an error', () => {
    const period = { year: 2026, quarter: 2 as const };
    const empty = { ...quarterStatement(), suppliers: [] };
    renderWithProviders(<QuarterScreen {...base} period={period} />, {
      session,
      locale: 'sv',
      fallback: { [quarterKey('current', period)]: readQuarterStatement(empty) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Inga inköp under kvartalet.');
  });
});

describe('a partial quarter', () => {
  const period = { year: 2026, quarter: 3 as const };
  const running = {
    ...quarterStatement(),
    year: 2026,
    quarter: 3,
    partial: true,
    dataFrom: '2026-07-01',
    dataTo: '2026-08-10',
    compare: {
      previous: { year: 2026, quarter: 2, from: '2026-04-01', to: '2026-05-10' },
      lastYear: { year: 2025, quarter: 3, from: '2025-07-01', to: '2025-08-10' },
    },
  };
  const renderStatement = (answer: unknown) =>
    renderWithProviders(<QuarterScreen {...base} period={period} />, {
      session,
      locale: 'sv',
      fallback: { [quarterKey('current', period)]: readQuarterStatement(answer) },
    });

  it('says the quarter under way is partial, with its data’s date, beside the same days of the others', () => {
    renderStatement(running);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('K3 2026 är inte komplett.');
    expect(note).toHaveTextContent(/Data till och med 10 aug\.? 2026\./);
    expect(note).toHaveTextContent(/samma dagar av K2 2026 \(1 apr.*10 maj 2026\) och av K3 2025/);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');
    expect(headers[1]).toMatch(/^Inköp K3 2026, 1 juli?.*10 aug\.? 2026 \(SEK\)$/);
    expect(headers[3]).toMatch(/^Inköp K2 2026, 1 apr/);
  });

  it('says the comparison is with whole quarters when the API gives no days to compare', () => {
    renderStatement({
      ...running,
      compare: { previous: { year: 2026, quarter: 2 }, lastYear: { year: 2025, quarter: 3 } },
    });
    expect(screen.getByRole('note')).toHaveTextContent(
      'De jämförs med hela kvartalen K2 2026 och K3 2025, så jämförelsen gäller inte samma period.',
    );
  });

  it('is marked in the periods list with the days it covers', () => {
    const [first, ...rest] = periodRows(3);
    const rows = [{ ...first!, partial: true, dataFrom: '2026-07-01', dataTo: '2026-08-10' }, ...rest];
    renderWithProviders(<PeriodsScreen {...base} page={1} />, {
      session,
      locale: 'sv',
      fallback: {
        [periodsKey('current', 1)]: readPeriodsPage(periodsPage(rows, 1)),
        [additionalInfoKey('current')]: readAdditionalInfo(purchasingFixtures().info),
      },
    });
    expect(screen.getByRole('columnheader', { name: 'Omfattar' })).toBeInTheDocument();
    const [, partialRow, wholeRow] = within(screen.getByRole('table')).getAllByRole('row');
    expect(partialRow).toHaveTextContent(/Delvis: 1 juli?.*10 aug\.? 2026/);
    expect(wholeRow).not.toHaveTextContent('Delvis');
  });
});

describe('the periods list', () => {
  it('lists a page of quarters, each a link to its statement, and pages by address keeping the member', async () => {
    const all = periodRows(25);
    renderWithProviders(
      <PeriodsScreen {...base} member={7} memberOptions={[{ id: 7, name: 'Umeå', depth: 0 }]} page={2} />,
      {
        session,
        locale: 'sv',
        fallback: {
          [periodsKey(7, 2)]: readPeriodsPage(periodsPage(all, 2)),
          [additionalInfoKey(7)]: readAdditionalInfo(purchasingFixtures().info),
        },
      },
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 5);
    // Row 21 of 25, newest first from Q3 2026: five years back, Q3 2021.
    expect(screen.getByRole('link', { name: 'K3 2021' })).toHaveAttribute(
      'href',
      '/reports/quarterly/year/2021/quarter/3?member=7',
    );
    expect(await screen.findByRole('combobox', { name: 'Medlem' })).toHaveValue('7');
    const pages = screen.getByRole('navigation', { name: 'Kvartalssidor' });
    expect(within(pages).getByRole('link', { name: /föregående/i })).toHaveAttribute(
      'href',
      '/reports/quarterly?member=7',
    );
  });
});

describe('a periods page past the end', () => {
  it('says there are no quarters on it and leads to the first page, keeping the member', () => {
    renderWithProviders(<PeriodsScreen {...base} member={7} page={9} />, {
      session,
      locale: 'sv',
      fallback: {
        [periodsKey(7, 9)]: { count: 0, next: null, previous: null, results: [] },
        [additionalInfoKey(7)]: readAdditionalInfo(purchasingFixtures().info),
      },
    });
    expect(screen.getByText('Det finns inga kvartal på den här sidan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till första sidan' })).toHaveAttribute(
      'href',
      '/reports/quarterly?member=7',
    );
    expect(screen.queryByText('Inga inköp ännu')).not.toBeInTheDocument();
  });
});

describe('the member switch', () => {
  const options = [
    { id: 3, name: 'Kedjan', depth: 0 },
    { id: 7, name: 'Umeå', depth: 1 },
  ];

  it('is a GET form of the member tree that works without script', () => {
    renderWithProviders(<MemberSwitch options={options} member={null} ownMemberId={3} />, {
      session,
      route: '/reports/dashboard',
    });
    const select = screen.getByRole('combobox', { name: 'Member' });
    expect(select).toHaveAttribute('name', 'member');
    expect(select.closest('form')).toHaveAttribute('method', 'get');
    expect(select).toHaveValue('3');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kedjan', '\u00a0\u00a0Umeå']);
  });

  it('navigates at once on a change, keeping the other parameters but not the page', async () => {
    renderWithProviders(<MemberSwitch options={options} member={null} ownMemberId={3} />, {
      session,
      route: '/reports/quarterly?page=3&x=1',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Member' }), '7');
    expect(mockRouter).toMatchObject({ pathname: '/reports/quarterly', query: { member: '7', x: '1' } });
  });

  it('is not there for a user with nobody to switch to', () => {
    renderWithProviders(<MemberSwitch options={[]} member={null} ownMemberId={3} />, { session });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

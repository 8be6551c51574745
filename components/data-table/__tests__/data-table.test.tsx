import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { renderWithProviders } from '@/testing/render';
import { DataTable } from '../data-table';

const table = {
  caption: 'Spend per supplier',
  columns: [{ header: 'Supplier' }, { header: 'Spend (SEK)', numeric: true }],
  rows: [
    {
      key: '1',
      cells: [
        { text: 'VetPharma AB', value: 'VetPharma AB' },
        { text: '1 235 kr', value: 1234.5 },
      ],
    },
  ],
  totals: [
    { text: 'Total', value: 'Total' },
    { text: '1 235 kr', value: 1234.5 },
  ],
};

const labels = () =>
  within(screen.getByRole('table', { name: 'Spend per supplier' }))
    .getAllByRole('cell')
    .map((cell) => cell.getAttribute('data-label'));

describe('a data table on a phone', () => {
  it('names each value by its column when its rows stack as cards (stackOnPhone)', () => {
    renderWithProviders(<DataTable table={table} locale="sv-SE" stackOnPhone />);
    const element = screen.getByRole('table', { name: 'Spend per supplier' });
    // The class whose phone rules stack the rows (data-table.module.scss `.stacked`).
    expect(element).toHaveClass('stacked');
    expect(labels()).toEqual(['Spend (SEK)', 'Spend (SEK)']);
  });

  it('scrolls sideways as before without it', () => {
    renderWithProviders(<DataTable table={table} locale="sv-SE" />);
    expect(screen.getByRole('table', { name: 'Spend per supplier' })).not.toHaveClass('stacked');
    expect(labels()).toEqual([null, null]);
  });
});

describe('a data table’s cells', () => {
  const linked = {
    caption: 'Quarters <all>',
    columns: [{ header: 'Quarter' }, { header: 'Spend "SEK"', numeric: true }],
    rows: [
      {
        key: 'q3',
        cells: [
          { text: 'Q3 2026', value: 'Q3 2026', href: '/reports/quarterly/year/2026/quarter/3?member=7&x="y"' },
          { text: '<img src=x onerror=alert(1)> & co', value: 1 },
        ],
      },
    ],
  };

  it('are text, whatever a name holds: nothing in the data becomes markup', () => {
    const { container } = renderWithProviders(<DataTable table={linked} locale="sv-SE" />);
    expect(container.querySelector('img')).toBeNull();
    const table = screen.getByRole('table', { name: 'Quarters <all>' });
    expect(within(table).getByRole('columnheader', { name: 'Spend "SEK"' })).toHaveClass('text-end');
    expect(within(table).getByRole('cell', { name: '<img src=x onerror=alert(1)> & co' })).toHaveClass('text-end');
    expect(within(table).getByRole('rowheader', { name: 'Q3 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Q3 2026' })).toHaveAttribute(
      'href',
      '/reports/quarterly/year/2026/quarter/3?member=7&x="y"',
    );
  });

  it('link within the portal through its router, and leave a click that opens elsewhere to the browser', async () => {
    renderWithProviders(<DataTable table={linked} locale="sv-SE" />);
    const before = mockRouter.asPath;
    const link = screen.getByRole('link', { name: 'Q3 2026' });
    const opened = fireEvent.click(link, { ctrlKey: true });
    expect(opened).toBe(true);
    expect(mockRouter.asPath).toBe(before);
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(mockRouter.asPath).toBe('/reports/quarterly/year/2026/quarter/3?member=7&x=%22y%22'));
  });
});

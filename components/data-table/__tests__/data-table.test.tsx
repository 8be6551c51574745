import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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

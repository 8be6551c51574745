import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { DataTable } from '../data-table';

jest.mock('@/lib/export/download', () => ({ downloadBlob: jest.fn() }));

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
};

describe('a table’s export buttons', () => {
  it('download the table as CSV and as an Excel workbook under the given name', async () => {
    // The module the buttons load on click, mocked: the test reads what would be saved.
    const { downloadBlob } = await import('@/lib/export/download');
    renderWithProviders(<DataTable table={table} fileName="vetnet-spend-2026-solna" locale="sv-SE" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'vetnet-spend-2026-solna.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'vetnet-spend-2026-solna.xlsx'));
    const csv = await (jest.mocked(downloadBlob).mock.calls[0]![0] as Blob).text();
    expect(csv).toContain('VetPharma AB;1234,5');
  });

  it('are left out of an empty table', () => {
    renderWithProviders(<DataTable table={{ ...table, rows: [] }} fileName="x" locale="sv-SE" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('write the rows asked for on the click when given a provider, instead of the rows shown', async () => {
    const { downloadBlob } = await import('@/lib/export/download');
    jest.mocked(downloadBlob).mockClear();
    const all = [
      ...table.rows,
      {
        key: '2',
        cells: [
          { text: 'Djurfoder AB', value: 'Djurfoder AB' },
          { text: '10 kr', value: 10 },
        ],
      },
    ];
    const exportRows = jest.fn(() => Promise.resolve(all));
    renderWithProviders(<DataTable table={table} fileName="x" locale="sv-SE" exportRows={exportRows} />);
    expect(exportRows).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'x.csv'));
    const csv = await (jest.mocked(downloadBlob).mock.calls[0]![0] as Blob).text();
    expect(csv).toContain('VetPharma AB;1234,5');
    expect(csv).toContain('Djurfoder AB;10');
  });
});

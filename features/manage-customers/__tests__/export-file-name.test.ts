import { customersExportFileName } from '../export-file-name';

describe('the customers export’s file name', () => {
  it('names the clinic (as a slug) and the day in the clinic’s time zone', () => {
    const afternoon = new Date('2026-11-26T14:00:00Z');
    expect(customersExportFileName('Smådjursklinik Göteborg', afternoon, 'Europe/Stockholm')).toBe(
      'customers-smadjursklinik-goteborg-2026-11-26.xlsx',
    );
    // Half past midnight in Stockholm is still the 26th in UTC: the clinic's day counts.
    const night = new Date('2026-11-26T23:30:00Z');
    expect(customersExportFileName('Vetnet HQ', night, 'Europe/Stockholm')).toBe('customers-vetnet-hq-2026-11-27.xlsx');
    expect(customersExportFileName('  ', night, 'Europe/Stockholm')).toBe('customers-2026-11-27.xlsx');
  });
});

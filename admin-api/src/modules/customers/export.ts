// The customers export: an .xlsx workbook made with write-excel-file (the library the portal's own
// exports use). Headers in English, as the portal's other server files are; dates are date cells
// and counts numbers, so the clinic can sort and sum them in Excel. Text is always written as a
// string cell (a shared string, never a formula), so a name typed as "=HYPERLINK(...)" stays text.
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { type Customer } from '../../contract/settings';

const DATE_FORMAT = 'yyyy-mm-dd';

/** Each column's header and width (in characters). */
const COLUMNS = [
  ['First name', 16],
  ['Last name', 18],
  ['E-mail', 32],
  ['Phone', 18],
  ['Pets', 6],
  ['Enrolled', 12],
  ['Last visit', 12],
  ['Points', 8],
  ['Marketing consent', 18],
] as const;

const text = (value: string): Cell => ({ value, type: String });
const number = (value: number): Cell => ({ value, type: Number });
/** A `YYYY-MM-DD` date as midnight UTC: the library counts Excel's days from the UTC time. */
const date = (value: string | null): Cell =>
  value === null ? null : { value: new Date(`${value}T00:00:00Z`), type: Date, format: DATE_FORMAT };

function customerRow(customer: Customer): Row {
  return [
    text(customer.firstName),
    text(customer.lastName),
    text(customer.email),
    text(customer.phoneNumber),
    number(customer.petCount),
    date(customer.enrolledOn),
    date(customer.lastVisitOn),
    number(customer.points),
    { value: customer.marketingConsent, type: Boolean },
  ];
}

export function customersWorkbook(list: readonly Customer[]): Promise<Buffer> {
  const header: Row = COLUMNS.map(([title]) => ({ value: title, fontWeight: 'bold' }));
  return writeXlsxFile([header, ...list.map(customerRow)], {
    sheet: 'Customers',
    stickyRowsCount: 1,
    columns: COLUMNS.map(([, width]) => ({ width })),
  }).toBuffer();
}

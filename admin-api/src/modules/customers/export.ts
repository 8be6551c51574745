// The customers export: an .xlsx workbook made with write-excel-file (the library the portal's own
// exports use). Headers and sheet name in the reader's language (issue 24); dates are date cells
// and counts numbers, so the clinic can sort and sum them in Excel. Text is always written as a
// string cell (a shared string, never a formula), so a name typed as "=HYPERLINK(...)" stays text.
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { type Customer } from '../../contract/settings';
import { type Voice, voiceOf } from '../../i18n/translate';

const DATE_FORMAT = 'yyyy-mm-dd';

/** Each column's header (its key in the `api` namespace) and width (in characters). */
const COLUMNS = [
  ['export.customers.firstName', 16],
  ['export.customers.lastName', 18],
  ['export.customers.email', 32],
  ['export.customers.phone', 18],
  ['export.customers.pets', 6],
  ['export.customers.enrolled', 12],
  ['export.customers.lastVisit', 12],
  ['export.customers.points', 8],
  ['export.customers.consent', 18],
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

export function customersWorkbook(list: readonly Customer[], voice: Voice = voiceOf(null)): Promise<Buffer> {
  const header: Row = COLUMNS.map(([key]) => ({ value: voice.t(key), fontWeight: 'bold' }));
  return writeXlsxFile([header, ...list.map(customerRow)], {
    sheet: voice.t('export.customers.sheet'),
    stickyRowsCount: 1,
    columns: COLUMNS.map(([, width]) => ({ width })),
  }).toBuffer();
}

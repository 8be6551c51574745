// The customers export: the whole filtered, ordered list of the member, as a workbook.
import { type DbExecutor } from '../../db/client';
import { type Voice } from '../../i18n/translate';
import { customersWorkbook } from './export';
import { type CustomerFilter, listCustomers } from './queries';
import { serializeCustomer } from './serialize';

export async function exportCustomers(db: DbExecutor, filter: CustomerFilter, voice?: Voice): Promise<Buffer> {
  const { rows } = await listCustomers(db, filter);
  return customersWorkbook(rows.map(serializeCustomer), voice);
}

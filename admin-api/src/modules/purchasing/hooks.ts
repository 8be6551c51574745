// What other areas do when purchase data is imported, for the endpoint and the command alike:
// re-issue the statements of the slice (inside the import's transaction) and check commitments
// at risk (after the commit). Empty until those areas are merged; they are wired here, once.
import { type Db } from '../../db/client';
import { type ImportHooks } from './service';

export function purchaseImportHooks(_db: Db): ImportHooks {
  return {};
}

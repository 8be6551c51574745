// What other areas do when purchase data is imported, for the endpoint and the command alike:
// re-issue the statements of the slice (inside the import's transaction, so a document never shows
// figures the data no longer has) and check commitments at risk (after the commit: the import has
// succeeded whatever the check does, so its failure is only reported).
import { type Db } from '../../db/client';
import { checkCommitmentsAtRisk } from '../commitments/at-risk';
import { reissueStatementsForSlice } from '../reports/issue';
import { type ImportHooks } from './service';

export type ImportHookOptions = { now?: () => Date; onError?: (error: unknown) => void };

export function purchaseImportHooks(db: Db, { now = () => new Date(), onError }: ImportHookOptions = {}): ImportHooks {
  return {
    async inTransaction(tx, slice) {
      await reissueStatementsForSlice(tx, slice, now());
    },
    async afterCommit(slice) {
      try {
        await checkCommitmentsAtRisk(db, now(), slice.memberIds);
      } catch (error) {
        onError?.(error);
      }
    },
  };
}

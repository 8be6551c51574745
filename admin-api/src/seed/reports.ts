// Demo report documents, issued from the seeded purchase data (run after the purchasing and
// commitments seeds): for each member, a quarterly statement for every completed quarter with
// purchases and a yearly rebate statement for every completed year, and a Report notification
// "is ready" about the member's newest statement to its owners and managers. Idempotent: it runs
// only while there is no report document at all.
import { count } from 'drizzle-orm';
import { REPORT_KIND } from '../contract/purchasing';
import { type Db } from '../db/client';
import { reportDocuments } from '../db/schema/reports';
import { issueStatement } from '../modules/reports/issue';
import { type IssuedReport as Issued, notifyReportReady } from '../modules/reports/notify';
import { quartersWithData } from '../modules/reports/queries';

/** Completed periods only: a statement of a quarter still under way would change every day. */
function completedPeriods(quarters: { year: number; quarter: number }[], now: Date) {
  const year = now.getUTCFullYear();
  const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  const done = quarters.filter((q) => q.year < year || (q.year === year && q.quarter < quarter));
  return { quarters: done, years: [...new Set(quarters.map((q) => q.year))].filter((y) => y < year) };
}

/** Issues every member's statements; returns false (and changes nothing) if there are documents. */
export async function seedReports(db: Db, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(reportDocuments);
  if ((existing?.n ?? 0) > 0) return false;
  const now = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const byMember = new Map<number, { year: number; quarter: number }[]>();
  for (const row of await quartersWithData(db)) {
    byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  }
  if (byMember.size === 0) return false;

  await db.transaction(async (tx) => {
    for (const [memberId, quarters] of byMember) {
      const periods = completedPeriods(quarters, now);
      const issued: Issued[] = [];
      for (const year of periods.years) {
        const { id } = await issueStatement(tx, memberId, REPORT_KIND.yearlyRebateStatement, { year }, now);
        issued.push({ id, kind: REPORT_KIND.yearlyRebateStatement, periodYear: year, periodQuarter: null });
      }
      for (const { year, quarter } of periods.quarters) {
        const { id } = await issueStatement(tx, memberId, REPORT_KIND.quarterlyStatement, { year, quarter }, now);
        issued.push({ id, kind: REPORT_KIND.quarterlyStatement, periodYear: year, periodQuarter: quarter });
      }
      // The last issued is the newest period's quarterly statement (or, without one, the newest year's).
      const newest = issued.at(-1);
      if (newest) await notifyReportReady(tx, memberId, newest, now);
    }
  });
  return true;
}

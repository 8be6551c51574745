import { withSession } from '@/lib/auth/guard';
import { loadMemberChoice, type MemberOption } from '@/lib/members/member-choice';
import { FEATURE } from '@/lib/rules/features';
import { getReportKinds, REPORT_KINDS_KEY } from '../api/report-kinds';
import { getReportsOrNothing, reportsKey } from '../api/reports-list';
import { readReportsQuery, type ReportsQuery } from '../reports-query';

export type ReportsProps = { query: ReportsQuery; listKey: string; memberOptions: MemberOption[] };

/** `/reports`: one page of the member's report documents and the kinds, read from the address. */
export const reportsPageProps = withSession<ReportsProps>({
  feature: FEATURE.reports,
  namespaces: ['reports'],
  load: async (ctx) => {
    const { api, query: address } = ctx;
    const query = readReportsQuery(address);
    const listKey = reportsKey(query);
    const [list, kinds, { memberOptions }] = await Promise.all([
      getReportsOrNothing(api, listKey),
      getReportKinds(api),
      loadMemberChoice(ctx),
    ]);
    return { props: { query, listKey, memberOptions }, fallback: { [listKey]: list, [REPORT_KINDS_KEY]: kinds } };
  },
});

import { withSession } from '@/lib/auth/guard';
import { loadMemberChoice, type MemberOption } from '@/lib/members/member-choice';
import { FEATURE } from '@/lib/rules/features';
import { createCountryCache } from '@/lib/session/country-cache';
import { getReportKinds, REPORT_KINDS_KEY } from '../api/report-kinds';
import { getReportsOrNothing, reportsKey } from '../api/reports-list';
import { readReportsQuery, type ReportsQuery } from '../reports-query';

/**
 * The report kinds (`enums/report-kind/`) are the same for every member and change only with the API's
 * release: kept on the portal's server for a minute per language, as the country's feature flags are,
 * so a page render asks the API only for the user's list.
 */
export const reportKindsByLanguage = createCountryCache(getReportKinds);

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
      reportKindsByLanguage.get(api, ctx.locale),
      loadMemberChoice(ctx),
    ]);
    return { props: { query, listKey, memberOptions }, fallback: { [listKey]: list, [REPORT_KINDS_KEY]: kinds } };
  },
});

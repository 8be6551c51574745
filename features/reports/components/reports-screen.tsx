import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { Pagination } from '@/components/pagination/pagination';
import { PastEndOr } from '@/components/pagination/past-end';
import type { ReportDocument, ReportKindOption } from '@/lib/contract/purchasing';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import { useReportKinds } from '../api/report-kinds';
import { REPORTS_PAGE_SIZE, useReports } from '../api/reports-list';
import { reportsHref } from '../reports-query';
import { KindFilter } from './kind-filter';
import { ReportRow } from './report-row';
import styles from './reports.module.scss';
import type { ReportsProps } from '../server/reports-props';

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Quarterly purchase statement, Q3 2026": the kind in the reader's language and the period. */
function reportTitle(report: ReportDocument, kinds: ReportKindOption[], t: Translate): string {
  const kindName = kinds.find((kind) => kind.id === report.kind)?.name;
  if (!kindName) return report.name;
  const period =
    report.periodQuarter === null
      ? String(report.periodYear)
      : t('quarter', { quarter: report.periodQuarter, year: report.periodYear });
  return t('reportTitle', { kind: t(`kinds.${kindName}`, { defaultValue: report.name }), period });
}

/** `/reports`: the member's report documents, filtered by kind and paged through the address. */
export function ReportsScreen({ query, listKey, memberOptions }: ReportsProps) {
  const { t, i18n } = useTranslation('reports');
  const { user } = useSession();
  const { data, error, isLoading } = useReports(listKey);
  const { data: kinds = [] } = useReportKinds();
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / REPORTS_PAGE_SIZE));
  const timeZone = countryTimeZone(user.member.country.code);

  return (
    <div className="container py-4">
      <MemberPageHeader title={t('title')} intro={t('intro')} memberOptions={memberOptions} member={query.member} />
      <KindFilter key={query.kind ?? 0} kinds={kinds} query={query} />
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <>
          <p className="visually-hidden" role="status">
            {t('count', { count: data.count })}
          </p>
          <ul className={styles.list} aria-label={t('listLabel')}>
            {data.results.map((report) => (
              <ReportRow
                key={report.id}
                report={report}
                title={reportTitle(report, kinds, t)}
                issued={formatDate(report.issuedAt, i18n.language, timeZone)}
                highlighted={report.id === query.report}
              />
            ))}
          </ul>
        </>
      ) : (
        <PastEndOr page={query.page} firstPage={reportsHref({ ...query, page: 1 })} message={t('pastEnd')}>
          <p className={styles.empty}>{query.kind ? t('noMatches') : t('empty')}</p>
        </PastEndOr>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t('pages')}
        hrefFor={(page) => reportsHref({ ...query, page })}
      />
    </div>
  );
}

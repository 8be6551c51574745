import { DataTable } from '@/components/data-table/data-table';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { PastEndOr } from '@/components/pagination/past-end';
import { exportFileName } from '@/lib/export/table';
import { memberSegment, withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { PERIODS_PAGE_SIZE, useAdditionalInfo, usePeriods } from '../api/series';
import { periodsTable } from '../quarter-tables';
import { EmptyPurchases } from './empty-purchases';
import { PurchasingHeader } from './purchasing-header';
import { useFigures } from './use-figures';
import type { PeriodsProps } from '../server/purchasing-props';

/** `/reports/quarterly`: the quarters with purchases, newest first, each a link to its statement. */
export function PeriodsScreen(props: PeriodsProps) {
  const m = memberSegment(props.member);
  const { data } = usePeriods(m, props.page);
  const { data: info } = useAdditionalInfo(m);
  const figures = useFigures(data?.results[0]?.currency ?? info?.currency);
  const { t } = figures;
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PERIODS_PAGE_SIZE));
  const quarterHref = (year: number, quarter: number) =>
    withMember(`${ROUTES.reports.quarterly}/year/${year}/quarter/${quarter}`, props.member);

  return (
    <div className="container py-4">
      <PurchasingHeader {...props} title={t('titles.quarterly')} figures={figures} info={info} current="quarterly" />
      {!data ? (
        <LoadingMessage />
      ) : data.results.length === 0 ? (
        <PastEndOr
          page={props.page}
          firstPage={withMember(ROUTES.reports.quarterly, props.member)}
          message={t('periods.pastEnd')}
        >
          <EmptyPurchases t={t} />
        </PastEndOr>
      ) : (
        <>
          <DataTable
            table={periodsTable(data, figures, (row) => quarterHref(row.year, row.quarter))}
            fileName={exportFileName(['vetnet', 'spend-savings-periods-list', `page-${props.page}`, props.memberName])}
            locale={figures.locale}
          />
          <Pagination
            page={props.page}
            pages={pages}
            label={t('periods.pages')}
            hrefFor={(page) => withMember(ROUTES.reports.quarterly, props.member, page > 1 ? { page } : {})}
          />
        </>
      )}
    </div>
  );
}

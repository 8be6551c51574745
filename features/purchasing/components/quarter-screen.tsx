import Link from 'next/link';
import { DataTable } from '@/components/data-table/data-table';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { exportFileName } from '@/lib/export/table';
import { memberSegment, withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { useQuarterStatement } from '../api/series';
import { quarterSlug } from '../period';
import { quarterTable } from '../quarter-tables';
import { PurchasingHeader } from './purchasing-header';
import { useFigures } from './use-figures';
import type { QuarterProps } from '../server/purchasing-props';

/** `/reports/quarterly/year/{year}/quarter/{quarter}`: the quarter by supplier and category, with its two comparisons. */
export function QuarterScreen(props: QuarterProps) {
  const { data } = useQuarterStatement(memberSegment(props.member), props.period);
  const figures = useFigures(data?.currency);
  const { t } = figures;
  const title = t('titles.quarter', { period: figures.quarter(props.period) });

  return (
    <div className="container py-4">
      <PurchasingHeader {...props} title={title} figures={figures} current="quarterly" />
      <p className="d-print-none">
        <Link href={withMember(ROUTES.reports.quarterly, props.member)}>{t('quarter.back')}</Link>
      </p>
      {!data ? (
        <LoadingMessage />
      ) : data.suppliers.length === 0 ? (
        <p className="alert alert-info" role="status">
          {t('quarter.empty')}
        </p>
      ) : (
        <DataTable
          table={quarterTable(data, figures)}
          fileName={exportFileName(['vetnet', 'spend-savings-by-period', quarterSlug(props.period), props.memberName])}
          locale={figures.locale}
        />
      )}
    </div>
  );
}

import { AppLink } from '@/components/app-link/app-link';
import { DataTable } from '@/components/data-table/data-table';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import type { QuarterRef, QuarterStatement } from '@/lib/contract/purchasing';
import { exportFileName } from '@/lib/export/table';
import { memberSegment, withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { useQuarterStatement } from '../api/series';
import { quarterSlug } from '../period';
import { quarterTable } from '../quarter-tables';
import { PurchasingHeader } from './purchasing-header';
import { useFigures } from './use-figures';
import type { Figures } from '../figures';
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
        <AppLink href={withMember(ROUTES.reports.quarterly, props.member)}>{t('quarter.back')}</AppLink>
      </p>
      {!data ? (
        <LoadingMessage />
      ) : data.suppliers.length === 0 ? (
        <>
          <PartialNotice data={data} figures={figures} />
          <p className="alert alert-info" role="status">
            {t('quarter.empty')}
          </p>
        </>
      ) : (
        <>
          <PartialNotice data={data} figures={figures} />
          <DataTable
            table={quarterTable(data, figures)}
            fileName={exportFileName([
              'vetnet',
              'spend-savings-by-period',
              quarterSlug(props.period),
              props.memberName,
            ])}
            locale={figures.locale}
          />
        </>
      )}
    </div>
  );
}

/** The quarter's last day (YYYY-MM-DD). */
const lastDayOf = ({ year, quarter }: QuarterRef) =>
  new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);

/**
 * A quarter its figures do not wholly cover (under way, or the member's first): which days they cover,
 * the data's date, and whether the quarters beside it count the same days or, from an API that does
 * not give those, the whole quarters.
 */
function PartialNotice({ data, figures }: { data: QuarterStatement; figures: Figures }) {
  if (!data.partial || !data.dataFrom || !data.dataTo) return null;
  const { t } = figures;
  const { previous, lastYear } = data.compare;
  const period = figures.quarter(data);
  const sameDays = previous.from && previous.to && lastYear.from && lastYear.to;
  return (
    <div className="alert alert-warning" role="note">
      <p className="mb-1">
        <strong>{t('partial.title', { period })}</strong>{' '}
        {t('partial.covers', { days: figures.days(data.dataFrom, data.dataTo) })}
        {data.dataTo < lastDayOf(data) && ` ${t('partial.asOf', { date: figures.day(data.dataTo) })}`}
      </p>
      <p className="mb-0">
        {sameDays
          ? t('partial.sameDays', {
              previous: figures.quarter(previous),
              previousDays: figures.days(previous.from!, previous.to!),
              lastYear: figures.quarter(lastYear),
              lastYearDays: figures.days(lastYear.from!, lastYear.to!),
            })
          : t('partial.wholeQuarters', { previous: figures.quarter(previous), lastYear: figures.quarter(lastYear) })}
      </p>
    </div>
  );
}

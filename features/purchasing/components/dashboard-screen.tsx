import { useChartAfterFirstPaint } from '@/components/charts/use-after-first-paint';
import { exportFileName } from '@/lib/export/table';
import { memberSegment, withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { seriesName, useAdditionalInfo, useAvailableReports, useSeries, type DashboardSeries } from '../api/series';
import {
  categoriesCard,
  missedSavingsCard,
  sixQuartersCard,
  supplierUsageCard,
  topSuppliersCard,
  yearSumCard,
  type CardModel,
} from '../dashboard-tables';
import styles from './dashboard.module.scss';
import { EmptyPurchases } from './empty-purchases';
import { PurchasingHeader } from './purchasing-header';
import { SeriesCard } from './series-card';
import { useFigures } from './use-figures';
import type { Figures } from '../figures';
import type { DashboardProps } from '../server/purchasing-props';

const quarterPath = (year: number, quarter: number) => `${ROUTES.reports.quarterly}/year/${year}/quarter/${quarter}`;

/** `/reports/dashboard`: the year's headline figures and a card per series, every figure rendered on the server. */
export function DashboardScreen(props: DashboardProps) {
  const m = memberSegment(props.member);
  const { data: available } = useAvailableReports(m);
  const { data: info } = useAdditionalInfo(m);
  const { data: yearSum } = useSeries('yearSum', m);
  const { data: categories } = useSeries('categories', m);
  const { data: supplierUsage } = useSeries('supplierUsage', m);
  const { data: topSuppliers } = useSeries('topSuppliers', m);
  const { data: sixQuarters } = useSeries('sixQuarters', m);
  const { data: missedSavings } = useSeries('missedSavings', m);
  const figures = useFigures(yearSum?.currency ?? available?.currency);
  const Chart = useChartAfterFirstPaint();
  const { t } = figures;

  const card = (
    series: DashboardSeries,
    model: CardModel | null,
    period: string | number,
    headline?: React.ReactNode,
  ) =>
    model && (
      <div className="col-12 col-lg-6 mb-4" key={series}>
        <SeriesCard
          title={t(`cards.${series}.title`)}
          headline={headline}
          model={model}
          figures={figures}
          // Named only once the downloads are shown: they come with the charts' module (SeriesCard).
          fileName={Chart ? exportFileName(['vetnet', seriesName(series), period, props.memberName]) : ''}
          Chart={Chart}
        />
      </div>
    );

  return (
    <div className="container py-4">
      <PurchasingHeader {...props} title={t('titles.dashboard')} figures={figures} info={info} current="dashboard" />
      {available && !available.hasData ? (
        <EmptyPurchases t={t} />
      ) : (
        <>
          {yearSum && <Headline figures={figures} data={yearSum} />}
          <div className="row">
            {yearSum && card('yearSum', yearSumCard(yearSum, figures), yearSum.year)}
            {categories && card('categories', categoriesCard(categories, figures), categories.year)}
            {supplierUsage &&
              card(
                'supplierUsage',
                supplierUsageCard(supplierUsage, figures),
                `${supplierUsage.year}-q${supplierUsage.quarter}`,
              )}
            {topSuppliers && card('topSuppliers', topSuppliersCard(topSuppliers, figures), topSuppliers.year)}
            {sixQuarters &&
              card(
                'sixQuarters',
                sixQuartersCard(sixQuarters, figures, (year, quarter) =>
                  withMember(quarterPath(year, quarter), props.member),
                ),
                'last-six-quarters',
              )}
            {missedSavings && card('missedSavings', missedSavingsCard(missedSavings, figures), missedSavings.year)}
          </div>
        </>
      )}
    </div>
  );
}

/** The year's spend, savings, savings percent and change against the same months last year. */
function Headline({
  figures,
  data,
}: {
  figures: Figures;
  data: NonNullable<ReturnType<typeof useSeries<'yearSum'>>['data']>;
}) {
  const { t } = figures;
  const before = Number.parseFloat(data.previousYearToDate.spend);
  const change = before > 0 ? ((Number.parseFloat(data.spend) - before) / before) * 100 : null;
  const items = [
    { key: 'spend', value: figures.money(data.spend) },
    { key: 'savings', value: figures.money(data.savings) },
    { key: 'savingsPercent', value: figures.percent(data.savingsPercent) },
    { key: 'change', value: figures.change(change) },
  ];
  return (
    <>
      <h2 className="visually-hidden">{t('kpi.label', { year: data.year })}</h2>
      <dl className="row mb-4">
        {items.map((item) => (
          <div key={item.key} className="col-6 col-md-3 mb-2">
            <dt className="fw-normal text-body-secondary">{t(`kpi.${item.key}`)}</dt>
            <dd className={`mb-0 ${styles.kpi}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

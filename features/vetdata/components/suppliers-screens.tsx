import Head from 'next/head';
import { useChartAfterFirstPaint } from '@/components/charts/use-after-first-paint';
import { DataTable } from '@/components/data-table/data-table';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { pageTitle } from '@/lib/config/product';
import { VETDATA_MIN_GROUP, type SupplierAggregates } from '@/lib/contract/vetdata';
import { exportFileName } from '@/lib/export/table';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useSupplierAggregates } from '../api/vetdata-api';
import { figuresCard, figuresFor, type BenchmarkCardModel, type Figures } from '../benchmark-tables';
import { BenchmarkCard } from './benchmark-card';
import { SurveyPicker } from './survey-picker';
import type { SupplierProps } from '../server/vetdata-props';

/** A card per purchasing question: its rows are suppliers or purchase categories. */
function aggregateCards(f: Figures, data: SupplierAggregates): BenchmarkCardModel[] {
  const byQuestion = new Map<number, SupplierAggregates['lines']>();
  for (const line of data.lines) byQuestion.set(line.questionId, [...(byQuestion.get(line.questionId) ?? []), line]);
  return [...byQuestion.values()].map((lines) => {
    const first = lines[0]!;
    return figuresCard(
      f,
      String(first.questionId),
      first.text,
      first.unit,
      lines.map((line) => ({
        key: line.row.code,
        label: line.row.label,
        value: null,
        peers: line.peers,
        gap: line.gap,
      })),
      false,
      data.minGroup,
    );
  });
}

function SupplierPage({ props, tables }: { props: SupplierProps; tables: boolean }) {
  const { t, i18n } = useTranslation('vetdata');
  const { surveys, surveyId, aggregatesKey } = props;
  const { data, error } = useSupplierAggregates(aggregatesKey);
  const Chart = useChartAfterFirstPaint();
  const figures = figuresFor(t, i18n.language);
  const title = tables ? t('suppliers.reportsTitle') : t('suppliers.dashboardTitle');
  const page = tables ? ROUTES.vetData.suppliersReports : ROUTES.vetData.suppliersDashboard;
  const cards = data ? aggregateCards(figures, data) : [];
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(title)}</title>
      </Head>
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('suppliers.intro', { min: data?.minGroup ?? VETDATA_MIN_GROUP })}</p>
      <SurveyPicker surveys={surveys} surveyId={surveyId} hrefFor={(id) => `${page}?survey=${id}`} t={t} />
      {surveyId === null ? (
        <p>{t('surveys.empty')}</p>
      ) : error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : !data ? (
        <LoadingMessage />
      ) : cards.length === 0 ? (
        <p>{t('suppliers.empty')}</p>
      ) : (
        <div className="row">
          {cards.map((model) =>
            tables ? (
              <section key={model.id} className="col-12 mb-4" aria-label={model.title}>
                <h2 className="h5">{model.title}</h2>
                <DataTable
                  table={model.table}
                  locale={figures.locale}
                  fileName={exportFileName(['vetnet', 'vetdata', surveyId, model.title])}
                />
                {model.gaps.length > 0 && (
                  <ul className="small text-body-secondary">
                    {model.gaps.map((line) => (
                      <li key={line.label}>{line.text}</li>
                    ))}
                  </ul>
                )}
              </section>
            ) : (
              <div key={model.id} className="col-12 col-lg-6 mb-3">
                <BenchmarkCard model={model} figures={figures} Chart={Chart} mine={false} />
              </div>
            ),
          )}
        </div>
      )}
    </div>
  );
}

/** `/vetdata/suppliers-dashboard` (staff): the anonymous purchasing aggregates as charts with tables. */
export function SuppliersDashboardScreen(props: SupplierProps) {
  return <SupplierPage props={props} tables={false} />;
}

/** `/vetdata/suppliers-reports` (staff): the same aggregates as tables, each with the CSV and Excel exports. */
export function SuppliersReportsScreen(props: SupplierProps) {
  return <SupplierPage props={props} tables />;
}

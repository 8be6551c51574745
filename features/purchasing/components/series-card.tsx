import { useId, useState, type ReactNode } from 'react';
import type { ChartComponent } from '@/components/charts/use-after-first-paint';
import { useChartTurn } from '@/components/charts/use-chart-turn';
import { useNearViewport } from '@/components/charts/use-near-viewport';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButtons } from '@/components/data-table/export-buttons';
import { formatCompactMoney } from '@/lib/format/money';
import styles from './dashboard.module.scss';
import type { CardModel } from '../dashboard-tables';
import type { Figures } from '../figures';

type SeriesCardProps = {
  title: string;
  /** Headline figures above the chart. */
  headline?: ReactNode;
  model: CardModel;
  figures: Figures;
  fileName: string;
  /**
   * The chart, once its module has loaded after the first paint (useChartAfterFirstPaint): never part of
   * the first-load JavaScript; until then the card shows its table.
   */
  Chart: ChartComponent | null;
};

/**
 * A dashboard card: headline, the chart once loaded and the card near the screen (else the table in
 * its place), the table behind a toggle; the downloads once the chart's module has loaded.
 */
export function SeriesCard({ title, headline, model, figures, fileName, Chart }: SeriesCardProps) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  // Drawn once the card comes near the screen: a card further down keeps its table until then.
  const [card, near] = useNearViewport<HTMLElement>();
  const { t } = figures;
  // One card's chart per idle turn (useChartTurn): drawn together they made one long task.
  const chartTurn = useChartTurn(Chart !== null && near && model.points.length > 0);
  const hasChart = chartTurn && Chart !== null;
  const tableOf = (exportable: boolean) => (
    <DataTable table={model.table} fileName={exportable ? fileName : undefined} locale={figures.locale} captionHidden />
  );

  return (
    <section ref={card} className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {title}
        </h2>
        {headline}
        {model.table.rows.length === 0 ? (
          <p className="text-body-secondary">{t('cardEmpty')}</p>
        ) : hasChart ? (
          <>
            <div className={styles.chartSlot}>
              <Chart
                kind={model.chartKind}
                points={model.points}
                label={model.chartLabel}
                valueName={t('columns.spend')}
                secondaryName={t('columns.savings')}
                formatTick={(value) => formatCompactMoney(value, figures.currency, figures.locale)}
              />
            </div>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <button
                type="button"
                className="btn btn-link px-0 d-print-none"
                aria-expanded={showTable}
                aria-controls={tableId}
                onClick={() => setShowTable((shown) => !shown)}
              >
                {showTable ? t('hideTable') : t('showTable')}
              </button>
              {/* The downloads stay at hand while the table is behind the chart. */}
              <ExportButtons table={model.table} fileName={fileName} locale={figures.locale} />
            </div>
            <div id={tableId} className={showTable ? undefined : styles.tableBehindChart}>
              {tableOf(false)}
            </div>
          </>
        ) : (
          <div className={styles.slot}>
            {/*
              The downloads work only with the page's script: they come with the chart's module, after
              the first paint, in a space kept for them (nothing moves); the server writes 18 controls
              fewer (issue 28).
            */}
            {tableOf(Chart !== null)}
            {Chart === null && model.table.rows.length > 0 && <div className={styles.downloadsSoon} />}
          </div>
        )}
      </div>
    </section>
  );
}

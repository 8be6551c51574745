import { useId, useState } from 'react';
import type { ChartComponent } from '@/components/charts/use-after-first-paint';
import { useChartTurn } from '@/components/charts/use-chart-turn';
import { useNearViewport } from '@/components/charts/use-near-viewport';
import { DataTable } from '@/components/data-table/data-table';
import styles from './vetdata.module.scss';
import type { BenchmarkCardModel, Figures } from '../benchmark-tables';

type BenchmarkCardProps = {
  model: BenchmarkCardModel;
  figures: Figures;
  /**
   * The chart, once its module has loaded after the first paint (useChartAfterFirstPaint), as on the
   * spend and savings dashboard: until then the card shows its table, and swaps it for the chart in one
   * render (with next/dynamic the slot stood empty while the module loaded and the cards below moved).
   */
  Chart: ChartComponent | null;
  /** Exports of the table (the suppliers' reports); none on the member's own pages. */
  fileName?: string;
  /** The member's own figure is drawn (the legend names it). */
  mine: boolean;
  /** The report: the table always shown, no chart toggle. */
  tableOnly?: boolean;
};

/**
 * A question's figures: the chart once loaded and the card near the screen (else the table in its
 * place), the table behind a toggle (always on paper), and why lines are empty.
 */
export function BenchmarkCard({ model, figures, Chart, fileName, mine, tableOnly = false }: BenchmarkCardProps) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  // Drawn once the card comes near the screen, as on the spend and savings dashboard: a card further
  // down keeps its table until scrolled to, so the charts do not all draw while the page loads.
  const [card, near] = useNearViewport<HTMLElement>();
  const { t } = figures;
  // One card's chart per idle turn (useChartTurn), as on the spend and savings dashboard.
  const chartTurn = useChartTurn(!tableOnly && Chart !== null && near && model.points.length > 0);
  const hasChart = chartTurn && Chart !== null;
  const table = <DataTable table={model.table} fileName={fileName} locale={figures.locale} captionHidden />;
  return (
    <section ref={card} className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h6 card-title">
          {model.title}
        </h3>
        {hasChart ? (
          <>
            <div className={styles.chartSlot}>
              <Chart
                kind="quartiles"
                points={model.points}
                label={t('figures.chartLabel', { title: model.title })}
                valueName={t('figures.peersLegend')}
                secondaryName={mine ? t('figures.yours') : undefined}
                formatTick={figures.number}
              />
            </div>
            <button
              type="button"
              className="btn btn-link px-0 d-print-none"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? t('figures.hideTable') : t('figures.showTable')}
            </button>
            <div id={tableId} className={showTable ? undefined : styles.tableBehindChart}>
              {table}
            </div>
          </>
        ) : (
          table
        )}
        {model.gaps.length > 0 && (
          <ul className={`small text-body-secondary mb-0 ${styles.gap}`}>
            {model.gaps.map((line) => (
              <li key={line.label}>{line.text}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

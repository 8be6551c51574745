import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import styles from './vetdata.module.scss';
import type { BenchmarkCardModel, Figures } from '../benchmark-tables';

// ssr:false, as on the spend and savings dashboard: the chart code loads after the first paint.
const DashboardChart = dynamic(() => import('@/components/charts/dashboard-chart'), { ssr: false });

type BenchmarkCardProps = {
  model: BenchmarkCardModel;
  figures: Figures;
  chartsReady: boolean;
  /** Exports of the table (the suppliers' reports); none on the member's own pages. */
  fileName?: string;
  /** The member's own figure is drawn (the legend names it). */
  mine: boolean;
  /** The report: the table always shown, no chart toggle. */
  tableOnly?: boolean;
};

/** A question's figures: the chart once loaded, the table behind a toggle (always on paper), and why lines are empty. */
export function BenchmarkCard({ model, figures, chartsReady, fileName, mine, tableOnly = false }: BenchmarkCardProps) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const { t } = figures;
  const hasChart = !tableOnly && chartsReady && model.points.length > 0;
  const table = <DataTable table={model.table} fileName={fileName} locale={figures.locale} captionHidden />;
  return (
    <section className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h6 card-title">
          {model.title}
        </h3>
        {hasChart ? (
          <>
            <div className={styles.chartSlot}>
              <DashboardChart
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

import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import type DashboardChart from './dashboard-chart';

export type ChartComponent = typeof DashboardChart;

/**
 * The chart component once its module has loaded, after the first paint when idle; null on the server
 * and before. A page shows its tables until then and swaps each for its chart in one render: with
 * next/dynamic the slot stood empty while the module loaded, and everything below it moved up and
 * back down (issue 28: the dashboard's CLS was 0.38 on a phone).
 */
export function useChartAfterFirstPaint(): ChartComponent | null {
  const [chart, setChart] = useState<{ component: ChartComponent } | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void import('./dashboard-chart').then((module) => {
        if (live) setChart({ component: module.default });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return chart?.component ?? null;
}

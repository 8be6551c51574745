import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styles from './dashboard.module.scss';
import type { ChartPoint } from '../dashboard-tables';

// The only module that imports visx: loaded by next/dynamic({ssr:false}) after first paint, so the
// chart code is never part of any route's first-load JavaScript. The tables carry the figures.

export type DashboardChartProps = {
  kind: 'bars' | 'columns';
  points: ChartPoint[];
  /** The accessible name: the card's headline in words. */
  label: string;
  /** Names of the value and the secondary value (a legend for columns). */
  valueName: string;
  secondaryName?: string;
  /** Short figures for the value axis ("1.2M kr"). */
  formatTick: (value: number) => string;
};

const WIDTH = 480;
const HEIGHT = 280;

function HorizontalBars({ points, formatTick }: Pick<DashboardChartProps, 'points' | 'formatTick'>) {
  const margin = { top: 8, right: 16, bottom: 28, left: 150 };
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const y = scaleBand({ domain: points.map((point) => point.label), range: [0, innerHeight], padding: 0.2 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...points.map((point) => point.value))],
    range: [0, innerWidth],
    nice: true,
  });
  return (
    <Group left={margin.left} top={margin.top}>
      {points.map((point) => (
        <Bar
          key={point.label}
          className={styles.bar}
          x={0}
          y={y(point.label) ?? 0}
          width={Math.max(0, x(point.value))}
          height={y.bandwidth()}
        />
      ))}
      <AxisLeft scale={y} hideTicks tickLabelProps={{ fontSize: 11, textAnchor: 'end', dx: -4 }} />
      <AxisBottom
        top={innerHeight}
        scale={x}
        numTicks={4}
        tickFormat={(value) => formatTick(Number(value))}
        tickLabelProps={{ fontSize: 10 }}
      />
    </Group>
  );
}

function Columns({ points, formatTick }: Pick<DashboardChartProps, 'points' | 'formatTick'>) {
  const margin = { top: 8, right: 8, bottom: 28, left: 64 };
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const x = scaleBand({ domain: points.map((point) => point.label), range: [0, innerWidth], padding: 0.25 });
  const half = scaleBand({ domain: ['value', 'secondary'], range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...points.map((point) => point.value))],
    range: [innerHeight, 0],
    nice: true,
  });
  return (
    <Group left={margin.left} top={margin.top}>
      {points.map((point) => (
        <Group key={point.label} left={x(point.label) ?? 0}>
          <Bar
            className={styles.bar}
            x={half('value') ?? 0}
            y={y(point.value)}
            width={half.bandwidth()}
            height={innerHeight - y(point.value)}
          />
          {point.secondary !== undefined && (
            <Bar
              className={styles.secondary}
              x={half('secondary') ?? 0}
              y={y(point.secondary)}
              width={half.bandwidth()}
              height={innerHeight - y(point.secondary)}
            />
          )}
        </Group>
      ))}
      <AxisLeft
        scale={y}
        numTicks={4}
        tickFormat={(value) => formatTick(Number(value))}
        tickLabelProps={{ fontSize: 10 }}
      />
      <AxisBottom top={innerHeight} scale={x} tickLabelProps={{ fontSize: 10 }} />
    </Group>
  );
}

/** A card's chart as an image with a name; its figures are in the card's table. */
export default function DashboardChart({
  kind,
  points,
  label,
  valueName,
  secondaryName,
  formatTick,
}: DashboardChartProps) {
  return (
    <figure className="mb-0">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
        data-testid="dashboard-chart"
      >
        {kind === 'bars' ? (
          <HorizontalBars points={points} formatTick={formatTick} />
        ) : (
          <Columns points={points} formatTick={formatTick} />
        )}
      </svg>
      {kind === 'columns' && secondaryName && (
        <figcaption className={styles.legend} aria-hidden="true">
          <span className={styles.swatch} /> {valueName}{' '}
          <span className={`${styles.swatch} ${styles.swatchSecondary}`} /> {secondaryName}
        </figcaption>
      )}
    </figure>
  );
}

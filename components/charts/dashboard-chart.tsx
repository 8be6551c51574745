import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './charts.module.scss';

// The only module that imports visx: loaded by next/dynamic({ssr:false}) after first paint, so the
// chart code is never part of any route's first-load JavaScript. The tables carry the figures.
// Shared by the spend and savings dashboard and the VetData benchmarks.
//
// Charts are drawn at the width they get, in CSS pixels (not a fixed picture scaled down), so text
// keeps its size on a phone, and bar charts are as tall as their bars need: every bar is named.

/**
 * One bar, column or row of a chart. A `quartiles` row: `value` is the peer group's median,
 * `range` its first and third quartiles, `mine` the member's own figure (none when it gave none).
 */
export type ChartPoint = {
  label: string;
  value: number;
  secondary?: number;
  range?: { q1: number; q3: number };
  mine?: number | null;
};

export type DashboardChartProps = {
  /** `quartiles`: per row the peers' middle half as a band, their median as a line and the member as a dot. */
  kind: 'bars' | 'columns' | 'quartiles';
  points: ChartPoint[];
  /** The accessible name: the card's headline in words. */
  label: string;
  /** Names of the value and the secondary value (a legend for columns; for quartiles the peers' and the member's). */
  valueName: string;
  secondaryName?: string;
  /** Short figures for the value axis ("1.2M kr"). */
  formatTick: (value: number) => string;
  /** The width to draw at; measured from the card when not given. */
  width?: number;
};

/** Before the card is measured (and in tests): a desktop card's width. */
const DEFAULT_WIDTH = 480;
const FONT = 12;
const TICK_FONT = 11;
/** An estimate of a label's width at FONT px (no DOM measuring: the layout is known before painting). */
const textWidth = (text: string) => Math.ceil(text.length * FONT * 0.56) + 8;

/** Bars beside their names while the longest name takes at most this share of the width; else names above the bars. */
const SIDE_LABELS_SHARE = 0.5;
const SIDE_ROW = 22;
const STACKED_LABEL = 16;
const STACKED_BAR = 12;
const STACKED_GAP = 8;
const AXIS = 28;

type Layout = { height: number; labelsAbove: boolean };

/** The height a bar chart needs for its points at a width, and where its names go. */
export function barsLayout(points: ChartPoint[], width: number): Layout {
  const longest = Math.max(0, ...points.map((point) => textWidth(point.label)));
  const labelsAbove = longest > width * SIDE_LABELS_SHARE;
  const row = labelsAbove ? STACKED_LABEL + STACKED_BAR + STACKED_GAP : SIDE_ROW;
  return { height: points.length * row + AXIS + 8, labelsAbove };
}

type RowsProps = Pick<DashboardChartProps, 'points' | 'formatTick'> & { width: number; layout: Layout };

/**
 * What bars and quartile rows share: a row per point (its name beside it or above it), a value
 * axis from 0 to `max`, and in each row a mark `share` of the row's height thick (a stacked row's
 * mark is always STACKED_BAR), centred in a side row or below the name in a stacked one.
 */
function rowFrame({ points, width, layout }: RowsProps, max: number, share: number) {
  const left = layout.labelsAbove ? 0 : Math.max(0, ...points.map((point) => textWidth(point.label)));
  const margin = { top: 4, right: 24, bottom: AXIS, left };
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = layout.height - margin.top - margin.bottom;
  const rows = scaleBand({ domain: points.map((point) => point.label), range: [0, innerHeight] });
  const x = scaleLinear({ domain: [0, Math.max(1, max)], range: [0, innerWidth], nice: true });
  const thickness = layout.labelsAbove ? STACKED_BAR : rows.bandwidth() * share;
  /** The top of a row and of its mark. */
  const place = (label: string) => {
    const top = rows(label) ?? 0;
    return { top, markTop: layout.labelsAbove ? top + STACKED_LABEL : top + (rows.bandwidth() - thickness) / 2 };
  };
  return { margin, innerWidth, innerHeight, rows, x, thickness, place };
}

type RowFrame = ReturnType<typeof rowFrame>;

/** A row's name: above its mark from the left edge on a narrow card, else beside it, ending at the axis. */
function RowName({
  label,
  top,
  rows,
  labelsAbove,
}: {
  label: string;
  top: number;
  rows: RowFrame['rows'];
  labelsAbove: boolean;
}) {
  return (
    <text
      x={labelsAbove ? 0 : -6}
      y={labelsAbove ? top + STACKED_LABEL - 4 : top + rows.bandwidth() / 2}
      fontSize={FONT}
      textAnchor={labelsAbove ? undefined : 'end'}
      dominantBaseline={labelsAbove ? undefined : 'middle'}
      className={styles.barLabel}
    >
      {label}
    </text>
  );
}

/** The value axis under the rows, its short figures kept inside the chart. */
function RowValueAxis({
  frame,
  width,
  layout,
  formatTick,
}: {
  frame: RowFrame;
  width: number;
  layout: Layout;
  formatTick: DashboardChartProps['formatTick'];
}) {
  const { x, innerWidth, innerHeight } = frame;
  return (
    <AxisBottom
      top={innerHeight}
      scale={x}
      numTicks={width < 400 ? 3 : 4}
      tickFormat={(value) => formatTick(Number(value))}
      // A figure at an edge ends there instead of centring on its tick, which would cut it: the first
      // when names above the bars leave no margin, the last near the right.
      tickLabelProps={(value, index) => ({
        fontSize: TICK_FONT,
        textAnchor: layout.labelsAbove && index === 0 ? 'start' : x(Number(value)) > innerWidth - 40 ? 'end' : 'middle',
      })}
    />
  );
}

function HorizontalBars(props: RowsProps) {
  const { points, layout } = props;
  const frame = rowFrame(props, Math.max(...points.map((point) => point.value)), 0.75);
  const { margin, rows, x, thickness, place } = frame;
  return (
    <Group left={margin.left} top={margin.top}>
      {points.map((point) => {
        const { top, markTop } = place(point.label);
        return (
          <g key={point.label}>
            <RowName label={point.label} top={top} rows={rows} labelsAbove={layout.labelsAbove} />
            <Bar className={styles.bar} x={0} y={markTop} width={Math.max(0, x(point.value))} height={thickness} />
          </g>
        );
      })}
      {!layout.labelsAbove && <AxisLeft scale={rows} hideTicks tickFormat={() => ''} />}
      <RowValueAxis frame={frame} width={props.width} layout={layout} formatTick={props.formatTick} />
    </Group>
  );
}

/** A row's extent: the largest figure it draws. */
const rowMax = (point: ChartPoint) => Math.max(point.value, point.range?.q3 ?? 0, point.mine ?? 0);

function QuartileRows(props: RowsProps) {
  const { points, layout } = props;
  const frame = rowFrame(props, Math.max(...points.map(rowMax)), 0.6);
  const { margin, rows, x, thickness: band, place } = frame;
  return (
    <Group left={margin.left} top={margin.top}>
      {points.map((point) => {
        const { top, markTop: bandTop } = place(point.label);
        const middle = bandTop + band / 2;
        return (
          <g key={point.label}>
            <RowName label={point.label} top={top} rows={rows} labelsAbove={layout.labelsAbove} />
            {point.range && (
              <Bar
                className={styles.band}
                x={x(point.range.q1)}
                y={bandTop}
                width={Math.max(1, x(point.range.q3) - x(point.range.q1))}
                height={band}
              />
            )}
            <line className={styles.median} x1={x(point.value)} x2={x(point.value)} y1={bandTop} y2={bandTop + band} />
            {point.mine !== undefined && point.mine !== null && (
              <circle className={styles.mine} cx={x(point.mine)} cy={middle} r={Math.min(6, band / 2)} />
            )}
          </g>
        );
      })}
      <RowValueAxis frame={frame} width={props.width} layout={layout} formatTick={props.formatTick} />
    </Group>
  );
}

const COLUMNS_HEIGHT = 260;

/** A column's two bars, side by side: the value (spend) and the secondary value (savings), when given. */
const COLUMN_PARTS = [
  { part: 'value', className: styles.bar },
  { part: 'secondary', className: styles.secondary },
] as const;

function Columns({
  points,
  formatTick,
  width,
}: Pick<DashboardChartProps, 'points' | 'formatTick'> & { width: number }) {
  const margin = { top: 8, right: 8, bottom: AXIS, left: 60 };
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = COLUMNS_HEIGHT - margin.top - margin.bottom;
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
          {COLUMN_PARTS.map(({ part, className }) => {
            const value = point[part];
            return value === undefined ? null : (
              <Bar
                key={part}
                className={className}
                x={half(part) ?? 0}
                y={y(value)}
                width={half.bandwidth()}
                height={innerHeight - y(value)}
              />
            );
          })}
        </Group>
      ))}
      <AxisLeft
        scale={y}
        numTicks={4}
        tickFormat={(value) => formatTick(Number(value))}
        tickLabelProps={{ fontSize: TICK_FONT }}
      />
      {/* Every column named, as few as they are (two years, six quarters). */}
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={points.map((point) => point.label)}
        tickLabelProps={{ fontSize: width < 400 ? 10 : TICK_FONT }}
      />
    </Group>
  );
}

/** The card's width in CSS pixels, followed as the window changes. */
function useWidth(given: number | undefined) {
  const box = useRef<HTMLElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (given !== undefined || !element) return undefined;
    const measure = () => setMeasured(element.clientWidth > 0 ? element.clientWidth : null);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [given]);
  return { box, width: given ?? measured ?? DEFAULT_WIDTH };
}

/** A card's chart as an image with a name; its figures are in the card's table. */
export default function DashboardChart({
  kind,
  points,
  label,
  valueName,
  secondaryName,
  formatTick,
  width: givenWidth,
}: DashboardChartProps) {
  const { box, width } = useWidth(givenWidth);
  const layout = kind === 'columns' ? null : barsLayout(points, width);
  const height = layout ? layout.height : COLUMNS_HEIGHT;
  return (
    <figure className="mb-0" ref={box}>
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={styles.chart}
        data-testid="dashboard-chart"
      >
        {layout && kind === 'quartiles' ? (
          <QuartileRows points={points} formatTick={formatTick} width={width} layout={layout} />
        ) : layout ? (
          <HorizontalBars points={points} formatTick={formatTick} width={width} layout={layout} />
        ) : (
          <Columns points={points} formatTick={formatTick} width={width} />
        )}
      </svg>
      {kind === 'columns' && secondaryName && (
        <figcaption className={styles.legend} aria-hidden="true">
          <span className={styles.swatch} /> {valueName}{' '}
          <span className={`${styles.swatch} ${styles.swatchSecondary}`} /> {secondaryName}
        </figcaption>
      )}
      {kind === 'quartiles' && secondaryName && (
        <figcaption className={styles.legend} aria-hidden="true">
          <span className={`${styles.swatch} ${styles.swatchBand}`} /> {valueName}{' '}
          <span className={`${styles.swatch} ${styles.swatchMine}`} /> {secondaryName}
        </figcaption>
      )}
    </figure>
  );
}

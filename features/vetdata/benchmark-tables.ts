import type { ChartPoint } from '@/components/charts/dashboard-chart';
import type { BenchmarkLine, FigureGap, PeerFigures } from '@/lib/contract/vetdata';
import type { TableCell, TableColumn, TableData } from '@/lib/export/table';
import type { Translate } from '@/lib/i18n/use-translation';
import { numberFormat } from '@/lib/text/intl-formats';
import { remembered } from '@/lib/text/remembered';

// A benchmark card per question: its table (what the server renders, screen readers and print read,
// exports write) and its chart's rows, from the lines of one question (one line, or a matrix's rows).

export type FigureLine = {
  key: string;
  label: string;
  value: number | null;
  peers: PeerFigures | null;
  gap: FigureGap | null;
};

export type BenchmarkCardModel = {
  id: string;
  title: string;
  unit: string;
  table: TableData;
  points: ChartPoint[];
  /** Lines that show no peers, with why, in words. */
  gaps: { label: string; gap: FigureGap; text: string }[];
};

export type Figures = {
  t: Translate;
  number: (value: number) => string;
  locale: string;
  /** A card's column headers, with or without "Yours": the same for every card of a page. */
  columns: (mine: boolean) => TableColumn[];
};

/**
 * The figures' texts, by locale and value: the peer figures are the same for every reader of a
 * survey and size band, and Intl's format costs more than finding the text again.
 */
const numberTexts = new Map<string, string>();
const MAX_NUMBER_TEXTS = 5_000;

export function figuresFor(t: Translate, locale: string): Figures {
  // The shared formatter cache: making a formatter costs more than a card's figures.
  const format = numberFormat(locale, { maximumFractionDigits: 2 });
  // -0 (which Intl writes "-0") would share 0's key.
  const number = (value: number) =>
    Object.is(value, -0)
      ? format.format(value)
      : remembered(numberTexts, `${locale}|${value}`, MAX_NUMBER_TEXTS, () => format.format(value));
  const made = new Map<boolean, TableColumn[]>();
  const columns = (mine: boolean): TableColumn[] => {
    const known = made.get(mine);
    if (known) return known;
    const list = [
      { header: t('figures.line') },
      ...(mine ? [{ header: t('figures.yours'), numeric: true }] : []),
      { header: t('figures.q1'), numeric: true },
      { header: t('figures.median'), numeric: true },
      { header: t('figures.q3'), numeric: true },
      { header: t('figures.clinics'), numeric: true },
    ];
    made.set(mine, list);
    return list;
  };
  return { t, number, locale, columns };
}

const numberCell = (f: Figures, value: number | null | undefined): TableCell =>
  value === null || value === undefined ? { text: '–', value: '' } : { text: f.number(value), value };

/** The table and chart of one question's (or aggregate's) lines; `mine` false for the suppliers' pages. */
export function figuresCard(
  f: Figures,
  id: string,
  title: string,
  unit: string,
  lines: FigureLine[],
  mine: boolean,
  minGroup: number,
): BenchmarkCardModel {
  const { t } = f;
  const unitText = unit ? t(`units.${unit}`, { defaultValue: unit }) : '';
  const columns = f.columns(mine);
  const rows = lines.map((line) => {
    const gapText = line.gap ? t(`gap.${line.gap}`, { min: minGroup }) : '';
    return {
      key: line.key,
      cells: [
        { text: line.label, value: line.label },
        ...(mine ? [numberCell(f, line.value)] : []),
        line.peers ? numberCell(f, line.peers.q1) : { text: gapText, value: gapText },
        numberCell(f, line.peers?.median),
        numberCell(f, line.peers?.q3),
        numberCell(f, line.peers?.n),
      ],
    };
  });
  return {
    id,
    title,
    unit: unitText,
    table: { caption: unitText ? t('figures.caption', { title, unit: unitText }) : title, columns, rows },
    points: lines
      .filter((line) => line.peers)
      .map((line) => ({
        label: line.label,
        value: line.peers!.median,
        range: { q1: line.peers!.q1, q3: line.peers!.q3 },
        ...(mine ? { mine: line.value } : {}),
      })),
    gaps: lines.flatMap((line) =>
      line.gap
        ? [{ label: line.label, gap: line.gap, text: t(`gapLine.${line.gap}`, { line: line.label, min: minGroup }) }]
        : [],
    ),
  };
}

/** A section's lines as one card per question, in the order the API gives them. */
export function benchmarkCards(f: Figures, lines: BenchmarkLine[], minGroup: number): BenchmarkCardModel[] {
  const byQuestion = new Map<number, BenchmarkLine[]>();
  for (const line of lines) byQuestion.set(line.questionId, [...(byQuestion.get(line.questionId) ?? []), line]);
  return [...byQuestion.values()].map((group) => {
    const first = group[0]!;
    return figuresCard(
      f,
      String(first.questionId),
      first.text,
      first.unit,
      group.map((line) => ({
        key: line.row?.code ?? String(line.questionId),
        label: line.row?.label ?? line.text,
        value: line.value,
        peers: line.peers,
        gap: line.gap,
      })),
      true,
      minGroup,
    );
  });
}

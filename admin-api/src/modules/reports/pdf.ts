// A statement as a PDF, rendered on demand from its snapshot: pdfkit with DejaVu Sans (Polish,
// Czech and Slovak names need glyphs the standard PDF fonts lack), read from disk once. Tables are
// laid out by hand with `doc.text`: pdfkit's `doc.table()` with an embedded TrueType font took over
// a second per page. The QR code is qrcode's module matrix drawn as vector squares, with a link
// annotation over it, so it scans from paper and clicks on screen.
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import { type QuarterRef, type QuarterStatement, REPORT_KIND } from '../../contract/purchasing';
import { type Voice, voiceOf } from '../../i18n/translate';
import { type YearlyRebateStatement } from './issue';
import { type ReportRow } from './queries';
import { localPeriodLabel, localReportName } from './serialize';

type Fonts = { regular: Buffer; bold: Buffer };
let fonts: Fonts | null = null;

/** DejaVu Sans regular and bold, read on first use and kept (about 1.4 MB). */
export function loadFonts(): Fonts {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 15;
const FOOTER_SPACE = 28;
const QR_MODULE = 2.6;
export const GREY = '#555555';

export type Column = { label: string; width: number };
export type TableRow = { cells: string[]; strong: boolean; indent: boolean };
export type Layout = { figures: [string, string][]; columns: Column[]; rows: TableRow[] };

const quarterName = (ref: QuarterRef, voice: Voice) =>
  localPeriodLabel({ periodYear: ref.year, periodQuarter: ref.quarter }, voice);

export function columnsOf(labels: string[]): Column[] {
  const first = 190;
  const rest = (CONTENT_WIDTH - first) / (labels.length - 1);
  return labels.map((label, index) => ({ label, width: index === 0 ? first : rest }));
}

type Statement<F> = {
  totals: F;
  suppliers: (F & { supplier: { name: string }; categories: (F & { category: { code: string; name: string } })[] })[];
};

/** A bold row per supplier with its categories indented below, and the total last. */
function tableRows<F>(statement: Statement<F>, cells: (figures: F) => string[], voice: Voice): TableRow[] {
  const row = (name: string, figures: F, strong: boolean, indent: boolean) => ({
    cells: [name, ...cells(figures)],
    strong,
    indent,
  });
  return [
    ...statement.suppliers.flatMap((s) => [
      row(s.supplier.name, s, true, false),
      ...s.categories.map((c) => row(voice.category(c.category), c, false, true)),
    ]),
    row(voice.t('pdf.total'), statement.totals, true, false),
  ];
}

function quarterLayout(statement: QuarterStatement, voice: Voice): Layout {
  const { t, amount: money } = voice;
  const { previous, lastYear } = statement.compare;
  const { totals } = statement;
  const spendIn = (ref: QuarterRef) => t('pdf.spendIn', { period: quarterName(ref, voice) });
  return {
    figures: [
      [t('pdf.spend'), money(totals.spend)],
      [t('pdf.savings'), money(totals.savings)],
      [spendIn(previous), money(totals.previousSpend)],
      [spendIn(lastYear), money(totals.lastYearSpend)],
    ],
    columns: columnsOf([
      t('pdf.supplierCategory'),
      t('pdf.spend'),
      t('pdf.savings'),
      spendIn(previous),
      spendIn(lastYear),
    ]),
    rows: tableRows(
      statement,
      (f) => [money(f.spend), money(f.savings), money(f.previousSpend), money(f.lastYearSpend)],
      voice,
    ),
  };
}

function yearLayout(statement: YearlyRebateStatement, voice: Voice): Layout {
  const { t, amount: money } = voice;
  const { totals } = statement;
  return {
    figures: [
      [t('pdf.spend'), money(totals.spend)],
      [t('pdf.atListPrice'), money(totals.listAmount)],
      [t('pdf.rebates'), money(totals.rebates)],
      [t('pdf.savingsInclRebates'), money(totals.savings)],
    ],
    columns: columnsOf([
      t('pdf.supplierCategory'),
      t('pdf.spend'),
      t('pdf.listPrice'),
      t('pdf.rebates'),
      t('pdf.savings'),
    ]),
    rows: tableRows(statement, (f) => [money(f.spend), money(f.listAmount), money(f.rebates), money(f.savings)], voice),
  };
}

/** What the statement's PDF says, in the reader's language and number format (the drawing is below). */
export type StatementTexts = {
  title: string;
  subject: string;
  heading: string;
  name: string;
  period: string;
  openInPortal: string;
  layout: Layout;
  /** The footer of page `page` of `pages`. */
  footer(page: number, pages: number): string;
};

export function statementTexts(report: ReportRow, voice: Voice): StatementTexts {
  const { t } = voice;
  const name = localReportName(report, voice);
  const base = { report: name, member: report.memberName, currency: report.currency };
  return {
    title: `${name}: ${report.memberName}`,
    subject: t('pdf.subject', base),
    heading: t('pdf.heading'),
    name,
    period: t('pdf.period', { period: localPeriodLabel(report, voice), currency: report.currency }),
    openInPortal: t('pdf.openInPortal'),
    layout:
      report.kind === REPORT_KIND.quarterlyStatement
        ? quarterLayout(report.data as QuarterStatement, voice)
        : yearLayout(report.data as YearlyRebateStatement, voice),
    footer: (page, pages) =>
      t('pdf.footer', { ...base, date: voice.date(report.issuedAt), version: report.version, page, pages }),
  };
}

/** The text cut with an ellipsis to fit `width` (long supplier names would run into the figures). */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (text.length < 28) return text;
  const full = doc.widthOfString(text);
  if (full <= width) return text;
  // Cut in proportion first, then a character at a time: each measure lays the text out again.
  let cut = text.slice(0, Math.floor((text.length * width) / full));
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function drawQr(doc: PDFKit.PDFDocument, url: string, label: string): void {
  const matrix = createQr(url, { errorCorrectionLevel: 'M' }).modules;
  const size = matrix.size * QR_MODULE;
  const x = PAGE.width - PAGE.margin - size;
  const y = PAGE.margin;
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.get(row, col)) doc.rect(x + col * QR_MODULE, y + row * QR_MODULE, QR_MODULE, QR_MODULE);
    }
  }
  doc.fillColor('black').fill();
  doc.link(x, y, size, size, url);
  doc
    .font('regular')
    .fontSize(7)
    .fillColor(GREY)
    .text(label, x, y + size + 3, { width: size, align: 'center', lineBreak: false });
}

/** Text ending at `right`: measured once (pdfkit caches the layout), cheaper than a wrapped, aligned box. */
function rightAligned(doc: PDFKit.PDFDocument, text: string, right: number, y: number): void {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Column[], y: number): number {
  doc.font('bold').fontSize(8).fillColor('black');
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    if (index === 0) doc.text(column.label, x, y, { lineBreak: false });
    else rightAligned(doc, column.label, x + column.width - 4, y);
    x += column.width;
  });
  const bottom = y + ROW_HEIGHT;
  doc
    .moveTo(PAGE.margin, bottom - 3)
    .lineTo(PAGE.width - PAGE.margin, bottom - 3)
    .lineWidth(0.6)
    .strokeColor('#999999')
    .stroke();
  return bottom;
}

/** The table of `layout` from `top`, its header row repeated on each new page (the VetData report draws with it too). */
export function drawTable(doc: PDFKit.PDFDocument, layout: Pick<Layout, 'columns' | 'rows'>, top: number): void {
  const bottomLimit = PAGE.height - PAGE.margin - FOOTER_SPACE;
  let y = drawHeaderRow(doc, layout.columns, top);
  for (const row of layout.rows) {
    if (y + ROW_HEIGHT > bottomLimit) {
      doc.addPage();
      y = drawHeaderRow(doc, layout.columns, PAGE.margin);
    }
    doc
      .font(row.strong ? 'bold' : 'regular')
      .fontSize(8)
      .fillColor(row.indent ? GREY : 'black');
    let x = PAGE.margin;
    row.cells.forEach((cell, index) => {
      const column = layout.columns[index] as Column;
      if (index === 0) {
        const indent = row.indent ? 10 : 0;
        doc.text(fit(doc, cell, column.width - indent - 6), x + indent, y, { lineBreak: false });
      } else {
        rightAligned(doc, cell, x + column.width - 4, y);
      }
      x += column.width;
    });
    y += ROW_HEIGHT;
  }
}

export function drawFooters(doc: PDFKit.PDFDocument, texts: Pick<StatementTexts, 'footer'>): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(GREY)
      .text(texts.footer(index + 1, range.count), PAGE.margin, PAGE.height - PAGE.margin + 8, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** The report's PDF in the reader's language (`voice`); with a QR code and link to `qrUrl` unless it is null. */
export function renderReportPdf(
  report: ReportRow,
  qrUrl: string | null,
  voice: Voice = voiceOf(null),
): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const texts = statementTexts(report, voice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: voice.locale,
    displayTitle: true,
    font: null as unknown as string,
    info: {
      Title: texts.title,
      Author: 'Vetnet',
      Subject: texts.subject,
      CreationDate: report.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const { layout } = texts;

  if (qrUrl) drawQr(doc, qrUrl, texts.openInPortal);
  const textWidth = CONTENT_WIDTH - (qrUrl ? 100 : 0);
  doc.font('regular').fontSize(9).fillColor(GREY).text(texts.heading, PAGE.margin, PAGE.margin);
  doc.font('bold').fontSize(17).fillColor('black').text(texts.name, { width: textWidth });
  doc.font('regular').fontSize(11).text(report.memberName, { width: textWidth });
  doc.fontSize(9).fillColor(GREY).text(texts.period, { width: textWidth });

  let y = Math.max(doc.y + 14, qrUrl ? PAGE.margin + 100 : 0);
  const figureWidth = CONTENT_WIDTH / layout.figures.length;
  layout.figures.forEach(([label, value], index) => {
    const x = PAGE.margin + index * figureWidth;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x, y, { width: figureWidth - 8, lineBreak: false });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('black')
      .text(`${value} ${report.currency}`, x, y + 11, { width: figureWidth - 8, lineBreak: false });
  });
  y += 44;
  drawTable(doc, layout, y);
  drawFooters(doc, texts);
  doc.end();
  return done;
}

// The member report as a PDF: the benchmarks' lines (the member's value beside its peer group's
// quartiles) drawn with the statements' PDF code (reports/pdf.ts: pdfkit, DejaVu Sans, the hand-laid
// table and footers), every word in the reader's language.
import PDFDocument from 'pdfkit';
import { type Benchmarks, type BenchmarkLine, VETDATA_SIZE_BANDS } from '../../contract/vetdata';
import { type Voice } from '../../i18n/translate';
import {
  type Column,
  CONTENT_WIDTH,
  columnsOf,
  drawFooters,
  drawTable,
  GREY,
  loadFonts,
  PAGE,
  type TableRow,
} from '../reports/pdf';
import { type SurveyRow } from './queries';
import { readingLanguage, textIn } from './rules';
import { type Reader } from './serialize';

export function bandLabel(code: string | null, voice: Voice): string | null {
  const band = VETDATA_SIZE_BANDS.find((b) => b.code === code);
  if (!band) return null;
  return band.max === null
    ? voice.t('vetdataPdf.bandFrom', { min: band.min })
    : voice.t('vetdataPdf.bandRange', { min: band.min, max: band.max });
}

const figure = (voice: Voice, value: number | null | undefined) =>
  value === null || value === undefined ? '–' : voice.number(Math.round(value * 100) / 100);

function cellsOf(line: BenchmarkLine, voice: Voice, minGroup: number): string[] {
  const label = line.row ? `${line.text}: ${line.row.label}` : line.text;
  const clinics = line.peers ? String(line.peers.n) : line.gap === 'belowThreshold' ? `< ${minGroup}` : '–';
  return [
    label,
    figure(voice, line.value),
    figure(voice, line.peers?.q1),
    figure(voice, line.peers?.median),
    figure(voice, line.peers?.q3),
    clinics,
  ];
}

/** What the report says, in the reader's language (the drawing is below). */
export function benchmarksTexts(benchmarks: Benchmarks, survey: SurveyRow, voice: Voice, language: string, now: Date) {
  const { t } = voice;
  const title = textIn(survey.title, language, survey.languages);
  const band = bandLabel(benchmarks.peerGroup.sizeBand, voice);
  const columns: Column[] = columnsOf([
    t('vetdataPdf.columns.question'),
    t('vetdataPdf.columns.value'),
    t('vetdataPdf.columns.q1'),
    t('vetdataPdf.columns.median'),
    t('vetdataPdf.columns.q3'),
    t('vetdataPdf.columns.clinics'),
  ]);
  const first = columns[0] as Column;
  columns[0] = { ...first, width: first.width + 60 };
  for (let index = 1; index < columns.length; index += 1) {
    const column = columns[index] as Column;
    columns[index] = { ...column, width: column.width - 12 };
  }
  const rows: TableRow[] = benchmarks.sections.flatMap((section) => [
    { cells: [section.title, '', '', '', '', ''], strong: true, indent: false },
    ...section.lines.map((line) => ({ cells: cellsOf(line, voice, benchmarks.minGroup), strong: false, indent: true })),
  ]);
  return {
    title: t('vetdataPdf.title', { survey: title }),
    subject: t('vetdataPdf.subject', { member: benchmarks.member.name }),
    heading: t('vetdataPdf.heading'),
    member: benchmarks.member.name,
    peerGroup: band
      ? t('vetdataPdf.peerGroup', {
          band,
          country: benchmarks.peerGroup.country.name,
          clinics: benchmarks.peerGroup.clinics,
        })
      : t('vetdataPdf.noPeerGroup'),
    legend: t('vetdataPdf.legend', { min: benchmarks.minGroup }),
    layout: { columns, rows },
    footer: (page: number, pages: number) =>
      t('vetdataPdf.footer', { member: benchmarks.member.name, date: voice.date(now), page, pages }),
  };
}

export function benchmarksFileName(survey: SurveyRow, memberId: number): string {
  return `vetdata-${survey.key}-v${survey.version}-${memberId}.pdf`;
}

export function renderBenchmarksPdf(
  benchmarks: Benchmarks,
  survey: SurveyRow,
  reader: Reader,
  now: Date,
): Promise<Buffer> {
  const { voice } = reader;
  const language = readingLanguage(survey.languages, reader.language);
  const texts = benchmarksTexts(benchmarks, survey, voice, language, now);
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: voice.locale,
    displayTitle: true,
    font: null as unknown as string,
    info: { Title: texts.title, Author: 'Vetnet', Subject: texts.subject, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular').fontSize(9).fillColor(GREY).text(texts.heading, PAGE.margin, PAGE.margin);
  doc.font('bold').fontSize(17).fillColor('black').text(texts.title, { width: CONTENT_WIDTH });
  doc.font('regular').fontSize(11).text(texts.member, { width: CONTENT_WIDTH });
  doc.fontSize(9).fillColor(GREY).text(texts.peerGroup, { width: CONTENT_WIDTH });
  doc.fontSize(8).text(texts.legend, { width: CONTENT_WIDTH });
  drawTable(doc, texts.layout, doc.y + 14);
  drawFooters(doc, texts);
  doc.end();
  return done;
}

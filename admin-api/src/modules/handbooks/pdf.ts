// A handbook as one PDF: title page with a linked table of contents, a page break per chapter, and
// bookmarks for chapters and sections. Bodies are sanitized HTML (content/sanitize.ts), reduced to
// text blocks here because pdfkit lays out text only. Fonts are DejaVu, as in reports/pdf.ts:
// Central European names need glyphs the standard PDF fonts lack.
import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import PDFDocument from 'pdfkit';

export type PdfSection = { id: number; title: string; body: string; updatedAt: Date }; // body: sanitized HTML
export type PdfChapter = { id: number; title: string; body: string; sections: PdfSection[] };
export type PdfHandbook = { title: string; summary: string; body: string; chapters: PdfChapter[] };
export type PdfLabels = { contents: string; updated: (date: Date) => string };
export type PdfRun = { text: string; bold?: boolean; italic?: boolean; link?: string };
/** `level`: 2–4 for headings, list depth for items, quote depth for quotes; `marker` only on an item's first block. */
export type PdfBlock = {
  kind: 'paragraph' | 'heading' | 'item' | 'quote';
  level?: number;
  marker?: string;
  runs: PdfRun[];
};

const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };
const BLOCK_TAGS = new Set(['p', 'div', 'tr', 'figcaption', 'pre', 'hr', ...Object.keys(HEADING_LEVEL)]);
const CONTAINER_TAGS = new Set(['ul', 'ol', 'li', 'blockquote']);
const CELL_TAGS = new Set(['td', 'th']);
const BOLD_TAGS = new Set(['strong', 'b', 'th']);
const ITALIC_TAGS = new Set(['em', 'i']);
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** The runs from the first to the last with visible text, without spaces or line breaks at either end. */
function trimRuns(runs: PdfRun[]): PdfRun[] {
  const visible = (run: PdfRun) => run.text.trim() !== '';
  const kept = runs.slice(runs.findIndex(visible), runs.findLastIndex(visible) + 1);
  const [first, last] = [kept[0], kept.at(-1)];
  if (first) first.text = first.text.replace(/^[ \n]+/, '');
  if (last) last.text = last.text.replace(/[ \n]+$/, '');
  // A cell separator may have emptied the run before it (its trailing spaces): drop such runs.
  return kept.filter((run) => run.text !== '');
}

/** Walks parser events; counters suffice for nesting because htmlparser2 closes every tag it opened. */
class BlockCollector {
  readonly blocks: PdfBlock[] = [];
  private current: PdfBlock | null = null;
  private bold = 0;
  private italic = 0;
  private links: (string | undefined)[] = [];
  private lists: { ordered: boolean; next: number }[] = [];
  private itemDepth = 0;
  private quoteDepth = 0;
  private pendingMarker: string | undefined;
  private cellsInRow = 0;
  private cellDepth = 0;

  open(tag: string, attributes: Record<string, string>): void {
    if (BOLD_TAGS.has(tag)) this.bold += 1;
    if (ITALIC_TAGS.has(tag)) this.italic += 1;
    if (tag === 'a') this.links.push(SAFE_LINK.test(attributes.href ?? '') ? attributes.href : undefined);
    if (CELL_TAGS.has(tag)) return this.openCell();
    // Editors wrap cell content in <p>: inside a cell, blocks and breaks only separate words, so a row stays one line.
    if (this.inCell(tag)) return this.text(' ');
    if (tag === 'br') this.pushLiteral('\n');
    if (CONTAINER_TAGS.has(tag) || BLOCK_TAGS.has(tag)) this.flush();
    if (tag === 'ul' || tag === 'ol') {
      this.lists.push({ ordered: tag === 'ol', next: Number.parseInt(attributes.start ?? '', 10) || 1 });
    } else if (tag === 'li') {
      this.itemDepth += 1;
      const list = this.lists.at(-1);
      this.pendingMarker = list?.ordered ? `${list.next++}.` : '•';
    } else if (tag === 'blockquote') {
      this.quoteDepth += 1;
    } else if (BLOCK_TAGS.has(tag) && tag !== 'hr') {
      if (tag === 'tr') this.cellsInRow = 0;
      this.current = this.newBlock(HEADING_LEVEL[tag]);
    }
  }

  close(tag: string): void {
    if (BOLD_TAGS.has(tag)) this.bold -= 1;
    if (ITALIC_TAGS.has(tag)) this.italic -= 1;
    if (tag === 'a') this.links.pop();
    if (CELL_TAGS.has(tag)) this.cellDepth -= 1;
    if (CELL_TAGS.has(tag) || this.inCell(tag)) return;
    if (tag === 'ul' || tag === 'ol') this.lists.pop();
    if (tag === 'li') this.itemDepth -= 1;
    if (tag === 'blockquote') this.quoteDepth -= 1;
    if (CONTAINER_TAGS.has(tag) || BLOCK_TAGS.has(tag)) this.flush();
  }

  /** Like a browser: runs of whitespace become one space, none at a block's start or after a line break. */
  text(raw: string): void {
    let text = raw.replace(/[ \t\n\f\r]+/g, ' ');
    if (this.current === null) {
      if (text.trim() === '') return;
      this.current = this.newBlock(undefined);
    }
    if (/^$|[ \n]$/.test(this.current.runs.at(-1)?.text ?? '')) text = text.replace(/^ /, '');
    if (text !== '') this.append(text);
  }

  flush(): void {
    const block = this.current;
    this.current = null;
    if (block === null) return;
    block.runs = trimRuns(block.runs);
    if (block.runs.length > 0) this.blocks.push(block);
    // An empty first block (`<li><p></p>text</li>`) hands the marker on to the next one.
    else if (block.marker) this.pendingMarker = block.marker;
  }

  private openCell(): void {
    this.cellDepth += 1;
    this.cellsInRow += 1;
    if (this.cellsInRow > 1) this.pushLiteral(' | ');
  }

  /** Whether `tag` is a block, container or break inside a table cell (a row in a cell still ends the row). */
  private inCell(tag: string): boolean {
    const structural = BLOCK_TAGS.has(tag) || CONTAINER_TAGS.has(tag) || tag === 'br';
    return this.cellDepth > 0 && structural && tag !== 'tr';
  }

  private newBlock(headingLevel: number | undefined): PdfBlock {
    if (headingLevel !== undefined) return { kind: 'heading', level: headingLevel, runs: [] };
    if (this.itemDepth > 0) {
      const marker = this.pendingMarker;
      this.pendingMarker = undefined;
      return { kind: 'item', level: Math.max(1, this.lists.length), ...(marker && { marker }), runs: [] };
    }
    if (this.quoteDepth > 0) return { kind: 'quote', level: this.quoteDepth, runs: [] };
    return { kind: 'paragraph', runs: [] };
  }

  /** Text in the current style, merged into the previous run when that has the same style. */
  private append(text: string): void {
    const link = this.links.findLast((href) => href !== undefined);
    const style = {
      ...(this.bold > 0 && { bold: true }),
      ...(this.italic > 0 && { italic: true }),
      ...(link && { link }),
    };
    const runs = this.current?.runs ?? [];
    const last = runs.at(-1);
    if (last && last.bold === style.bold && last.italic === style.italic && last.link === style.link) last.text += text;
    else runs.push({ text, ...style });
  }

  /** A line break or cell separator: unstyled, and not subject to whitespace collapsing. */
  private pushLiteral(text: string): void {
    const last = this.current?.runs.at(-1);
    if (last) last.text = last.text.replace(/ +$/, '');
    this.current?.runs.push({ text });
  }
}

/** Block-level text of sanitized HTML for the PDF: paragraphs, headings, list items (with bullet or number), quotes; inline bold/italic/links as runs. */
export function htmlBlocks(html: string): PdfBlock[] {
  const collector = new BlockCollector();
  const parser = new Parser(
    {
      onopentag: (name, attributes) => collector.open(name, attributes),
      onclosetag: (name) => collector.close(name),
      ontext: (text) => collector.text(text),
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  collector.flush();
  return collector.blocks;
}

type Fonts = { regular: Buffer; bold: Buffer; italic: Buffer; boldItalic: Buffer };
let fonts: Fonts | null = null;

function loadFonts(): Fonts {
  const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  fonts ??= {
    regular: read('DejaVuSans.ttf'),
    bold: read('DejaVuSans-Bold.ttf'),
    italic: read('DejaVuSans-Oblique.ttf'),
    boldItalic: read('DejaVuSans-BoldOblique.ttf'),
  };
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const INDENT = 16;
const GREY = '#555555';
const LINK_BLUE = '#1a56a8';
const HEADING_SIZE: Readonly<Record<number, number>> = { 2: 14, 3: 12, 4: 11 };
const BODY_SIZE = 10;
/** Room a section's title needs with a few lines of its body, so it never ends a page alone. */
const SECTION_KEEP = 60;

type Doc = PDFKit.PDFDocument;

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function fontOf(run: PdfRun): string {
  if (run.bold) return run.italic ? 'boldItalic' : 'bold';
  return run.italic ? 'italic' : 'regular';
}

function drawBlock(doc: Doc, block: PdfBlock): void {
  const heading = block.kind === 'heading';
  const size = heading ? (HEADING_SIZE[block.level ?? 2] ?? BODY_SIZE) : BODY_SIZE;
  const indent = block.kind === 'paragraph' || heading ? 0 : INDENT * (block.level ?? 1);
  const x = PAGE.margin + indent;
  doc.fontSize(size);
  // The first line must fit with its marker, or pdfkit would move the text alone to the next page.
  ensureSpace(doc, doc.currentLineHeight(true) + (heading ? 24 : 0));
  if (heading) doc.moveDown(0.3);
  const y = doc.y;
  if (block.marker) {
    doc.font('regular').fillColor('black');
    doc.text(block.marker, x - INDENT, y, { lineBreak: false });
  }
  const color = block.kind === 'quote' ? GREY : 'black';
  block.runs.forEach((run, index) => {
    // Options carry over between continued calls, so link and underline are always set.
    const options = {
      width: CONTENT_WIDTH - indent,
      continued: index < block.runs.length - 1,
      link: run.link ?? null,
      underline: run.link !== undefined,
      lineGap: 2,
    };
    doc.font(heading ? 'bold' : fontOf(run)).fillColor(run.link ? LINK_BLUE : color);
    // Only the first run is placed; the others continue where the previous one ended.
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.moveDown(0.4);
}

function drawHtml(doc: Doc, html: string): void {
  for (const block of htmlBlocks(html)) drawBlock(doc, block);
}

type LineStyle = { font: string; size: number; color?: string; indent?: number; goTo?: string };

/** Plain text in one style from the left margin, or `indent` right of it, below what came before. */
function line(doc: Doc, text: string, style: LineStyle): void {
  const indent = style.indent ?? 0;
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? 'black')
    .text(text, PAGE.margin + indent, doc.y, { width: CONTENT_WIDTH - indent, lineGap: 2, goTo: style.goTo });
}

/** Chapters and their sections, each a link to the named destination where it starts. */
function drawContents(doc: Doc, handbook: PdfHandbook, labels: PdfLabels): void {
  if (handbook.chapters.length === 0) return;
  doc.moveDown(0.6);
  line(doc, labels.contents, { font: 'bold', size: 14 });
  doc.moveDown(0.4);
  for (const chapter of handbook.chapters) {
    line(doc, chapter.title, { font: 'bold', size: 11, goTo: `chapter-${chapter.id}` });
    for (const section of chapter.sections) {
      line(doc, section.title, { font: 'regular', size: 10, indent: INDENT, goTo: `section-${section.id}` });
    }
  }
}

function drawSection(doc: Doc, chapterItem: PDFKit.PDFOutline, section: PdfSection, labels: PdfLabels): void {
  doc.moveDown(0.6);
  ensureSpace(doc, SECTION_KEEP);
  // Added after the page break above, so the bookmark and the link land on the section's page.
  doc.addNamedDestination(`section-${section.id}`, 'XYZ', PAGE.margin, doc.y, null);
  chapterItem.addItem(section.title);
  line(doc, section.title, { font: 'bold', size: 13 });
  line(doc, labels.updated(section.updatedAt), { font: 'regular', size: 8, color: GREY });
  doc.moveDown(0.4);
  drawHtml(doc, section.body);
}

function drawChapter(doc: Doc, chapter: PdfChapter, labels: PdfLabels): void {
  doc.addPage();
  doc.addNamedDestination(`chapter-${chapter.id}`, 'XYZ', PAGE.margin, doc.y, null);
  const item = doc.outline.addItem(chapter.title);
  line(doc, chapter.title, { font: 'bold', size: 18 });
  doc.moveDown(0.5);
  drawHtml(doc, chapter.body);
  for (const section of chapter.sections) drawSection(doc, item, section, labels);
}

/** The handbook's PDF; `compress: false` leaves the content streams readable (tests). */
export async function handbookPdf(
  handbook: PdfHandbook,
  labels: PdfLabels,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    displayTitle: true,
    // No default Helvetica: every text uses the DejaVu fonts registered below.
    font: null as unknown as string,
    info: { Title: handbook.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);

  line(doc, handbook.title, { font: 'bold', size: 22 });
  doc.moveDown(0.3);
  if (handbook.summary.trim()) line(doc, handbook.summary, { font: 'regular', size: 12, color: GREY });
  doc.moveDown(0.6);
  drawHtml(doc, handbook.body);
  drawContents(doc, handbook, labels);
  for (const chapter of handbook.chapters) drawChapter(doc, chapter, labels);
  doc.end();
  return done;
}

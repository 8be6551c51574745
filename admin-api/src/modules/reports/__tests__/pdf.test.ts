import { type QuarterStatement } from '../../../contract/purchasing';
import { voiceOf } from '../../../i18n/translate';
import { renderReportPdf, statementTexts } from '../pdf';
import { type ReportRow } from '../queries';

const FIGURES = {
  spend: '12345.50',
  savings: '1234.00',
  previousSpend: '11000.00',
  previousSavings: '900.00',
  lastYearSpend: '9000.00',
  lastYearSavings: '800.00',
};

function quarterReport(suppliers: number): ReportRow {
  const data: QuarterStatement = {
    year: 2026,
    quarter: 3,
    currency: 'PLN',
    compare: { previous: { year: 2026, quarter: 2 }, lastYear: { year: 2025, quarter: 3 } },
    totals: FIGURES,
    suppliers: Array.from({ length: suppliers }, (_, i) => ({
      ...FIGURES,
      supplier: {
        id: i,
        code: `S${i}`,
        name: `Łódź Příbram Košice supplier ${i} with a name far too long for its column`,
      },
      categories: [0, 1, 2].map((j) => ({ ...FIGURES, category: { id: j, code: `c${j}`, name: `Category ${j}` } })),
    })),
  };
  return {
    id: 7,
    memberId: 3,
    memberName: 'Klinika Weterynaryjna Łódź',
    kind: 1,
    periodYear: 2026,
    periodQuarter: 3,
    version: 2,
    data,
    currency: 'PLN',
    issuedAt: new Date('2026-10-01T06:00:00Z'),
  };
}

const text = (pdf: Buffer) => pdf.toString('latin1');
const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(text(pdf))?.[1]);

describe('renderReportPdf', () => {
  it('draws the QR code with a link annotation to the report page', async () => {
    const url = 'http://portal.test/reports?report=7&member=3';
    const pdf = await renderReportPdf(quarterReport(3), url);
    expect(text(pdf).startsWith('%PDF-')).toBe(true);
    expect(text(pdf)).toContain(`/URI (${url})`);
    expect(text(pdf)).toContain('/Subtype /Link');
    const without = await renderReportPdf(quarterReport(3), null);
    expect(text(without)).not.toContain('/URI');
    expect(text(without)).not.toContain('/Subtype /Link');
  });

  it('names the document, its language, and embeds DejaVu Sans for Central European names', async () => {
    const bytes = await renderReportPdf(quarterReport(1), null);
    const pdf = text(bytes);
    expect(pdf).toContain('/Lang (en)');
    expect(pdf).toContain('/DisplayDocTitle true');
    expect(pdf).toMatch(/\/Title \d+ 0 R/);
    // A title with "Ł" is a UTF-16BE string.
    expect(bytes.includes(Buffer.from('Quarterly purchase statement, Q3 2026: Klinika', 'utf16le').swap16())).toBe(
      true,
    );
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
  });

  it('breaks a long table over pages', async () => {
    expect(pageCount(await renderReportPdf(quarterReport(2), null))).toBe(1);
    // 40 suppliers with 3 categories each: 161 rows of 15 points.
    expect(pageCount(await renderReportPdf(quarterReport(40), null))).toBeGreaterThanOrEqual(3);
  });
});

describe('the statement in the reader’s language (issue 24)', () => {
  // "419,429.01 SEK" was English whoever read it.
  const swedish = (): ReportRow => {
    const report = quarterReport(1);
    const data = report.data as QuarterStatement;
    data.totals = { ...FIGURES, spend: '419429.01' };
    // A category the dashboard knows by its code, and one it does not.
    const first = data.suppliers[0]?.categories[0];
    if (first) first.category = { id: 0, code: 'pharmaceuticals', name: 'Pharmaceuticals' };
    return { ...report, memberName: 'Djurkliniken Solna', currency: 'SEK' };
  };
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const utf16 = (text: string) => Buffer.from(text, 'utf16le').swap16();

  it('is Swedish, with Swedish numbers, for a Swedish reader', async () => {
    const texts = statementTexts(swedish(), voiceOf('sv'));
    expect(texts.heading).toBe('Inköpsrapport från Vetnet');
    expect(texts.name).toBe('Kvartalsrapport över inköp, K3 2026');
    expect(texts.period).toBe('Period: K3 2026 · Belopp i SEK');
    expect(texts.layout.figures.map(([label, value]) => [label, plain(value)])).toEqual([
      ['Inköp', '419 429,01'],
      ['Besparingar', '1 234,00'],
      ['Inköp K2 2026', '11 000,00'],
      ['Inköp K3 2025', '9 000,00'],
    ]);
    expect(texts.layout.columns.map((column) => column.label)[0]).toBe('Leverantör / kategori');
    expect(texts.layout.rows.at(-1)?.cells[0]).toBe('Totalt');
    expect(texts.layout.rows.slice(1, 3).map((row) => row.cells[0])).toEqual(['Läkemedel', 'Category 1']);
    expect(texts.footer(1, 2)).toBe(
      'Vetnet · Kvartalsrapport över inköp, K3 2026 · Djurkliniken Solna · utfärdad 1 oktober 2026 · version 2 · sida 1 av 2',
    );
    const pdf = await renderReportPdf(swedish(), null, voiceOf('sv'));
    expect(text(pdf)).toContain('/Lang (sv)');
    expect(pdf.includes(utf16('Kvartalsrapport över inköp, K3 2026: Djurkliniken Solna'))).toBe(true);
  });

  it('is German, with German numbers, for a German reader', async () => {
    const texts = statementTexts(swedish(), voiceOf('de'));
    expect(texts.heading).toBe('Vetnet-Einkaufsabrechnung');
    expect(texts.name).toBe('Quartalsabrechnung der Einkäufe, Q3 2026');
    expect(texts.layout.figures[0]).toEqual(['Einkauf', '419.429,01']);
    expect(texts.layout.rows[1]?.cells[0]).toBe('Arzneimittel');
    expect(texts.layout.rows.at(-1)?.cells).toEqual(['Gesamt', '419.429,01', '1.234,00', '11.000,00', '9.000,00']);
    expect(texts.footer(3, 3)).toContain('ausgestellt am 1. Oktober 2026 · Version 2 · Seite 3 von 3');
    expect(text(await renderReportPdf(swedish(), null, voiceOf('de')))).toContain('/Lang (de)');
  });

  it('is Danish, with Danish numbers, for a Danish reader, the yearly statement too', () => {
    const texts = statementTexts(swedish(), voiceOf('da'));
    expect(texts.name).toBe('Kvartalsopgørelse over indkøb, 3. kvt. 2026');
    expect(texts.layout.figures[0]).toEqual(['Indkøb', '419.429,01']);
    expect(texts.layout.rows[1]?.cells[0]).toBe('Lægemidler');
    expect(texts.period).toBe('Periode: 3. kvt. 2026 · Beløb i SEK');
    const yearly: ReportRow = {
      ...swedish(),
      kind: 2,
      periodQuarter: null,
      data: {
        ...(swedish().data as object),
        totals: { spend: '1000.5', listAmount: '1200', rebates: '35.5', savings: '235.5' },
      },
    } as ReportRow;
    const year = statementTexts(yearly, voiceOf('da'));
    expect(year.name).toBe('Årlig bonusopgørelse, 2026');
    expect(year.layout.figures).toEqual([
      ['Indkøb', '1.000,50'],
      ['Til listepris', '1.200,00'],
      ['Rabatter', '35,50'],
      ['Besparelser inkl. rabatter', '235,50'],
    ]);
  });
});

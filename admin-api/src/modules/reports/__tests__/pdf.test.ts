import { type QuarterStatement } from '../../../contract/purchasing';
import { renderReportPdf } from '../pdf';
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
    expect(bytes.includes(Buffer.from('Quarterly purchase statement, Q3 2026: Klinika', 'utf16le').swap16())).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
  });

  it('breaks a long table over pages', async () => {
    expect(pageCount(await renderReportPdf(quarterReport(2), null))).toBe(1);
    // 40 suppliers with 3 categories each: 161 rows of 15 points.
    expect(pageCount(await renderReportPdf(quarterReport(40), null))).toBeGreaterThanOrEqual(3);
  });
});

// The commercial area's seeded documents, made with pdfkit in its built-in Helvetica (the texts are
// Latin-1, so no font is embedded and each document takes a few milliseconds): a partner's contract,
// its price list, a campaign's leaflet.
import PDFDocument from 'pdfkit';

type Section = { heading: string; lines: readonly string[] };

function render(title: string, sections: readonly Section[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Producer: 'Vetnet admin API seed' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title);
    for (const section of sections) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(section.heading);
      doc.font('Helvetica').fontSize(11);
      for (const line of section.lines) doc.text(line);
    }
    doc.end();
  });
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The agreement between Vetnet and the partner, naming its period. */
export function contractPdf(partnerName: string, startsAt: Date, endsAt: Date): Promise<Buffer> {
  return render(`Agreement: Vetnet and ${partnerName}`, [
    { heading: 'Parties', lines: ['Vetnet AB, on behalf of its member clinics', partnerName] },
    { heading: 'Period', lines: [`Valid from ${day(startsAt)} to ${day(endsAt)}.`] },
    {
      heading: 'Terms',
      lines: [
        'The partner grants every Vetnet member the agreed prices and delivery terms.',
        'Purchases are reported monthly to Vetnet for the members’ statements.',
      ],
    },
  ]);
}

export function priceListPdf(partnerName: string, year: number): Promise<Buffer> {
  return render(`${partnerName}: price list ${year}`, [
    {
      heading: 'Vetnet member prices',
      lines: ['Standard range: -12 %', 'Consumables: -5 %', 'Free delivery over 3 000 (local currency)'],
    },
  ]);
}

export function leafletPdf(title: string, terms: string): Promise<Buffer> {
  return render(title, [{ heading: 'Terms', lines: [terms] }]);
}

import { pdfLabels } from '../pdf-labels';

// Issue 24: the handbook PDF's words come from the shared translator, in every translated language.
describe('pdfLabels', () => {
  const updated = new Date('2026-10-01T10:00:00Z');

  it('speaks the reader’s language, a regional variant through its base', () => {
    expect(pdfLabels('sv').contents).toBe('Innehåll');
    expect(pdfLabels('sv').updated(updated)).toBe('Uppdaterad 1 oktober 2026');
    expect(pdfLabels('de').updated(updated)).toBe('Aktualisiert am 1. Oktober 2026');
    expect(pdfLabels('da').contents).toBe('Indhold');
    expect(pdfLabels('pl').contents).toBe('Spis treści');
    expect(pdfLabels('fr-BE').contents).toBe('Sommaire');
    expect(pdfLabels('en').updated(updated)).toBe('Updated 1 October 2026');
  });
});

// The few words of the handbook PDF, in the reader's language (English for a language without
// them): the PDF is made by the API, which has no i18n catalogue of the portal's.
import type { PdfLabels } from './pdf';

const WORDS: Readonly<Record<string, { contents: string; updated: string }>> = {
  en: { contents: 'Contents', updated: 'Updated' },
  sv: { contents: 'Innehåll', updated: 'Uppdaterad' },
  da: { contents: 'Indhold', updated: 'Opdateret' },
  nb: { contents: 'Innhold', updated: 'Oppdatert' },
  de: { contents: 'Inhalt', updated: 'Aktualisiert' },
};

export function pdfLabels(language: string): PdfLabels {
  const base = language.split('-')[0] ?? 'en';
  const words = WORDS[base] ?? WORDS.en!;
  const format = new Intl.DateTimeFormat(WORDS[base] ? language : 'en', {
    dateStyle: 'long',
    timeZone: 'Europe/Stockholm',
  });
  return { contents: words.contents, updated: (date: Date) => `${words.updated} ${format.format(date)}` };
}

// The few words of the handbook PDF, in the reader's language: the admin API's shared translator
// (i18n/translate.ts, the portal's locales/<lang>/api.json with the portal's fallbacks).
import { voiceOf } from '../../i18n/translate';
import { formatLocale } from '../../rules/locales';
import type { PdfLabels } from './pdf';

export function pdfLabels(language: string): PdfLabels {
  const { t, locale } = voiceOf(language);
  const format = new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'Europe/Stockholm' });
  return {
    contents: t('handbookPdf.contents'),
    updated: (date: Date) => t('handbookPdf.updated', { date: format.format(date) }),
  };
}

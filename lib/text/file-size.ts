import { numberFormat } from '@/lib/text/intl-formats';

/** A file size in kB or MB, in the reader's language ("1,5 MB"). */
export function formatFileSize(bytes: number, locale: string): string {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${number.format(bytes / (1024 * 1024))} MB`
    : `${number.format(Math.max(bytes, 1) / 1024)} kB`;
}

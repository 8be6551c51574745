import { flagImage, type Locale } from '@/lib/i18n/locales';

/** A locale's flag beside its name; decoration, so it has no text of its own. */
export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 20 px SVG
    <img
      src={flagImage(locale)}
      alt=""
      width={20}
      height={15}
      className={className}
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,.15)' }}
    />
  );
}

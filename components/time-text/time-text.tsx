import { useLayoutEffect, useRef, useState } from 'react';
import { hydrationPending } from '@/lib/browser/hydration';
import { useTranslation } from '@/lib/i18n/use-translation';

type TimeTextProps = {
  /** The moment, as the `<time>` element's machine-readable value. */
  dateTime: string;
  /** The moment as people read it: called on the server and whenever the browser renders it itself. */
  text: () => string;
  className?: string;
};

/**
 * A `<time>` whose text the server formats and the browser keeps while it hydrates the page. The
 * first date formatter with a time zone costs a phone about 50 ms (ICU loads the zone's data), in
 * the hydration's one long task; the server's text is the same text (the formatters write the same
 * on both sides), so the browser formats only the times it renders itself: another page of a list,
 * a changed moment or language, a client-side navigation.
 */
export function TimeText({ dateTime, text, className }: TimeTextProps) {
  const { i18n } = useTranslation();
  const element = useRef<HTMLTimeElement>(null);
  // The moment and language whose server text is kept; null once the browser writes its own.
  const reading = `${dateTime}|${i18n.language}`;
  const [kept, setKept] = useState<string | null>(() => (hydrationPending() ? reading : null));
  const keeping = kept === reading;
  useLayoutEffect(() => {
    // Where React rendered this afresh instead of hydrating it (after a mismatch above), there is no
    // server text to keep.
    if (keeping && !element.current?.textContent) setKept(null);
  }, [keeping]);
  return (
    // React leaves the text the server wrote where the render gives none: no mismatch to report.
    <time ref={element} dateTime={dateTime} className={className} suppressHydrationWarning>
      {keeping ? '' : text()}
    </time>
  );
}

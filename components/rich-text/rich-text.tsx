import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/html/sanitize';
import styles from './rich-text.module.scss';

/** Content HTML from the API, sanitized here before it is rendered, on the server and in the browser. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The HTML is sanitized on the line above; nothing else reaches the DOM this way.
  return <div className={`${styles.richText} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

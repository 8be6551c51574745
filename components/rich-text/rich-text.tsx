import type { SafeHtml } from '@/lib/html/safe-html';
import styles from './rich-text.module.scss';

/**
 * Content HTML, already sanitized where it entered the page's data (`SafeHtml`: on the server for
 * the first render, in the fetcher in the browser), so the sanitizer is not part of the first load.
 */
export function RichText({ html, className = '' }: { html: SafeHtml; className?: string }) {
  // SafeHtml comes only from sanitizeHtml; nothing else reaches the DOM this way.
  return <div className={`${styles.richText} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

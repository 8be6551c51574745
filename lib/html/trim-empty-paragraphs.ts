/** A paragraph with nothing to read: empty, or only spaces and line breaks (as an editor leaves it). */
const TRAILING_EMPTY_PARAGRAPH = /<p(?:\s[^>]*)?>(?:\s|&nbsp;|\u00a0|<br\s*\/?>)*<\/p>\s*$/i;

/**
 * Drops the empty paragraphs at the end of rich-text HTML, where pressing Enter once too often
 * leaves them, so a saved body ends with its last words; a body with nothing else becomes ''.
 */
export function trimTrailingEmptyParagraphs(html: string): string {
  let trimmed = html.trimEnd();
  for (;;) {
    const next = trimmed.replace(TRAILING_EMPTY_PARAGRAPH, '').trimEnd();
    if (next === trimmed) return trimmed.trimStart() === '' ? '' : trimmed;
    trimmed = next;
  }
}

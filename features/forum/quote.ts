// The reply form's start when quoting a post (`?quoteId=` or "Quote"): who wrote it and what, as a
// blockquote the author can trim. The quoted HTML is already sanitized; the heading is plain text
// (a user's name), so it is escaped here.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** `heading` is the translated "{name} wrote:"; an empty paragraph follows for the reply itself. */
export function quotePrefill(heading: string, quotedHtml: string): string {
  return `<blockquote><p><strong>${escapeText(heading)}</strong></p>${quotedHtml}</blockquote><p></p>`;
}

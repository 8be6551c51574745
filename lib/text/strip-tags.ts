const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#x') || body.startsWith('#X')) return safeCodePoint(parseInt(body.slice(2), 16), entity);
  if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), entity);
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/**
 * Plain text of an HTML fragment, for list excerpts and titles: tags, comments, scripts and
 * styles removed, entities decoded, whitespace collapsed. The result is text, never markup:
 * render it as text (React escapes it), not as HTML.
 */
export function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(entity, body))
    .replace(/\s+/g, ' ')
    .trim();
}

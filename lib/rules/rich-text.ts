/**
 * The tags content HTML may hold (docs/api.md "Rich text"), written once: the admin API keeps only
 * these when an item is saved, and the portal's sanitizer allows no more when it renders one.
 */
// prettier-ignore
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote',
  'code', 'pre', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'caption', 'iframe',
] as const;

/**
 * Shortens text to at most `maxLength` characters, ending with an ellipsis when cut.
 * Cuts at the last word boundary when one falls in the last fifth, so words stay whole.
 */
export function truncate(text: string, maxLength: number, ellipsis = '…'): string {
  if (maxLength <= 0) return '';
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  const room = Math.max(0, maxLength - Array.from(ellipsis).length);
  const cut = chars.slice(0, room).join('');
  const endsOnWord = chars[room] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  const head = !endsOnWord && lastSpace >= room * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}${ellipsis}`;
}

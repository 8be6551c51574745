// Where a text @mentions someone, written once: the admin API finds whom to notify with it, and the
// portal marks the same places in a post's text.

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Before the "@": nothing, or a character that cannot end an e-mail address's local part. */
const ADDRESS_CHARACTER = /[\p{L}\p{N}._+-]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The places (`[start, end)`) where `text` mentions `name`: "@" and the name, in any case and
 * spacing, not followed by more of a word ("@Anna Berg" is not "@Anna Bergström") and not inside an
 * e-mail address.
 */
export function mentionRanges(text: string, name: string): [number, number][] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const pattern = new RegExp(`@${words.map(escapeRegExp).join('\\s+')}`, 'giu');
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.charAt(start - 1);
    const after = text.charAt(end);
    if (!ADDRESS_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) ranges.push([start, end]);
  }
  return ranges;
}

export function isMentioned(text: string, name: string): boolean {
  return mentionRanges(text, name).length > 0;
}

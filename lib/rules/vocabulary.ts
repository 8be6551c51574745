// The keys of the data vocabularies (content categories and tags) in common:vocabulary, shared by
// the portal (lib/i18n/vocabulary.ts) and the admin API's seed checks.

/**
 * The key of a vocabulary name (a content category or tag as the admin API stores it, in English):
 * its words in camelCase, "Staff and HR" → `staffAndHr`; '' for a name without letters or digits.
 */
export function vocabularyKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

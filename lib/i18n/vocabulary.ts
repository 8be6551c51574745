import type { Translate } from '@/lib/i18n/use-translation';
import { vocabularyKey } from '@/lib/rules/vocabulary';

export { vocabularyKey };

/**
 * A category's or tag's name in the reader's language (issue 24: data vocabularies read the same
 * on every page): `common:vocabulary.<key>` for the names the network uses, the stored name as staff
 * wrote it for any other.
 */
export function vocabularyName(t: Translate, name: string): string {
  const key = vocabularyKey(name);
  return key ? t(`common:vocabulary.${key}`, { defaultValue: name }) : name;
}

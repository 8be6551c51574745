import type { Translate } from '@/lib/i18n/use-translation';
import type { ContentTypeKey } from './content-types';

/**
 * The label of a common field or filter as a type names it: `types.<key>.labels.<name>` where the
 * type renames it (a partner's categories are its specializations, its image its logo), else the
 * shared label `fallbackKey` (both in `content`).
 */
export function typeLabel(t: Translate, typeKey: ContentTypeKey, name: string, fallbackKey: string): string {
  return t(`types.${typeKey}.labels.${name}`, { defaultValue: t(fallbackKey) });
}

/** The type's own name for a common field, or '' where it keeps the shared one. */
export function ownLabel(t: Translate, typeKey: ContentTypeKey, name: string): string {
  return t(`types.${typeKey}.labels.${name}`, { defaultValue: '' });
}

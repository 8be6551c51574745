import { useCallback } from 'react';
import type { ForumCategory } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A category's name in the reader's language (`forum:category.<key>`), else the API's English name. */
export function useCategoryLabel(): (category: ForumCategory) => string {
  const { t } = useTranslation('forum');
  return useCallback((category) => t(`category.${category.key}`, { defaultValue: category.name }), [t]);
}

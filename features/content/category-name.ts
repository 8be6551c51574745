import type { Category } from '@/lib/contract/content-item';
import type { Translate } from '@/lib/i18n/use-translation';
import type { ContentTypeKey } from './content-types';

/** A code the translations can be keyed by (the admin API's own rule); any other is shown by name. */
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * A content category as the viewer reads it, everywhere one is shown (cards, pages, filters, the
 * editor's pickers): its code's text in `content` (`categories.<type>.<code>`), in the viewer's
 * language, else the name staff typed. `t` is a `content` translator.
 */
export function categoryName(t: Translate, typeKey: ContentTypeKey, category: Pick<Category, 'code' | 'name'>): string {
  const { code, name } = category;
  return code && CODE.test(code) ? t(`categories.${typeKey}.${code}`, { defaultValue: name }) : name;
}

/** Several categories, named by `categoryName`, in one line ("Course, Webinar"). */
export function categoryNames(t: Translate, typeKey: ContentTypeKey, categories: readonly Category[]): string {
  return categories.map((category) => categoryName(t, typeKey, category)).join(', ');
}

import { idSlug } from '@/lib/text/slug';
import type { ContentType } from './content-types';

/** The detail page of an item: its type's item page at `{id}-{slug}` (spec §2). */
export function detailPath(type: ContentType, item: { id: number; title: string }): string {
  return type.pages.detail(idSlug(item.id, item.title));
}

/** The staff editor of an item, or of a new one. */
export function editorPath(type: ContentType, id: number | 'new'): string {
  return type.pages.adminItem(id);
}

/** Where to redirect a detail address whose slug is missing or outdated (keeping the query), or null. */
export function canonicalDetailPath(
  type: ContentType,
  item: { id: number; title: string },
  segment: string,
  search = '',
): string | null {
  const canonical = detailPath(type, item);
  return type.pages.detail(segment) === canonical ? null : `${canonical}${search}`;
}

/** The list's parameter naming the item opened over it, for a type whose items open in a dialog (spec §2: `?id=<id-slug>`). */
export const DETAIL_QUERY = 'id';

/** The `?id=` of a list's address as one string ('' when there is none). */
export function addressedId(raw: string | string[] | undefined): string {
  return typeof raw === 'string' ? raw : '';
}

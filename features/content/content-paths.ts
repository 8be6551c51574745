import { idSlug, parseIdSlug } from '@/lib/text/slug';
import type { ContentType } from './content-types';

/** The detail page of an item: `{detailBase}/{id}-{slug}` (spec §2). */
export function detailPath(type: ContentType, item: { id: number; title: string }): string {
  return `${type.detailBase}/${idSlug(item.id, item.title)}`;
}

/** The staff editor of an item, or of a new one. */
export function editorPath(type: ContentType, id: number | 'new'): string {
  return `${type.adminPath}/${id}`;
}

/**
 * What a detail address asks for: the id, and whether the address is the canonical one for the
 * item's current title (a missing or outdated slug is redirected, keeping the query).
 */
export function readDetailSegment(segment: string): number | null {
  return parseIdSlug(segment);
}

export function canonicalDetailPath(type: ContentType, item: { id: number; title: string }, segment: string, search = ''): string | null {
  const canonical = detailPath(type, item);
  return `${type.detailBase}/${segment}` === canonical ? null : `${canonical}${search}`;
}

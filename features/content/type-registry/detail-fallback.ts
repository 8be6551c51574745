import type { SignedInContext } from '@/lib/auth/guard';
import type { ContentItem } from '@/lib/contract/content-item';
import type { ContentFieldsByType, ContentTypeKey } from '../content-types';

// A type's own data for its item page, loaded on the server beside the item so the page renders
// whole and the browser fetches none of it again (a partner's campaigns, spend and contact subjects).
// Server code: the loaders are imported on use, by the detail page's getServerSideProps only.

/** SWR fallback entries by API path; an entry that failed is left out (the browser then asks itself). */
export type DetailFallback<Extra extends object> = (
  context: SignedInContext,
  item: ContentItem<Extra>,
) => Promise<Record<string, unknown>>;

const BY_TYPE: { [Key in ContentTypeKey]?: () => Promise<DetailFallback<ContentFieldsByType[Key]>> } = {
  partners: () => import('../types/partners/server/partner-fallback').then((module) => module.partnerDetailFallback),
};

/** The type's extra fallback for `item`'s page, or nothing for a type without. */
export async function detailFallback(
  typeKey: ContentTypeKey,
  context: SignedInContext,
  item: ContentItem,
): Promise<Record<string, unknown>> {
  const load = BY_TYPE[typeKey] as (() => Promise<DetailFallback<object>>) | undefined;
  return load ? (await load())(context, item) : {};
}

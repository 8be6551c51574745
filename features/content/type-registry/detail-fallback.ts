import type { SignedInContext } from '@/lib/auth/guard';
import type { ContentItem } from '@/lib/contract/content-item';
import { getContentItem } from '../api/content-item';
import type { ContentFieldsByType, ContentType, ContentTypeKey } from '../content-types';

// An item page's data: the item, and a type's own data loaded on the server beside it so the page
// renders whole and the browser fetches none of it again (a partner's campaigns, spend and contact
// subjects, all in one combined call). Server code: the loaders are imported on use, by the detail
// page's getServerSideProps only.

/** The item as its own call answers it (its errors too), and SWR fallback entries by API path beside it. */
export type DetailData<Extra extends object> = { item: ContentItem<Extra>; fallback: Record<string, unknown> };

/** A type's own loading of its item page; an extra entry that failed is left out (the browser then asks itself). */
export type DetailLoader<Extra extends object> = (context: SignedInContext, id: number) => Promise<DetailData<Extra>>;

const BY_TYPE: { [Key in ContentTypeKey]?: () => Promise<DetailLoader<ContentFieldsByType[Key]>> } = {
  partners: () => import('../types/partners/server/partner-fallback').then((module) => module.partnerDetail),
};

/** Item `id`'s page data: the type's own loader, or the item alone for a type without one. */
export async function loadDetail(type: ContentType, context: SignedInContext, id: number): Promise<DetailData<object>> {
  const load = BY_TYPE[type.key] as (() => Promise<DetailLoader<object>>) | undefined;
  return load ? (await load())(context, id) : { item: await getContentItem(context.api, type, id), fallback: {} };
}

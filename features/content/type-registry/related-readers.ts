import type { ContentFieldsByType, ContentTypeKey, RelatedReader } from '../content-types';

/**
 * Each type's reader of its related data (RelatedReader), for the item and list fetchers only,
 * loaded with the answer it reads: a type's reader is then only in its own pages' chunks, not in
 * every content page's first load (issue 28: per-type declarations only on their type's pages).
 */
const BY_TYPE: { [Key in ContentTypeKey]?: () => Promise<RelatedReader<ContentFieldsByType[Key]>> } = {
  partners: () => import('../types/partners/api/read-partner').then((module) => module.readPartnerRelated),
  campaigns: () => import('../types/campaigns/api/read-campaign').then((module) => module.readCampaignRelated),
  handbooks: () => import('../types/handbooks/api/read-handbook').then((module) => module.readHandbookRelated),
};

const LOADERS: Readonly<Partial<Record<ContentTypeKey, () => Promise<RelatedReader>>>> = BY_TYPE;

/** A type's related-data reader, if it has one. */
export async function relatedReaderOf(key: ContentTypeKey): Promise<RelatedReader | undefined> {
  return LOADERS[key]?.();
}

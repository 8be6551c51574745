import { readCampaignRelated } from '../types/campaigns/api/read-campaign';
import { readHandbookRelated } from '../types/handbooks/api/read-handbook';
import { readPartnerRelated } from '../types/partners/api/read-partner';
import type { ContentFieldsByType, ContentTypeKey, RelatedReader } from '../content-types';

/** Each type's reader of its related data (RelatedReader), for the item and list fetchers only. */
const BY_TYPE: { [Key in ContentTypeKey]?: RelatedReader<ContentFieldsByType[Key]> } = {
  partners: readPartnerRelated,
  campaigns: readCampaignRelated,
  handbooks: readHandbookRelated,
};

export const RELATED_READERS: Readonly<Partial<Record<ContentTypeKey, RelatedReader>>> = BY_TYPE;

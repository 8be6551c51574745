// The start-up list of the content types (with the other files of type-registry/): the one place
// outside features/content/types/ that names a type's folder. The platform reads the types from here.
import type { NoOwnFields } from '@/lib/contract/content-item';
import type { CampaignFields } from '../types/campaigns/campaign-item';
import type { DirectAdFields } from '../types/directads/direct-ad-item';
import type { EventFields } from '../types/events/event-item';
import type { ChapterFields, HandbookFields, SectionFields } from '../types/handbooks/handbook-item';
import type { NewsFields } from '../types/news/news-item';
import type { PartnerFields } from '../types/partners/partner-item';
import type { ServiceFields } from '../types/services/service-item';

/** Each type's own fields, as its folder under types/ declares them. */
export type ContentFieldsByType = {
  news: NewsFields;
  wikis: NoOwnFields;
  services: ServiceFields;
  events: EventFields;
  partners: PartnerFields;
  campaigns: CampaignFields;
  directads: DirectAdFields;
  handbooks: HandbookFields;
  chapters: ChapterFields;
  sections: SectionFields;
};

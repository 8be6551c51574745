import type { ContentItem } from '@/lib/contract/content-item';

/** A service's own fields (docs/api.md "The item"): who to contact, and its website. */
export type ServiceFields = {
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  websiteUrl?: string | null;
};

export type ServiceItem = ContentItem<ServiceFields>;

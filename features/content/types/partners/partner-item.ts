import type { ContentItem } from '@/lib/contract/content-item';
import type { PartnerRelated } from '@/lib/contract/partners';

/**
 * A partner's own fields (docs/api.md "Partners"): the agreement (`contactType`, CONTACT_TYPE in
 * lib/contract/partners), its contact, and what the partners module adds to its answer
 * (PartnerRelated). `contactEmail` and `supplierCode` reach staff only.
 */
export type PartnerFields = {
  contactType?: number | null;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  websiteUrl?: string | null;
  agreementStartsAt?: string;
  agreementEndsAt?: string;
  supplierCode?: string;
} & Partial<PartnerRelated>;

export type PartnerItem = ContentItem<PartnerFields>;

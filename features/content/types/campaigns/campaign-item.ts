import type { ContentItem } from '@/lib/contract/content-item';
import type { CampaignRelated } from '@/lib/contract/partners';

/** A campaign's own fields: its partner (id, and as the answer shows it), when it runs, its terms and offer link. */
export type CampaignFields = {
  partnerId?: number | null;
  startsAt?: string;
  endsAt?: string;
  terms?: string;
  offerUrl?: string | null;
} & Partial<CampaignRelated>;

export type CampaignItem = ContentItem<CampaignFields>;

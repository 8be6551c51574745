import dynamic from 'next/dynamic';
import type { NoOwnFields } from '@/lib/contract/content-item';
import type { ReadableItem } from '../api/content-item';
import type { ContentFieldsByType, ContentTypeKey } from '../content-types';
import type { ComponentType } from 'react';

// One map per view slot: see card-facts.ts.

/** What the item's page shows after its summary; `pageUrl` is its absolute address, `host` the portal's. */
export type DetailExtras<Extra extends object> = ComponentType<{
  item: ReadableItem<Extra>;
  pageUrl: string;
  host: string;
}>;

const BY_TYPE: { [Key in ContentTypeKey]?: DetailExtras<ContentFieldsByType[Key]> } = {
  services: dynamic(() =>
    import('../types/services/components/service-contact').then((module) => module.ServiceContact),
  ),
  events: dynamic(() => import('../types/events/components/event-facts').then((module) => module.EventFacts)),
  campaigns: dynamic(() =>
    import('../types/campaigns/components/campaign-facts').then((module) => module.CampaignFacts),
  ),
  directads: dynamic(() =>
    import('../types/directads/components/direct-ad-facts').then((module) => module.DirectAdFacts),
  ),
  partners: dynamic(() => import('../types/partners/components/partner-extras').then((module) => module.PartnerExtras)),
};

/** Each type's detail extras, if it has any, for the shared item page (which does not know a type's own fields). */
export const DETAIL_EXTRAS: Readonly<Partial<Record<ContentTypeKey, DetailExtras<NoOwnFields>>>> = BY_TYPE;

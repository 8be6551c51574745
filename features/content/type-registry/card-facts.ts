import dynamic from 'next/dynamic';
import type { ContentItem, NoOwnFields } from '@/lib/contract/content-item';
import type { ContentFieldsByType, ContentTypeKey } from '../content-types';
import type { ComponentType } from 'react';

// One map per view slot (docs/adding-a-content-type.md), so a page carries the loaders of the slots
// it renders only. Each view is loaded with next/dynamic, so a type's code reaches only the pages
// that render it; the import() calls stay inside dynamic(): that is where Next.js sees which chunks
// a page's server render used, and loads them before the page hydrates.

/**
 * The facts that lead an item's line in lists and on the home page, for an item the type's `datedBy`
 * field dates; for a type without `datedBy`, the facts after the item's date.
 */
export type CardFacts<Extra extends object> = ComponentType<{ item: ContentItem<Extra> }>;

const BY_TYPE: { [Key in ContentTypeKey]?: CardFacts<ContentFieldsByType[Key]> } = {
  events: dynamic(() => import('../types/events/components/event-card-facts').then((module) => module.EventCardFacts)),
  campaigns: dynamic(() =>
    import('../types/campaigns/components/campaign-card-facts').then((module) => module.CampaignCardFacts),
  ),
  directads: dynamic(() =>
    import('../types/directads/components/direct-ad-card-facts').then((module) => module.DirectAdCardFacts),
  ),
};

/** Each type's card facts, if it has any, for the shared card and highlights (which do not know a type's own fields). */
export const CARD_FACTS: Readonly<Partial<Record<ContentTypeKey, CardFacts<NoOwnFields>>>> = BY_TYPE;

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ContentItem, NoOwnFields } from '@/lib/contract/content-item';
import type { ReadableItem } from './api/content-item';
import type { ContentFieldsByType, ContentTypeKey } from './content-types';

/**
 * The views a content type adds to the shared screens, from its folder under types/. Every slot is
 * optional: a type without views shows what every item has. Each is loaded with next/dynamic, so
 * a type's code reaches only the pages that render it (and the server renders it into the page).
 */
export type TypeViews<Extra extends object> = {
  /** The facts that lead an item's line in lists and on the home page, for an item the type's `datedBy` field dates. */
  CardFacts?: ComponentType<{ item: ContentItem<Extra> }>;
  /** What the item's page shows after its summary; `pageUrl` is its absolute address, `host` the portal's. */
  DetailExtras?: ComponentType<{ item: ReadableItem<Extra>; pageUrl: string; host: string }>;
};

// The import() calls stay inside dynamic(): that is where Next.js sees which chunks a page's
// server render used, and loads them before the page hydrates.
const TYPE_VIEWS: { [Key in ContentTypeKey]: TypeViews<ContentFieldsByType[Key]> } = {
  news: {},
  wikis: {},
  services: {
    DetailExtras: dynamic(() => import('./types/services/service-contact').then((module) => module.ServiceContact)),
  },
  events: {
    CardFacts: dynamic(() => import('./types/events/event-card-facts').then((module) => module.EventCardFacts)),
    DetailExtras: dynamic(() => import('./types/events/event-facts').then((module) => module.EventFacts)),
  },
};

/** The views of a type, for the shared screens (which hold its items without knowing their own fields). */
export function typeViews(key: ContentTypeKey): TypeViews<NoOwnFields> {
  return TYPE_VIEWS[key];
}

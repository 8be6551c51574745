import { FEATURE, type FeatureId } from '@/lib/rules/features';
import type { ContentItem } from './types';
import { type ContentPages, ROUTES } from '@/lib/routes';

export type ContentTypeKey = 'news' | 'wikis' | 'services' | 'events';

/** A field a type adds to the editor, after the common ones. */
export type ExtraField = {
  name: keyof ContentItem;
  kind: 'text' | 'email' | 'tel' | 'url' | 'datetime';
  required?: boolean;
  maxLength?: number;
};

/**
 * The content types (ARCHITECTURE "Generic where the spec repeats itself"): each declares its API
 * paths, feature, pages and own fields; the list, detail, admin and editor screens are shared.
 * A new type is one more entry here and four page files.
 */
export type ContentType = {
  key: ContentTypeKey;
  /** The API collection, e.g. `/news/`. */
  apiBase: string;
  /** The API files collection, e.g. `/news-files/`. */
  filesBase: string;
  feature: FeatureId;
  /** The members' list, the item pages, the staff list and editor (lib/routes). */
  pages: ContentPages;
  extraFields: readonly ExtraField[];
  /** Categories nest (the wiki's tree): a new one may be placed under another. */
  categoryTree?: boolean;
};

export const CONTENT_TYPES: Record<ContentTypeKey, ContentType> = {
  news: {
    key: 'news',
    apiBase: '/news/',
    filesBase: '/news-files/',
    feature: FEATURE.news,
    pages: ROUTES.news,
    extraFields: [{ name: 'author', kind: 'text', maxLength: 200 }],
  },
  wikis: {
    key: 'wikis',
    apiBase: '/wikis/',
    filesBase: '/wiki-files/',
    feature: FEATURE.wiki,
    pages: ROUTES.wiki,
    extraFields: [],
    categoryTree: true,
  },
  services: {
    key: 'services',
    apiBase: '/services/',
    filesBase: '/service-files/',
    feature: FEATURE.services,
    pages: ROUTES.services,
    extraFields: [
      { name: 'contactName', kind: 'text', maxLength: 200 },
      { name: 'contactEmail', kind: 'email' },
      { name: 'contactPhone', kind: 'tel', maxLength: 32 },
      { name: 'websiteUrl', kind: 'url' },
    ],
  },
  events: {
    key: 'events',
    apiBase: '/events/',
    filesBase: '/event-files/',
    feature: FEATURE.events,
    pages: ROUTES.events,
    extraFields: [
      { name: 'startsAt', kind: 'datetime', required: true },
      { name: 'endsAt', kind: 'datetime', required: true },
      { name: 'place', kind: 'text', required: true, maxLength: 200 },
      { name: 'address', kind: 'text', maxLength: 300 },
      { name: 'signUpUrl', kind: 'url' },
    ],
  },
};

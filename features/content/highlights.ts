import { isFeatureAvailable, type FeatureFlag } from '@/lib/rules/features';
import { contentListKey } from './api/content-list';
import { CONTENT_TYPES, type ContentType } from './content-types';

const HIGHLIGHT_COUNT = 3;

/** One list on the home page: a content type, and for events only the upcoming ones. */
export type Highlight = { type: ContentType; scope?: 'upcoming' };

/** The home page's lists the user may see: the latest news and the next events, each with its feature. */
export function highlightsFor(featureFlags: readonly FeatureFlag[], heldLevels: readonly number[]): Highlight[] {
  const highlights: Highlight[] = [{ type: CONTENT_TYPES.news }, { type: CONTENT_TYPES.events, scope: 'upcoming' }];
  return highlights.filter(({ type }) => isFeatureAvailable(featureFlags, type.feature, heldLevels));
}

/** The list's SWR key, the same on the server (fallback) and in the browser: a few items as members of the country see them. */
export function highlightKey({ type, scope }: Highlight, countryId: number): string {
  return contentListKey(type, { page: 1, pageSize: HIGHLIGHT_COUNT, scope, country: [countryId], published: true });
}

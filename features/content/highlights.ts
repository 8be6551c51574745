import { isFeatureAvailable, type FeatureFlag } from '@/lib/rules/features';
import { contentListKey } from './api/content-list';
import { CONTENT_TYPES, type ContentType } from './content-types';

const HIGHLIGHT_COUNT = 3;

/** One list on the home page: a content type that declares a highlight, and its scope. */
export type Highlight = { type: ContentType; scope?: string };

/** The home page's lists the user may see (the latest news, the next events), each with its type's feature. */
export function highlightsFor(featureFlags: readonly FeatureFlag[], heldLevels: readonly number[]): Highlight[] {
  const types: readonly ContentType[] = Object.values(CONTENT_TYPES);
  return types.flatMap((type) =>
    type.highlight && isFeatureAvailable(featureFlags, type.feature, heldLevels)
      ? [{ type, scope: type.highlight.scope }]
      : [],
  );
}

/** The list's SWR key, the same on the server (fallback) and in the browser: a few items as members of the country see them. */
export function highlightKey({ type, scope }: Highlight, countryId: number): string {
  return contentListKey(type, { page: 1, pageSize: HIGHLIGHT_COUNT, scope, country: [countryId], published: true });
}

import type { ContentItem } from '@/lib/contract/content-item';

/** A news article's own field (docs/api.md "The item"): its byline. */
export type NewsFields = { author?: string };

export type NewsItem = ContentItem<NewsFields>;

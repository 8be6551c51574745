import type { SafeHtml } from '@/lib/html/safe-html';
import type { Language } from '@/lib/session/types';

/** Content status (spec §3). */
export const CONTENT_STATUS = { nonApplicable: 0, draft: 1, published: 2, archived: 3 } as const;
export type ContentStatus = (typeof CONTENT_STATUS)[keyof typeof CONTENT_STATUS];
export const CONTENT_STATUSES: readonly ContentStatus[] = [0, 1, 2, 3];

export type FileRef = { id: number; name: string; url: string; size: number; contentType: string };
export type Category = { id: number; name: string; parentId: number | null };
export type Tag = { id: number; name: string };
export type CountryRef = { id: number; name: string; code: string };

/** Another version of an item: the same text in another language (docs/api.md "Translations"). */
export type TranslationRef = { id: number; title: string; status: ContentStatus; publishDate: string; language: Language | null };

/** What every content type shares (docs/api.md "The item"); `body` is absent from lists. */
export type ContentItem = {
  id: number;
  title: string;
  summary: string;
  body?: string;
  status: ContentStatus;
  country: CountryRef;
  language: Language | null;
  publishDate: string;
  createdAt: string;
  updatedAt: string;
  categories: Category[];
  tags: Tag[];
  image: FileRef | null;
  files: FileRef[];
  videoUrl: string | null;
  /** The other versions of this text (members get the published ones only). */
  translations: TranslationRef[];
  // Each type's own fields (docs/api.md): news `author`; services `contactName`, `contactEmail`,
  // `contactPhone`, `websiteUrl`; events `startsAt`, `endsAt`, `place`, `address`, `signUpUrl`.
  author?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  websiteUrl?: string | null;
  startsAt?: string;
  endsAt?: string;
  place?: string;
  address?: string;
  signUpUrl?: string | null;
};

/** An item as pages hold it: its body sanitized, wherever it was fetched (see `readableItem`). */
export type ReadableItem = Omit<ContentItem, 'body'> & { body?: SafeHtml };

export type EventItem = ContentItem & { startsAt: string; endsAt: string; place: string; address: string; signUpUrl: string | null };

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

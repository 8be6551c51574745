import type { Language } from './member';

// The content item both programs exchange (docs/api.md "The item"): one shape for every type, and
// each type's own fields added through `Extra`. Written once here, so it imports nothing but types
// from lib/ and the admin API can import it as it imports lib/rules/.

/** Content status (spec §3). */
export const CONTENT_STATUS = { nonApplicable: 0, draft: 1, published: 2, archived: 3 } as const;
export type ContentStatus = (typeof CONTENT_STATUS)[keyof typeof CONTENT_STATUS];
export const CONTENT_STATUSES: readonly ContentStatus[] = [0, 1, 2, 3];

export type FileRef = { id: number; name: string; url: string; size: number; contentType: string };
/**
 * A type's category. `code` names the portal's translation (content:categories.<type>.<code>), so
 * every language shows the same vocabulary; `name` is what staff typed, shown when there is no code.
 */
export type Category = { id: number; code: string | null; name: string; parentId: number | null };
export type Tag = { id: number; name: string };
export type CountryRef = { id: number; name: string; code: string };

/** Another version of an item: the same text in another language (docs/api.md "Translations"). */
export type TranslationRef = {
  id: number;
  title: string;
  status: ContentStatus;
  publishDate: string;
  language: Language | null;
};

/** A type without fields of its own. */
export type NoOwnFields = Record<never, never>;

/** What every content type shares; `body` is absent from lists. */
export type CommonItem = {
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
};

/**
 * An item of a type whose own fields are `Extra` (each type declares them, e.g. an event's
 * `startsAt`). Own fields are optional: another implementation of the contract may leave them out.
 */
export type ContentItem<Extra extends object = NoOwnFields> = CommonItem & Extra;

/** The kinds of a type's own fields, each with the value it holds in an item. */
export type FieldValues = {
  text: string;
  email: string;
  tel: string;
  url: string | null;
  datetime: string;
  number: number | null;
  boolean: boolean;
  choice: string | null;
  /** The id of an item of another type (a campaign's partner). */
  reference: number | null;
};

export type FieldKind = keyof FieldValues;

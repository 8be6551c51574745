import { CONTENT_API } from '@/lib/contract/content-api';
import { CONTENT_FIELDS, type FieldFact, type FieldFacts } from '@/lib/contract/content-fields';
import type { FieldKind, FieldValues, FileRef, NoOwnFields } from '@/lib/contract/content-item';
import { CONTACT_TYPE } from '@/lib/contract/partners';
import { type ContentPages, ROUTES } from '@/lib/routes';
import { FEATURE, type FeatureId } from '@/lib/rules/features';
import type { ContentFieldsByType } from './type-registry/fields';

export type { ContentFieldsByType };

export type ContentTypeKey = keyof ContentFieldsByType;

/** The own fields of a type the shared code does not know: read by name, through their declaration. */
export type OwnFields = Record<string, unknown>;

/** An option of a `choice` field: its value as the API holds it, and the translation key of its label. */
export type ChoiceOption = { value: string; label: string };

/** What each kind of field may declare besides its name and whether it is required. */
type KindOptions = {
  text: { maxLength?: number };
  email: NoOwnFields;
  tel: { maxLength?: number };
  url: NoOwnFields;
  /** `orElse`: the field whose value this one takes when the answer lacks it (an event's end, its start). */
  datetime: { orElse?: string };
  /** `options`: the field is one of these numbers, chosen from a list (a partner's contact type). */
  number: { min?: number; max?: number; step?: number; options?: readonly NumberOption[] };
  boolean: NoOwnFields;
  choice: { options: readonly ChoiceOption[] };
  /** An item of the type `type`, chosen from a list of them (a campaign's partner). */
  reference: { type: ContentTypeKey };
};

/** An option of a number field with options: its value, and the translation key of its label. */
export type NumberOption = { value: number; label: string };

type FieldOf<Name extends string, Value> = {
  [Kind in FieldKind]: FieldValues[Kind] extends Value
    ? { name: Name; kind: Kind; required?: boolean; private?: boolean } & KindOptions[Kind]
    : never;
}[FieldKind];

/**
 * A field a type adds after the common ones: its kind says how the answer is read, how the editor
 * shows it and what it sends (docs/api.md "Writable fields"). Only kinds whose value the type's
 * field can hold may be declared for it.
 */
export type ContentField<Extra extends object = OwnFields> = {
  [Name in keyof Extra & string]-?: FieldOf<Name, Extra[Name]>;
}[keyof Extra & string];

/**
 * The tabs of a list the API splits by `?scope=` (upcoming and past events): each tab's scope, and
 * its page (lib/routes). Labelled `types.<key>.scopes.<scope>` (the tabs: `.label`) in `content`.
 */
export type ContentScopes = { keys: readonly string[]; page: (scope: string) => string };

/** A few items of the type on the home page (of a scope), with the texts `home.highlights.<key>.*` in `common`. */
export type ContentHighlight = { scope?: string };

/**
 * The content types (ARCHITECTURE "Generic where the spec repeats itself"): each declares its data
 * here (API paths, feature, pages, its own fields from lib/contract/content-fields.ts, scopes), its views in its folder under types/
 * (listed in type-registry/), and the list, detail, admin and editor screens are shared and never name a type.
 * How to add one: docs/adding-a-content-type.md.
 */
export type ContentType<Extra extends object = OwnFields> = {
  key: ContentTypeKey;
  /** The API collection, e.g. `/news/`. */
  apiBase: string;
  /** The API files collection, e.g. `/news-files/`. */
  filesBase: string;
  feature: FeatureId;
  /** The members' list, the item pages, the staff list and editor (lib/routes). */
  pages: ContentPages;
  extraFields: readonly ContentField<Extra>[];
  /** Categories nest (the wiki's tree): a new one may be placed under another. */
  categoryTree?: boolean;
  /** The text field shown as "By …" in an item's line of facts. */
  byline?: keyof Extra & string;
  /** The field that dates an item in place of its publish date: where an item has it, the type's views show when. */
  datedBy?: keyof Extra & string;
  /** Own fields the staff table shows after the language, each sortable (the API orders by them). */
  adminColumns?: readonly (keyof Extra & string)[];
  scopes?: ContentScopes;
  highlight?: ContentHighlight;
  /** The scope the members' list asks for, without tabs (campaigns: the running ones). */
  listScope?: string;
  /** Where an item opens from the list: its own page, or a dialog over the list at `pages.detail` (campaigns). */
  detailOpens?: 'page' | 'dialog';
  /**
   * The field after which an item is over (a campaign's end): a link to an ended one opens the list
   * with a notice (`types.<key>.linkEnded`), as a link to an unknown one does (`.linkNotFound`).
   */
  endedBy?: keyof Extra & string;
  /**
   * An item's page: an article (a cover image, then its summary, the type's extras and its text), or
   * a profile (partners): the page's full width, the image a logo at most at its natural size beside
   * the title, and the text (the partner's presentation) before the extras (its contact form).
   */
  detailLayout?: 'article' | 'profile';
  /** The list shows each item's image as a logo tile (partners) rather than a card with its summary. */
  listLayout?: 'cards' | 'logos';
  /** The list answers the spec's `{data, count}` (handbooks) rather than a page; read into a page alike. */
  listAnswer?: 'data-count';
  /**
   * The parent type whose page shows this type's items (a handbook's chapters and sections): it has
   * no page of its own, only its staff list and editor; its parent is its reference field of that type.
   */
  partOf?: ContentTypeKey;
};

/**
 * A type's reader of what the API adds to its answers from its own tables (a partner's sales reps):
 * read and checked by the type, since the shared reader keeps declared fields only, and applied
 * after them. Listed in api/related-readers.ts, not here: this registry is on every page (the menu,
 * the home page), the readers only where items are read. `read` holds the shared reader's helpers.
 */
export type RelatedReader<Extra extends object = OwnFields> = (
  answer: Readonly<Record<string, unknown>>,
  read: RelatedReaders,
) => Partial<Extra>;

/** The shared reader's helpers a type's `readRelated` may use: a file (a related item's logo), or null. */
export type RelatedReaders = { file: (value: unknown) => FileRef | null };

/** CONTACT_TYPE's values with their labels (`content` namespace). */
const CONTACT_TYPE_OPTIONS: readonly NumberOption[] = [
  { value: CONTACT_TYPE.general, label: 'types.partners.contactType.general' },
  { value: CONTACT_TYPE.mainContract, label: 'types.partners.contactType.mainContract' },
  { value: CONTACT_TYPE.directContact, label: 'types.partners.contactType.directContact' },
];

/** What the portal adds to a field of the contract: its options' labels, where a missing value comes from. */
type FieldExtras = { options?: readonly (NumberOption | ChoiceOption)[]; orElse?: string };

function fieldOf(name: string, fact: FieldFact): Record<string, unknown> {
  const { values: _values, ...rest } = fact as FieldFact & { values?: unknown };
  return { name, ...rest };
}

/**
 * A type's own fields as the contract declares them (lib/contract/content-fields.ts), with what the
 * portal adds to some: a test (contract-fields.test.ts) checks that the options are the contract's values.
 */
function fieldsOf<Key extends ContentTypeKey>(
  key: Key,
  extras: { [Name in keyof ContentFieldsByType[Key]]?: FieldExtras } = {},
): readonly ContentField<ContentFieldsByType[Key]>[] {
  const facts: FieldFacts = CONTENT_FIELDS[key];
  const added = extras as Readonly<Record<string, FieldExtras>>;
  const fields = Object.entries(facts).map(([name, fact]) => ({ ...fieldOf(name, fact), ...added[name] }));
  return fields as unknown as readonly ContentField<ContentFieldsByType[Key]>[];
}

export const CONTENT_TYPES: { [Key in ContentTypeKey]: ContentType<ContentFieldsByType[Key]> } = {
  news: {
    key: 'news',
    apiBase: CONTENT_API.news.items,
    filesBase: CONTENT_API.news.files,
    feature: FEATURE.news,
    pages: ROUTES.news,
    extraFields: fieldsOf('news'),
    byline: 'author',
    highlight: {},
  },
  wikis: {
    key: 'wikis',
    apiBase: CONTENT_API.wikis.items,
    filesBase: CONTENT_API.wikis.files,
    feature: FEATURE.wiki,
    pages: ROUTES.wiki,
    extraFields: fieldsOf('wikis'),
    categoryTree: true,
  },
  services: {
    key: 'services',
    apiBase: CONTENT_API.services.items,
    filesBase: CONTENT_API.services.files,
    feature: FEATURE.services,
    pages: ROUTES.services,
    extraFields: fieldsOf('services'),
  },
  events: {
    key: 'events',
    apiBase: CONTENT_API.events.items,
    filesBase: CONTENT_API.events.files,
    feature: FEATURE.events,
    pages: ROUTES.events,
    extraFields: fieldsOf('events', { endsAt: { orElse: 'startsAt' } }),
    // Events are found by when they happen: they are dated, shown and sorted by their start.
    datedBy: 'startsAt',
    adminColumns: ['startsAt'],
    scopes: { keys: ['upcoming', 'past'], page: ROUTES.events.scope },
    highlight: { scope: 'upcoming' },
  },
  partners: {
    key: 'partners',
    apiBase: CONTENT_API.partners.items,
    filesBase: CONTENT_API.partners.files,
    feature: FEATURE.partners,
    pages: ROUTES.partners,
    extraFields: fieldsOf('partners', { contactType: { options: CONTACT_TYPE_OPTIONS } }),
    detailLayout: 'profile',
    listLayout: 'logos',
  },
  campaigns: {
    key: 'campaigns',
    apiBase: CONTENT_API.campaigns.items,
    filesBase: CONTENT_API.campaigns.files,
    feature: FEATURE.campaigns,
    pages: ROUTES.campaigns,
    extraFields: fieldsOf('campaigns'),
    datedBy: 'startsAt',
    endedBy: 'endsAt',
    adminColumns: ['startsAt', 'endsAt'],
    listScope: 'running',
    detailOpens: 'dialog',
  },
  directads: {
    key: 'directads',
    apiBase: CONTENT_API.directads.items,
    filesBase: CONTENT_API.directads.files,
    feature: FEATURE.directAds,
    pages: ROUTES.directAds,
    extraFields: fieldsOf('directads'),
    byline: 'advertiserName',
    adminColumns: ['expiresAt'],
    listScope: 'current',
  },
  handbooks: {
    key: 'handbooks',
    apiBase: CONTENT_API.handbooks.items,
    filesBase: CONTENT_API.handbooks.files,
    feature: FEATURE.handbooks,
    pages: ROUTES.handbooks,
    extraFields: fieldsOf('handbooks'),
    listAnswer: 'data-count',
  },
  chapters: {
    key: 'chapters',
    apiBase: CONTENT_API.chapters.items,
    filesBase: CONTENT_API.chapters.files,
    feature: FEATURE.handbooks,
    pages: ROUTES.handbooks.chapters,
    extraFields: fieldsOf('chapters'),
    partOf: 'handbooks',
  },
  sections: {
    key: 'sections',
    apiBase: CONTENT_API.sections.items,
    filesBase: CONTENT_API.sections.files,
    feature: FEATURE.handbooks,
    pages: ROUTES.handbooks.sections,
    extraFields: fieldsOf('sections'),
    partOf: 'handbooks',
  },
};

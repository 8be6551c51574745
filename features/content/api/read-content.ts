import {
  fieldsOf,
  idOf,
  isFields,
  listOf,
  malformedAnswer,
  numberOr,
  numberOrNull,
  pageOf,
  requiredListOf,
  textOr,
  textOrNull,
} from '@/lib/api/read-answer';
import type { Page } from '@/lib/api/read-answer';
import {
  CONTENT_STATUSES,
  CONTENT_STATUS,
  type Category,
  type ContentItem,
  type ContentStatus,
  type CountryRef,
  type FieldKind,
  type FieldValues,
  type FileRef,
  type TranslationRef,
} from '@/lib/contract/content-item';
import { countryCodeOf, readLanguage } from '@/lib/session/read-session';
import { readTag } from '@/lib/tags/read-tags';
import type { ContentField, OwnFields, RelatedReader, RelatedReaders } from '../content-types';

// The content answers as they enter the portal (docs/api.md "Content"): what a page can do
// without gets a default, an item without an id or a date cannot be shown and is malformed.

/** A date the portal can format, or nothing: an unreadable date would throw in `Intl`. */
function dateOrNull(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function readCategory(value: unknown): Category {
  const fields = fieldsOf(value, 'category');
  return {
    id: idOf(fields.id, 'category'),
    // Another implementation of the contract may send none: then the name is shown as it is.
    code: typeof fields.code === 'string' && fields.code ? fields.code : null,
    name: textOr(fields.name, ''),
    parentId: numberOrNull(fields.parentId),
  };
}

function readFile(value: unknown): FileRef {
  const fields = fieldsOf(value, 'file');
  const url = textOr(fields.url, '');
  if (!url) throw malformedAnswer('file');
  return {
    id: idOf(fields.id, 'file'),
    name: textOr(fields.name, ''),
    url,
    size: numberOr(fields.size, 0),
    contentType: textOr(fields.contentType, ''),
  };
}

/** A file, or null where the answer has none (or an unreadable one): a cover, a related item's logo. */
export function readFileOrNull(value: unknown): FileRef | null {
  return isFields(value) ? (listOf([value], readFile)[0] ?? null) : null;
}

/** The shared readers a type's `readRelated` may use, passed in so the registry does not load this file. */
const SHARED_READERS: RelatedReaders = { file: readFileOrNull };

/** The item's country; without one it is known by id 0, which no country has. */
function readCountryRef(value: unknown): CountryRef {
  if (!isFields(value)) return { id: 0, name: '', code: '' };
  const name = textOr(value.name, '');
  return { id: idOf(value.id, 'country'), name, code: countryCodeOf(value.code, name) };
}

function readStatus(value: unknown): ContentStatus {
  return CONTENT_STATUSES.find((status) => status === value) ?? CONTENT_STATUS.published;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function readNumber(value: unknown): number | null | undefined {
  return value === null ? null : typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** How each kind of own field is read: its value, or undefined when the answer has none to keep. */
const READ_KIND: { [Kind in FieldKind]: (value: unknown, sent: boolean) => FieldValues[Kind] | undefined } = {
  text: optionalText,
  email: optionalText,
  tel: optionalText,
  url: (value, sent) => (sent ? textOrNull(value) : undefined),
  datetime: (value) => dateOrNull(value) ?? undefined,
  number: readNumber,
  reference: (value) => (value === null ? null : Number.isInteger(value) ? (value as number) : undefined),
  boolean: (value) => (typeof value === 'boolean' ? value : undefined),
  choice: (value) => (value === null || typeof value === 'string' ? value : undefined),
};

function readOwnField(field: ContentField, fields: Record<string, unknown>): unknown {
  const value = READ_KIND[field.kind](fields[field.name], Object.prototype.hasOwnProperty.call(fields, field.name));
  // A choice the type does not offer cannot be shown; it reads as unset.
  if (field.kind === 'choice' && typeof value === 'string' && !field.options.some((option) => option.value === value))
    return null;
  return value;
}

/**
 * The type's own fields, read by the kinds its declaration gives them (docs/api.md "The item"):
 * present only when the answer has a readable value; fields the type does not declare are left out.
 */
function ownFields(declared: readonly ContentField[], fields: Record<string, unknown>): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const field of declared) {
    const value = readOwnField(field, fields);
    if (value !== undefined) own[field.name] = value;
  }
  for (const field of declared) {
    if (field.kind === 'datetime' && field.orElse && own[field.name] === undefined && own[field.orElse] !== undefined)
      own[field.name] = own[field.orElse];
  }
  return own;
}

/** A linked version in another language (our extension, docs/api.md "Translations"); unreadable ones are left out. */
function readTranslation(value: unknown): TranslationRef {
  const fields = fieldsOf(value, 'translation');
  const publishDate = dateOrNull(fields.publishDate);
  if (publishDate === null) throw malformedAnswer('translation');
  const language = isFields(fields.language) ? (listOf([fields.language], readLanguage)[0] ?? null) : null;
  return {
    id: idOf(fields.id, 'translation'),
    title: textOr(fields.title, ''),
    status: readStatus(fields.status),
    publishDate,
    language,
  };
}

/** An item of a type whose own fields are `declared` (the type's `extraFields`), and its related data. */
export function readContentItem<Extra extends object = OwnFields>(
  value: unknown,
  declared: readonly ContentField<Extra>[] | readonly ContentField[],
  readRelated?: RelatedReader,
): ContentItem<Extra> {
  const fields = fieldsOf(value, 'content item');
  const publishDate = dateOrNull(fields.publishDate) ?? dateOrNull(fields.createdAt);
  if (publishDate === null) throw malformedAnswer('content item');
  return {
    id: idOf(fields.id, 'content item'),
    title: textOr(fields.title, ''),
    summary: textOr(fields.summary, ''),
    body: optionalText(fields.body),
    status: readStatus(fields.status),
    country: readCountryRef(fields.country),
    language: isFields(fields.language) ? (listOf([fields.language], readLanguage)[0] ?? null) : null,
    publishDate,
    createdAt: dateOrNull(fields.createdAt) ?? publishDate,
    updatedAt: dateOrNull(fields.updatedAt) ?? publishDate,
    categories: listOf(fields.categories, readCategory),
    tags: listOf(fields.tags, readTag),
    image: readFileOrNull(fields.image),
    files: listOf(fields.files, readFile),
    videoUrl: textOrNull(fields.videoUrl),
    translations: listOf(fields.translations, readTranslation),
    // Read by the declaration of the same type, so they are that type's fields.
    ...(ownFields(declared as readonly ContentField[], fields) as Extra),
    // After the declared fields: what the type reads from its own tables' data cannot be shadowed by them.
    ...((readRelated?.(fields, SHARED_READERS) ?? {}) as Partial<Extra>),
  };
}

export function readContentPage<Extra extends object = OwnFields>(
  value: unknown,
  declared: readonly ContentField<Extra>[] | readonly ContentField[],
  readRelated?: RelatedReader,
): Page<ContentItem<Extra>> {
  return pageOf(value, 'content list', (item) => readContentItem<Extra>(item, declared, readRelated));
}

export function readCategories(value: unknown): Category[] {
  return requiredListOf(value, 'category list', readCategory);
}

export { readTags } from '@/lib/tags/read-tags';

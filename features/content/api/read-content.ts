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
import { countryCodeOf, readLanguage } from '@/lib/session/read-session';
import { CONTENT_STATUSES, CONTENT_STATUS, type Category, type ContentItem, type ContentStatus, type CountryRef, type FileRef, type Page, type Tag, type TranslationRef } from '../types';

// The content answers as they enter the portal (docs/api.md "Content"): what a page can do
// without gets a default, an item without an id or a date cannot be shown and is malformed.

/** A date the portal can format, or nothing: an unreadable date would throw in `Intl`. */
function dateOrNull(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function readCategory(value: unknown): Category {
  const fields = fieldsOf(value, 'category');
  return { id: idOf(fields.id, 'category'), name: textOr(fields.name, ''), parentId: numberOrNull(fields.parentId) };
}

export function readTag(value: unknown): Tag {
  const fields = fieldsOf(value, 'tag');
  return { id: idOf(fields.id, 'tag'), name: textOr(fields.name, '') };
}

function readFile(value: unknown): FileRef {
  const fields = fieldsOf(value, 'file');
  const url = textOr(fields.url, '');
  if (!url) throw malformedAnswer('file');
  return { id: idOf(fields.id, 'file'), name: textOr(fields.name, ''), url, size: numberOr(fields.size, 0), contentType: textOr(fields.contentType, '') };
}

function readFileOrNull(value: unknown): FileRef | null {
  return isFields(value) ? listOf([value], readFile)[0] ?? null : null;
}

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

/** Each type's own fields (docs/api.md): present only when sent. */
function typeFields(fields: Record<string, unknown>): Partial<ContentItem> {
  const own: Partial<ContentItem> = {};
  const texts = ['author', 'contactName', 'contactEmail', 'contactPhone', 'place', 'address'] as const;
  for (const name of texts) if (typeof fields[name] === 'string') own[name] = fields[name];
  if ('websiteUrl' in fields) own.websiteUrl = textOrNull(fields.websiteUrl);
  if ('signUpUrl' in fields) own.signUpUrl = textOrNull(fields.signUpUrl);
  const startsAt = dateOrNull(fields.startsAt);
  if (startsAt) {
    own.startsAt = startsAt;
    own.endsAt = dateOrNull(fields.endsAt) ?? startsAt;
  }
  return own;
}

/** A linked version in another language (our extension, docs/api.md "Translations"); unreadable ones are left out. */
function readTranslation(value: unknown): TranslationRef {
  const fields = fieldsOf(value, 'translation');
  const publishDate = dateOrNull(fields.publishDate);
  if (publishDate === null) throw malformedAnswer('translation');
  const language = isFields(fields.language) ? (listOf([fields.language], readLanguage)[0] ?? null) : null;
  return { id: idOf(fields.id, 'translation'), title: textOr(fields.title, ''), status: readStatus(fields.status), publishDate, language };
}

export function readContentItem(value: unknown): ContentItem {
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
    language: isFields(fields.language) ? listOf([fields.language], readLanguage)[0] ?? null : null,
    publishDate,
    createdAt: dateOrNull(fields.createdAt) ?? publishDate,
    updatedAt: dateOrNull(fields.updatedAt) ?? publishDate,
    categories: listOf(fields.categories, readCategory),
    tags: listOf(fields.tags, readTag),
    image: readFileOrNull(fields.image),
    files: listOf(fields.files, readFile),
    videoUrl: textOrNull(fields.videoUrl),
    translations: listOf(fields.translations, readTranslation),
    ...typeFields(fields),
  };
}

export function readContentPage(value: unknown): Page<ContentItem> {
  return pageOf(value, 'content list', readContentItem);
}

export function readCategories(value: unknown): Category[] {
  return requiredListOf(value, 'category list', readCategory);
}

export function readTags(value: unknown): Tag[] {
  return requiredListOf(value, 'tag list', readTag);
}

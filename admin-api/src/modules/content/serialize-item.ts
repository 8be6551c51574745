// An item row as the API answers it (lib/contract/content-item): the common fields, the type's
// own ones by name, its files' URLs; and what a member may see of it.
import { apiPath } from '../../contract/api-prefix';
import {
  type Category,
  type CommonItem,
  type ContentStatus,
  type FileRef,
  type TranslationRef,
} from '../../contract/content-item';
import { isoUtc } from '../../http/dates';
import { type ContentType } from './content-type';
import { fieldDefault } from './input';
import { isPublishedAt } from './published';

export type FileJson = { id: number; name: string; size: number; contentType: string };
type Ref = { id: number; name: string };

export type ItemRow = {
  id: number;
  title: string;
  summary: string;
  body?: string;
  status: ContentStatus;
  publish_date: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  video_url: string | null;
  extra: Record<string, unknown> | null;
  country_id: number;
  image_id: number | null;
  parent_id: number | null;
  position: number;
  country: { id: number; name: string; code: string };
  language: { id: number; code: string; name: string } | null;
  categories: Category[];
  tags: Ref[];
  image: FileJson | null;
  files: FileJson[];
  translations: (Omit<TranslationRef, 'publishDate'> & { publishDate: Date | string })[];
  total?: number;
};

/** An item as the API answers it (lib/contract/content-item): the common fields and the type's own, by name. */
export type Item = CommonItem & { [own: string]: unknown };

/** What access checks need besides the serialized item. */
export type LoadedItem = {
  item: Item;
  countryId: number;
  status: number;
  publishDate: Date;
  imageId: number | null;
  extra: Record<string, unknown>;
  /** The type's `startField` (null: none, or unset): members do not see the item before it. */
  startsAt: Date | null;
};

export function fileUrl(type: Pick<ContentType, 'filesPath'>, id: number): string {
  return apiPath(`/${type.filesPath}/${id}/`);
}

export function serializeFile(type: Pick<ContentType, 'filesPath'>, file: FileJson): FileRef {
  return { id: file.id, name: file.name, url: fileUrl(type, file.id), size: file.size, contentType: file.contentType };
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function toLoaded(type: ContentType, row: ItemRow): LoadedItem {
  const extra = row.extra ?? {};
  const item: Item = {
    id: row.id,
    title: row.title,
    summary: row.summary,
    ...(row.body !== undefined ? { body: row.body } : {}),
    status: row.status,
    country: row.country,
    language: row.language,
    publishDate: isoUtc(asDate(row.publish_date)),
    createdAt: isoUtc(asDate(row.created_at)),
    updatedAt: isoUtc(asDate(row.updated_at)),
    categories: row.categories,
    tags: row.tags,
    image: row.image ? serializeFile(type, row.image) : null,
    files: row.files.map((file) => serializeFile(type, file)),
    videoUrl: row.video_url,
    translations: row.translations.map((other) => ({ ...other, publishDate: isoUtc(asDate(other.publishDate)) })),
  };
  for (const [name, spec] of Object.entries(type.fields)) {
    item[name] = extra[name] ?? fieldDefault(spec);
  }
  if (type.parent) {
    item[type.parent.field] = row.parent_id;
    item.position = row.position;
  }
  return {
    item,
    countryId: row.country_id,
    status: row.status,
    publishDate: asDate(row.publish_date),
    imageId: row.image_id,
    extra,
    startsAt: startOf(type, extra),
  };
}

function startOf(type: ContentType, extra: Record<string, unknown>): Date | null {
  const value = type.startField ? extra[type.startField] : undefined;
  return typeof value === 'string' ? new Date(value) : null;
}

/** The item as a non-staff user may see it: without the type's private fields. */
export function withoutPrivate(type: ContentType, item: Item): Item {
  const hidden = Object.entries(type.fields).filter(([, spec]) => spec.private);
  if (hidden.length === 0) return item;
  const visible = { ...item };
  for (const [name] of hidden) delete visible[name];
  return visible;
}

/** The translations a member may follow: published ones whose publish date has come. */
export function visibleTranslations(item: Item, now: Date): Item {
  const translations = item.translations.filter((other) => isPublishedAt(other, now));
  return translations.length === item.translations.length ? item : { ...item, translations };
}

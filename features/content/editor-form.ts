import type {
  Category,
  ContentItem,
  ContentStatus,
  CountryRef,
  FileRef,
  Tag,
  TranslationRef,
} from '@/lib/contract/content-item';
import type { Language } from '@/lib/session/types';
import { fromZonedInput, toZonedInput } from '@/lib/time/zoned-input';
import { ownValue } from './own-fields';
import type { ContentInput } from './api/save-content-item';
import type { ContentField, ContentType, OwnFields } from './content-types';

/** The editor's fields as the inputs hold them: text, and ids for relations. */
export type EditorForm = {
  title: string;
  summary: string;
  body: string;
  status: string;
  country: string;
  language: string;
  /** `datetime-local`, on the item's country's wall clock. */
  publishDate: string;
  categories: number[];
  tags: number[];
  image: FileRef | null;
  files: FileRef[];
  videoUrl: string;
  /** The items linked as other versions of this text. */
  translations: TranslationRef[];
  /** The type's own fields: text as typed (datetime on the same wall clock, a number as typed), a boolean as checked. */
  extra: Record<string, ExtraValue>;
};

/** An own field as its input holds it: a checkbox's state, or any other input's text. */
export type ExtraValue = string | boolean;

/** An own field's value in its input, from the item's (or `undefined` for a new item). */
function toExtraValue(field: ContentField, value: unknown, timeZone: string): ExtraValue {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'number':
    case 'reference':
      return typeof value === 'number' ? String(value) : '';
    case 'datetime':
      return typeof value === 'string' ? toZonedInput(value, timeZone) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** What the API takes for an own field (docs/api.md "Writable fields"): empty optional ones become null or "". */
function fromExtraValue(field: ContentField, value: ExtraValue | undefined, timeZone: string): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field.kind) {
    case 'datetime':
      return fromZonedInput(text, timeZone);
    case 'url':
    case 'choice':
      return text || null;
    case 'number':
    case 'reference':
      return text === '' || !Number.isFinite(Number(text)) ? null : Number(text);
    default:
      return text;
  }
}

/**
 * A new item's form: a draft of the staff user's country, published now, on their wall clock; a
 * reference field named in `presets` (the address's `?handbook=3` of "Add a chapter") starts chosen.
 */
export function emptyForm(
  type: ContentType,
  countryId: number,
  now: string,
  timeZone: string,
  presets: Readonly<Record<string, unknown>> = {},
): EditorForm {
  return {
    title: '',
    summary: '',
    body: '',
    status: '1',
    country: String(countryId),
    language: '',
    publishDate: toZonedInput(now, timeZone),
    categories: [],
    tags: [],
    image: null,
    files: [],
    videoUrl: '',
    translations: [],
    extra: Object.fromEntries(
      type.extraFields.map((field) => [
        field.name,
        toExtraValue(field, presetOf(field, presets[field.name]), timeZone),
      ]),
    ),
  };
}

/** A reference preset from the address: an id, else nothing. */
function presetOf(field: ContentField, raw: unknown): number | undefined {
  return field.kind === 'reference' && typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

export function itemToForm(type: ContentType, item: ContentItem<OwnFields>, timeZone: string): EditorForm {
  return {
    title: item.title,
    summary: item.summary,
    body: item.body ?? '',
    status: String(item.status),
    country: String(item.country.id),
    language: item.language ? String(item.language.id) : '',
    publishDate: toZonedInput(item.publishDate, timeZone),
    categories: item.categories.map((category) => category.id),
    tags: item.tags.map((tag) => tag.id),
    image: item.image,
    files: item.files,
    videoUrl: item.videoUrl ?? '',
    translations: item.translations ?? [],
    extra: Object.fromEntries(
      type.extraFields.map((field) => [field.name, toExtraValue(field, ownValue(item, field.name), timeZone)]),
    ),
  };
}

/** What the API takes (docs/api.md "Writable fields"); empty optional fields become null or "". */
export function formToInput(type: ContentType, form: EditorForm, timeZone: string): ContentInput {
  const extra = Object.fromEntries(
    type.extraFields.map((field) => [field.name, fromExtraValue(field, form.extra[field.name], timeZone)]),
  );
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    body: form.body,
    status: Number(form.status),
    country: Number(form.country),
    language: form.language ? Number(form.language) : null,
    publishDate: fromZonedInput(form.publishDate, timeZone) ?? '',
    categories: form.categories,
    tags: form.tags,
    image: form.image?.id ?? null,
    files: form.files.map((file) => file.id),
    videoUrl: form.videoUrl.trim() || null,
    translations: form.translations.map((other) => other.id),
    ...extra,
  };
}

/** Fields a save needs before it is sent; each with the problem the form shows beside it. */
export function missingFields(type: ContentType, form: EditorForm): Record<string, 'required'> {
  const missing: Record<string, 'required'> = {};
  if (!form.title.trim()) missing.title = 'required';
  if (form.status === '') missing.status = 'required';
  if (form.country === '') missing.country = 'required';
  if (!form.publishDate) missing.publishDate = 'required';
  for (const field of type.extraFields) {
    const value = form.extra[field.name];
    // A checkbox is always answered; any other field is missing while its input is blank.
    if (field.required && typeof value !== 'boolean' && !value?.trim()) missing[field.name] = 'required';
  }
  return missing;
}

/** What the preview needs besides the form: the item as saved (if it was) and the pickers' choices. */
export type PreviewContext = {
  saved: ContentItem | null;
  countries: readonly (CountryRef & { languages: Language[] })[];
  categories: readonly Category[];
  tags: readonly Tag[];
  timeZone: string;
};

/** The item as it would read once saved, for the editor's preview. */
export function formToPreviewItem(type: ContentType, form: EditorForm, context: PreviewContext): ContentItem {
  const input = formToInput(type, form, context.timeZone);
  const country = context.countries.find((option) => option.id === input.country);
  const now = new Date().toISOString();
  // Unset text and dates read as "" in the preview, as the API sends them; numbers and choices as null.
  const extra = Object.fromEntries(
    type.extraFields.map((field) => [
      field.name,
      input[field.name] ?? (field.kind === 'number' || field.kind === 'choice' ? null : ''),
    ]),
  );
  return {
    id: context.saved?.id ?? 0,
    createdAt: context.saved?.createdAt ?? now,
    updatedAt: context.saved?.updatedAt ?? now,
    ...extra,
    title: input.title,
    summary: input.summary,
    body: input.body,
    status: input.status as ContentStatus,
    country: country
      ? { id: country.id, name: country.name, code: country.code }
      : (context.saved?.country ?? { id: input.country, name: '', code: '' }),
    language: country?.languages.find((language) => language.id === input.language) ?? null,
    publishDate: input.publishDate || now,
    categories: context.categories.filter((category) => form.categories.includes(category.id)),
    tags: context.tags.filter((tag) => form.tags.includes(tag.id)),
    image: form.image,
    files: form.files,
    videoUrl: input.videoUrl,
    translations: form.translations,
  };
}

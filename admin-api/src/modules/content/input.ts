// The writable fields of an item: the common ones and the type's own, as zod schemas that speak
// DRF's messages (src/http/validation.ts). Create requires `title` and the type's required fields;
// PATCH takes any subset.
import { z } from 'zod';
import { CONTENT_STATUSES } from '../../contract/content-item';
import { isoUtc } from '../../http/dates';
import { numberChoice, primaryKey } from '../../http/fields';
import { type ContentType, type FieldSpec } from './content-type';
import { sanitizeRichText } from './sanitize';

export const MAX_BODY = 200_000;

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

export function isVideoUrl(value: string): boolean {
  const url = httpUrl(value);
  return url !== null && VIDEO_HOSTS.has(url.hostname.toLowerCase());
}

/** `""` and null both mean "none". */
const optionalUrl = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || check(value), { message });

const datetime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const ids = z.array(primaryKey).max(100);

/** DRF's FloatField message for anything but a number (null, absence and the bounds keep theirs). */
const decimal = z.number({
  error: (issue) =>
    issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null
      ? 'A valid number is required.'
      : undefined,
});

/** A DRF ChoiceField over strings: `"x" is not a valid choice.` for anything else. */
function stringChoice(options: readonly string[]) {
  return z.custom<string>((value) => typeof value === 'string' && options.includes(value), {
    error: (issue) => {
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      return `"${String(issue.input)}" is not a valid choice.`;
    },
  });
}

function numberSchema(spec: Extract<FieldSpec, { kind: 'number' }>): z.ZodType {
  let schema = spec.decimal ? decimal : z.number().int();
  if (spec.min !== undefined) schema = schema.min(spec.min);
  if (spec.max !== undefined) schema = schema.max(spec.max);
  return schema;
}

function fieldSchema(spec: FieldSpec, creating: boolean): z.ZodType {
  let schema: z.ZodType;
  switch (spec.kind) {
    case 'text':
    case 'tel':
      schema = spec.required ? z.string().trim().min(1).max(spec.max) : z.string().trim().max(spec.max);
      break;
    case 'email':
      // Required: as text, absent "This field is required.", empty "This field may not be blank.".
      schema = z
        .string()
        .trim()
        .min(spec.required ? 1 : 0)
        .max(254)
        .refine((value) => value === '' || z.email().safeParse(value).success, {
          message: 'Enter a valid email address.',
        });
      break;
    case 'url':
      schema = spec.required
        ? z
            .string()
            .trim()
            .min(1)
            .max(2048)
            .refine((value) => value === '' || httpUrl(value) !== null, { message: 'Enter a valid URL.' })
        : optionalUrl((value) => httpUrl(value) !== null, 'Enter a valid URL.');
      break;
    case 'datetime':
      schema = z.iso.datetime({ offset: true }).transform((value) => isoUtc(new Date(value)));
      if (!spec.required) schema = schema.nullable();
      break;
    case 'number':
      schema = numberSchema(spec);
      if (!spec.required) schema = schema.nullable();
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'choice':
      schema = stringChoice(spec.options);
      if (!spec.required) schema = schema.nullable();
      break;
    case 'reference':
      // Whether the item exists is checked with the other references (check-references.ts).
      schema = spec.required ? primaryKey : primaryKey.nullable();
      break;
  }
  const required = creating && 'required' in spec && spec.required === true;
  return required ? schema : schema.optional();
}

/** The value of a field that was never set (or was set to null). */
export function fieldDefault(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
    case 'tel':
    case 'email':
      return '';
    case 'boolean':
      return spec.default ?? false;
    case 'number':
    case 'choice':
      return spec.default ?? null;
    default:
      return null;
  }
}

/** A child's position among its siblings (DRF PositiveIntegerField's range). */
const position = z.number().int().min(0).max(2_147_483_647);

/** The schemas of a child type's parent field and position. */
function parentSchemas(type: ContentType, creating: boolean): Record<string, z.ZodType> {
  if (!type.parent) return {};
  const { field, required } = type.parent;
  const parent = required ? (creating ? primaryKey : primaryKey.optional()) : primaryKey.nullable().optional();
  return { [field]: parent, position: position.optional() };
}

export type ItemInput = {
  title?: string;
  summary?: string;
  body?: string;
  status?: number;
  country?: number;
  language?: number | null;
  publishDate?: Date;
  categories?: number[];
  tags?: number[];
  image?: number | null;
  files?: number[];
  videoUrl?: string | null;
  /** The other versions of this text: the item's translation group becomes exactly these and itself. */
  translations?: number[];
  /** A child type's parent item (its parent field) and place among its siblings. */
  parent?: number | null;
  position?: number;
  /** The type's own fields that were sent. */
  extra: Record<string, unknown>;
};

const schemas = new Map<string, z.ZodObject>();

/** The schema of a create (`creating`) or a PATCH body of `type`. */
export function itemSchema(type: ContentType, creating: boolean): z.ZodObject {
  const cacheKey = `${type.key}:${creating}`;
  const cached = schemas.get(cacheKey);
  if (cached) return cached;
  const common = {
    title: creating ? z.string().trim().min(1).max(255) : z.string().trim().min(1).max(255).optional(),
    summary: z.string().trim().max(500).optional(),
    body: z.string().max(MAX_BODY).transform(sanitizeRichText).optional(),
    status: numberChoice(CONTENT_STATUSES).optional(),
    country: primaryKey.optional(),
    language: primaryKey.nullable().optional(),
    publishDate: datetime.optional(),
    categories: ids.optional(),
    tags: ids.optional(),
    image: primaryKey.nullable().optional(),
    files: ids.optional(),
    videoUrl: optionalUrl(isVideoUrl, 'Enter a YouTube or Vimeo link.').optional(),
    translations: z.array(primaryKey).max(20).optional(),
  };
  const own = Object.fromEntries(
    Object.entries(type.fields).map(([name, spec]) => [name, fieldSchema(spec, creating)]),
  );
  const schema = z.object({ ...common, ...own, ...parentSchemas(type, creating) });
  schemas.set(cacheKey, schema);
  return schema;
}

/** Splits a parsed body into the common fields and the type's own. */
export function toItemInput(type: ContentType, parsed: Record<string, unknown>): ItemInput {
  const extra: Record<string, unknown> = {};
  for (const name of Object.keys(type.fields)) {
    if (parsed[name] !== undefined) extra[name] = parsed[name];
  }
  const pick = <K extends keyof ItemInput>(key: K) => parsed[key] as ItemInput[K];
  return {
    title: pick('title'),
    summary: pick('summary'),
    body: pick('body'),
    status: pick('status'),
    country: pick('country'),
    language: pick('language'),
    publishDate: pick('publishDate'),
    categories: pick('categories'),
    tags: pick('tags'),
    image: pick('image'),
    files: pick('files'),
    videoUrl: pick('videoUrl'),
    translations: pick('translations'),
    ...(type.parent
      ? { parent: parsed[type.parent.field] as number | null | undefined, position: pick('position') }
      : {}),
    extra,
  };
}

/** The cross-field rules of a type (e.g. an event's end not before its start) on the merged values. */
export function orderedErrors(type: ContentType, extra: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { first, last, message } of type.ordered ?? []) {
    const start = extra[first];
    const end = extra[last];
    if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) < Date.parse(start)) {
      errors[last] = [message];
    }
  }
  return errors;
}

// Checking a write before it is made: every id the input names must exist (and be of the right
// type), and the type's cross-field rules must hold; all errors are answered in one 400.
import { and, eq, inArray } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { contentCategories, contentFiles, contentItems } from '../../db/schema/content';
import { countries, countryLanguages, languages } from '../../db/schema/locale';
import { type FieldErrors, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { parentCountry } from './children';
import { type ContentType } from './content-type';
import { addError, unique } from './field-errors';
import { IMAGE_TYPES, ITEM_FILE_ROLES } from './file-types';
import { type ItemInput, orderedErrors } from './input';
import { unknownTagIds } from './taxonomy';
import { checkTranslations } from './translations';

/** An item as stored. */
export type Existing = typeof contentItems.$inferSelect;

/** The language ids a country uses. */
async function countryLanguageIds(db: DbExecutor, countryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: countryLanguages.languageId })
    .from(countryLanguages)
    .where(eq(countryLanguages.countryId, countryId));
  return rows.map((row) => row.id);
}

/** An item of `type` with this id exists. */
async function itemExists(db: DbExecutor, type: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type)));
  return row !== undefined;
}

/** 400 on the parent field unless `parentId` is an item of the type's parent type. */
export async function requireKnownParent(db: DbExecutor, type: ContentType, parentId: number): Promise<void> {
  if (!type.parent || !(await itemExists(db, type.parent.type, parentId)))
    throw validationError({ [type.parent?.field ?? 'parent']: [invalidPkMessage(parentId)] });
}

/** The type's reference fields and its parent field name items of the right type. */
async function checkItemReferences(
  db: DbExecutor,
  type: ContentType,
  input: ItemInput,
  existing: Existing | null,
  errors: FieldErrors,
): Promise<void> {
  for (const [name, spec] of Object.entries(type.fields)) {
    const id = input.extra[name];
    if (spec.kind !== 'reference' || typeof id !== 'number') continue;
    if (!(await itemExists(db, spec.type, id))) addError(errors, name, invalidPkMessage(id));
  }
  if (type.parent && typeof input.parent === 'number') {
    const { field } = type.parent;
    // Parent and child types differ (checkRegistry), so an item is never its own parent.
    if (input.parent === existing?.id || !(await itemExists(db, type.parent.type, input.parent))) {
      addError(errors, field, invalidPkMessage(input.parent));
    }
  }
}

/**
 * Checks every id the input names (country, language, categories, tags, image, files, reference
 * fields, the parent) and the
 * type's cross-field rules against the merged values; throws one 400 with these errors and the
 * format errors of the fields that did not parse (`formatErrors`), so everything is said at once.
 */
export async function checkReferences(
  db: DbExecutor,
  type: ContentType,
  input: ItemInput,
  existing: Existing | null,
  defaultCountryId: number,
  formatErrors: FieldErrors,
): Promise<{ countryId: number; extra: Record<string, unknown> }> {
  const errors: FieldErrors = { ...formatErrors };
  // A child lives in its parent's country (children.ts): a chapter is where its handbook is.
  const parentId = type.parent ? (input.parent !== undefined ? input.parent : (existing?.parentId ?? null)) : null;
  const inherited = parentId !== null ? await parentCountry(db, type, parentId) : null;
  const countryId = inherited ?? input.country ?? existing?.countryId ?? defaultCountryId;

  if (input.country !== undefined) {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country));
    if (!row) addError(errors, 'country', invalidPkMessage(input.country));
  }
  const languageId = input.language !== undefined ? input.language : (existing?.languageId ?? null);
  if (input.language !== undefined && input.language !== null) {
    const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, input.language));
    if (!row) addError(errors, 'language', invalidPkMessage(input.language));
  }
  if (languageId !== null && !errors.language && !errors.country) {
    if (!(await countryLanguageIds(db, countryId)).includes(languageId)) {
      addError(errors, 'language', "This language is not used in the item's country.");
    }
  }

  if (input.categories?.length) {
    const wanted = unique(input.categories);
    const found = await db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(and(eq(contentCategories.type, type.key), inArray(contentCategories.id, wanted)));
    const ids = new Set(found.map((row) => row.id));
    for (const id of wanted) if (!ids.has(id)) addError(errors, 'categories', invalidPkMessage(id));
  }
  for (const id of await unknownTagIds(db, input.tags ?? [])) addError(errors, 'tags', invalidPkMessage(id));

  const fileIds = unique([...(input.files ?? []), ...(typeof input.image === 'number' ? [input.image] : [])]);
  if (fileIds.length > 0) {
    const found = await db
      .select({
        id: contentFiles.id,
        type: contentFiles.type,
        itemId: contentFiles.itemId,
        contentType: contentFiles.contentType,
        role: contentFiles.role,
      })
      .from(contentFiles)
      .where(inArray(contentFiles.id, fileIds));
    // A file of a role of its own (a partner's contract) cannot be named here: it stays what it is.
    const named = found.filter((file) => file.type === type.key && ITEM_FILE_ROLES.has(file.role));
    const byId = new Map(named.map((file) => [file.id, file]));
    const check = (field: string, id: number) => {
      const file = byId.get(id);
      if (!file) return addError(errors, field, invalidPkMessage(id));
      if (file.itemId !== null && file.itemId !== existing?.id)
        addError(errors, field, `File ${id} belongs to another item.`);
      if (field === 'image' && !IMAGE_TYPES.has(file.contentType)) {
        addError(errors, field, 'The cover image must be a JPEG, PNG, GIF or WebP image.');
      }
    };
    if (typeof input.image === 'number') check('image', input.image);
    for (const id of unique(input.files ?? [])) check('files', id);
    const imageId = input.image !== undefined ? input.image : (existing?.imageId ?? null);
    if (imageId !== null && input.files?.includes(imageId))
      addError(errors, 'files', `File ${imageId} is the cover image.`);
  }

  await checkItemReferences(db, type, input, existing, errors);

  await checkTranslations(
    db,
    type,
    {
      itemId: existing?.id ?? null,
      countryId,
      languageId,
      groupId: existing?.translationGroupId ?? null,
      wanted: input.translations,
    },
    errors,
  );

  const extra = { ...((existing?.extra as Record<string, unknown> | undefined) ?? {}), ...input.extra };
  for (const [field, messages] of Object.entries(orderedErrors(type, extra))) {
    // Only when both dates are valid (an unparsable one has its own error already).
    const involved = (type.ordered ?? []).find((rule) => rule.last === field);
    if (involved && (errors[involved.first] || errors[involved.last])) continue;
    for (const message of messages) addError(errors, field, message);
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { countryId, extra };
}

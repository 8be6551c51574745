// Writing items (staff only; the routes check that): create, update, delete and copy to other
// countries, with the references checked first so every field error is answered at once.
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { type FastifyBaseLogger } from 'fastify';
import { type Db } from '../../db/client';
import {
  contentCategories,
  contentFiles,
  contentItemCategories,
  contentItems,
  contentItemTags,
  contentTags,
} from '../../db/schema/content';
import { countries, countryLanguages, languages } from '../../db/schema/locale';
import { type FieldErrors, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { type FileStorage } from '../../storage/storage';
import { IMAGE_TYPES } from './file-types';
import { type ItemInput, orderedErrors, STATUS } from './input';
import { type ContentType } from './registry';
import { inlineFileIds, rewriteFileUrls } from './sanitize';
import { checkTranslations, dropLoneGroups, linkTranslations } from './translations';

export type WriteDeps = { db: Db; storage: FileStorage; now: () => Date; log: FastifyBaseLogger };

type Existing = typeof contentItems.$inferSelect;

const unique = (values: readonly number[]) => [...new Set(values)];

function add(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field];
  if (Array.isArray(list)) {
    if (!list.includes(message)) list.push(message);
  } else errors[field] = [message];
}

/** The language ids a country uses. */
async function countryLanguageIds(db: Db, countryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: countryLanguages.languageId })
    .from(countryLanguages)
    .where(eq(countryLanguages.countryId, countryId));
  return rows.map((row) => row.id);
}

/**
 * Checks every id the input names (country, language, categories, tags, image, files) and the
 * type's cross-field rules against the merged values; throws one 400 with these errors and the
 * format errors of the fields that did not parse (`formatErrors`), so everything is said at once.
 */
async function checkReferences(
  deps: WriteDeps,
  type: ContentType,
  input: ItemInput,
  existing: Existing | null,
  defaultCountryId: number,
  formatErrors: FieldErrors,
): Promise<{ countryId: number; extra: Record<string, unknown> }> {
  const { db } = deps;
  const errors: FieldErrors = { ...formatErrors };
  const countryId = input.country ?? existing?.countryId ?? defaultCountryId;

  if (input.country !== undefined) {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country));
    if (!row) add(errors, 'country', invalidPkMessage(input.country));
  }
  const languageId = input.language !== undefined ? input.language : (existing?.languageId ?? null);
  if (input.language !== undefined && input.language !== null) {
    const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, input.language));
    if (!row) add(errors, 'language', invalidPkMessage(input.language));
  }
  if (languageId !== null && !errors.language && !errors.country) {
    if (!(await countryLanguageIds(db, countryId)).includes(languageId)) {
      add(errors, 'language', "This language is not used in the item's country.");
    }
  }

  if (input.categories?.length) {
    const wanted = unique(input.categories);
    const found = await db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(and(eq(contentCategories.type, type.key), inArray(contentCategories.id, wanted)));
    const ids = new Set(found.map((row) => row.id));
    for (const id of wanted) if (!ids.has(id)) add(errors, 'categories', invalidPkMessage(id));
  }
  if (input.tags?.length) {
    const wanted = unique(input.tags);
    const found = await db.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, wanted));
    const ids = new Set(found.map((row) => row.id));
    for (const id of wanted) if (!ids.has(id)) add(errors, 'tags', invalidPkMessage(id));
  }

  const fileIds = unique([...(input.files ?? []), ...(typeof input.image === 'number' ? [input.image] : [])]);
  if (fileIds.length > 0) {
    const found = await db
      .select({ id: contentFiles.id, type: contentFiles.type, itemId: contentFiles.itemId, contentType: contentFiles.contentType })
      .from(contentFiles)
      .where(inArray(contentFiles.id, fileIds));
    const byId = new Map(found.filter((file) => file.type === type.key).map((file) => [file.id, file]));
    const check = (field: string, id: number) => {
      const file = byId.get(id);
      if (!file) return add(errors, field, invalidPkMessage(id));
      if (file.itemId !== null && file.itemId !== existing?.id) add(errors, field, `File ${id} belongs to another item.`);
      if (field === 'image' && !IMAGE_TYPES.has(file.contentType)) {
        add(errors, field, 'The cover image must be a JPEG, PNG, GIF or WebP image.');
      }
    };
    if (typeof input.image === 'number') check('image', input.image);
    for (const id of unique(input.files ?? [])) check('files', id);
    const imageId = input.image !== undefined ? input.image : (existing?.imageId ?? null);
    if (imageId !== null && input.files?.includes(imageId)) add(errors, 'files', `File ${imageId} is the cover image.`);
  }

  await checkTranslations(
    db,
    type,
    { itemId: existing?.id ?? null, countryId, languageId, groupId: existing?.translationGroupId ?? null, wanted: input.translations },
    errors,
  );

  const extra = { ...((existing?.extra as Record<string, unknown> | undefined) ?? {}), ...input.extra };
  for (const [field, messages] of Object.entries(orderedErrors(type, extra))) {
    // Only when both dates are valid (an unparsable one has its own error already).
    const involved = (type.ordered ?? []).find((rule) => rule.last === field);
    if (involved && (errors[involved.first] || errors[involved.last])) continue;
    for (const message of messages) add(errors, field, message);
  }

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { countryId, extra };
}

/** Deletes stored content no file row refers to any more (copies share content). */
export async function deleteUnusedBlobs(deps: WriteDeps, keys: readonly string[]): Promise<void> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return;
  const used = await deps.db
    .selectDistinct({ key: contentFiles.storageKey })
    .from(contentFiles)
    .where(inArray(contentFiles.storageKey, wanted));
  const stillUsed = new Set(used.map((row) => row.key));
  for (const key of wanted) {
    if (stillUsed.has(key)) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.error({ err: error, key }, 'could not delete stored file');
    }
  }
}

/** Deletes file rows and returns their storage keys (to delete after the transaction). */
async function deleteFileRows(db: Db, where: ReturnType<typeof and>): Promise<string[]> {
  const deleted = await db.delete(contentFiles).where(where).returning({ key: contentFiles.storageKey });
  return deleted.map((row) => row.key);
}

async function setLinks(db: Db, itemId: number, categories?: number[], tags?: number[]): Promise<void> {
  if (categories !== undefined) {
    await db.delete(contentItemCategories).where(eq(contentItemCategories.itemId, itemId));
    const values = unique(categories).map((categoryId) => ({ itemId, categoryId }));
    if (values.length > 0) await db.insert(contentItemCategories).values(values);
  }
  if (tags !== undefined) {
    await db.delete(contentItemTags).where(eq(contentItemTags.itemId, itemId));
    const values = unique(tags).map((tagId) => ({ itemId, tagId }));
    if (values.length > 0) await db.insert(contentItemTags).values(values);
  }
}

/**
 * Attaches the files the input names (cover, attachments, images used in the body) and deletes
 * the ones it dropped. Returns the storage keys of deleted rows.
 */
async function syncFiles(db: Db, type: ContentType, itemId: number, input: ItemInput, oldImageId: number | null): Promise<string[]> {
  const removed: string[] = [];
  const ofItem = eq(contentFiles.itemId, itemId);
  if (input.image !== undefined) {
    if (oldImageId !== null && oldImageId !== input.image) {
      removed.push(...(await deleteFileRows(db, and(eq(contentFiles.id, oldImageId), ofItem))));
    }
    if (input.image !== null) {
      await db.update(contentFiles).set({ itemId, role: 'image' }).where(eq(contentFiles.id, input.image));
    }
  }
  if (input.files !== undefined) {
    const keep = unique(input.files);
    if (keep.length > 0) {
      await db.update(contentFiles).set({ itemId, role: 'attachment' }).where(inArray(contentFiles.id, keep));
    }
    const dropped = and(ofItem, eq(contentFiles.role, 'attachment'), keep.length > 0 ? notInArray(contentFiles.id, keep) : undefined);
    removed.push(...(await deleteFileRows(db, dropped)));
  }
  if (input.body !== undefined) {
    const used = inlineFileIds(input.body, type.filesPath);
    if (used.length > 0) {
      // Only files of this type that are not attached elsewhere (the body may name anything).
      await db
        .update(contentFiles)
        .set({ itemId, role: 'inline' })
        .where(and(inArray(contentFiles.id, used), eq(contentFiles.type, type.key), isNull(contentFiles.itemId)));
    }
    const stale = and(ofItem, eq(contentFiles.role, 'inline'), used.length > 0 ? notInArray(contentFiles.id, used) : undefined);
    removed.push(...(await deleteFileRows(db, stale)));
  }
  return removed;
}

export async function createItem(
  deps: WriteDeps,
  type: ContentType,
  input: ItemInput,
  defaultCountryId: number,
  formatErrors: FieldErrors = {},
): Promise<number> {
  const { countryId, extra } = await checkReferences(deps, type, input, null, defaultCountryId, formatErrors);
  const now = deps.now();
  const removed: string[] = [];
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({
        type: type.key,
        title: input.title ?? '',
        summary: input.summary ?? '',
        body: input.body ?? '',
        status: input.status ?? STATUS.draft,
        countryId,
        languageId: input.language ?? null,
        publishDate: input.publishDate ?? now,
        createdAt: now,
        updatedAt: now,
        videoUrl: input.videoUrl ?? null,
        extra,
      })
      .returning({ id: contentItems.id });
    if (!row) throw new Error('insert returned nothing');
    await setLinks(tx as unknown as Db, row.id, input.categories, input.tags);
    removed.push(...(await syncFiles(tx as unknown as Db, type, row.id, input, null)));
    if (input.image != null) await tx.update(contentItems).set({ imageId: input.image }).where(eq(contentItems.id, row.id));
    if (input.translations?.length) await linkTranslations(tx as unknown as Db, row.id, null, input.translations);
    return row.id;
  });
  await deleteUnusedBlobs(deps, removed);
  return id;
}

/** The stored item of this type, or null (looked up before the body is validated, as DRF does). */
export async function findItem(db: Db, type: ContentType, id: number): Promise<Existing | null> {
  const [existing] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type.key)));
  return existing ?? null;
}

export async function updateItem(
  deps: WriteDeps,
  type: ContentType,
  existing: Existing,
  input: ItemInput,
  formatErrors: FieldErrors = {},
): Promise<void> {
  const id = existing.id;
  const { countryId, extra } = await checkReferences(deps, type, input, existing, existing.countryId, formatErrors);
  const removed: string[] = [];
  await deps.db.transaction(async (tx) => {
    await tx
      .update(contentItems)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.summary !== undefined ? { summary: input.summary } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.language !== undefined ? { languageId: input.language } : {}),
        ...(input.publishDate !== undefined ? { publishDate: input.publishDate } : {}),
        ...(input.videoUrl !== undefined ? { videoUrl: input.videoUrl } : {}),
        ...(input.image !== undefined ? { imageId: input.image } : {}),
        countryId,
        extra,
        updatedAt: deps.now(),
      })
      .where(eq(contentItems.id, id));
    await setLinks(tx as unknown as Db, id, input.categories, input.tags);
    removed.push(...(await syncFiles(tx as unknown as Db, type, id, input, existing.imageId)));
    if (input.translations !== undefined) await linkTranslations(tx as unknown as Db, id, existing.translationGroupId, input.translations);
  });
  await deleteUnusedBlobs(deps, removed);
}

export async function deleteItem(deps: WriteDeps, type: ContentType, id: number): Promise<boolean> {
  const removed: string[] = [];
  const found = await deps.db.transaction(async (tx) => {
    const files = await tx.select({ key: contentFiles.storageKey }).from(contentFiles).where(eq(contentFiles.itemId, id));
    const deleted = await tx
      .delete(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.type, type.key)))
      .returning({ id: contentItems.id });
    if (deleted.length === 0) return false;
    removed.push(...files.map((file) => file.key));
    await dropLoneGroups(tx as unknown as Db);
    return true;
  });
  await deleteUnusedBlobs(deps, removed);
  return found;
}

/** Copies an item as a draft to each country (see docs/api.md, "Copying to other countries"). */
export async function copyItem(
  deps: WriteDeps,
  type: ContentType,
  id: number,
  countryIds: readonly number[],
): Promise<{ id: number; country: number }[] | FieldErrors> {
  const { db } = deps;
  const [source] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type.key)));
  const errors: FieldErrors = {};
  if (!source) add(errors, 'id', invalidPkMessage(id));
  const targets = unique(countryIds);
  const known = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, targets));
  const knownIds = new Set(known.map((row) => row.id));
  for (const country of targets) if (!knownIds.has(country)) add(errors, 'countries', invalidPkMessage(country));
  if (!source || Object.keys(errors).length > 0) return errors;

  const [categoryRows, tagRows, fileRows, languageRows] = await Promise.all([
    db.select().from(contentItemCategories).where(eq(contentItemCategories.itemId, id)),
    db.select().from(contentItemTags).where(eq(contentItemTags.itemId, id)),
    db.select().from(contentFiles).where(eq(contentFiles.itemId, id)),
    db.select().from(countryLanguages).where(inArray(countryLanguages.countryId, targets)),
  ]);
  const now = deps.now();
  return db.transaction(async (tx) => {
    const created: { id: number; country: number }[] = [];
    for (const country of targets) {
      const usesLanguage = languageRows.some((row) => row.countryId === country && row.languageId === source.languageId);
      const [copy] = await tx
        .insert(contentItems)
        .values({
          type: type.key,
          title: source.title,
          summary: source.summary,
          body: source.body,
          status: STATUS.draft,
          countryId: country,
          languageId: usesLanguage ? source.languageId : null,
          publishDate: now,
          createdAt: now,
          updatedAt: now,
          videoUrl: source.videoUrl,
          extra: source.extra,
        })
        .returning({ id: contentItems.id });
      if (!copy) throw new Error('insert returned nothing');
      if (categoryRows.length > 0) {
        await tx.insert(contentItemCategories).values(categoryRows.map((row) => ({ itemId: copy.id, categoryId: row.categoryId })));
      }
      if (tagRows.length > 0) {
        await tx.insert(contentItemTags).values(tagRows.map((row) => ({ itemId: copy.id, tagId: row.tagId })));
      }
      const fileIds = new Map<number, number>();
      for (const file of fileRows) {
        const [fileCopy] = await tx
          .insert(contentFiles)
          .values({
            type: file.type,
            itemId: copy.id,
            role: file.role,
            storageKey: file.storageKey,
            name: file.name,
            size: file.size,
            contentType: file.contentType,
            createdAt: now,
          })
          .returning({ id: contentFiles.id });
        if (fileCopy) fileIds.set(file.id, fileCopy.id);
      }
      const imageId = source.imageId === null ? null : (fileIds.get(source.imageId) ?? null);
      const body = fileIds.size > 0 ? rewriteFileUrls(source.body, type.filesPath, fileIds) : source.body;
      if (imageId !== null || body !== source.body) {
        await tx.update(contentItems).set({ imageId, body }).where(eq(contentItems.id, copy.id));
      }
      created.push({ id: copy.id, country });
    }
    return created;
  });
}

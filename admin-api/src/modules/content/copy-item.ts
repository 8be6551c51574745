// Copying an item to other countries (staff only; docs/api.md "Copying to other countries"): a
// draft per country with the same categories, tags and files (sharing the stored content), and
// its descendants of the child types (a handbook's chapters and sections) under it.
import { and, eq, inArray } from 'drizzle-orm';
import { CONTENT_STATUS } from '../../contract/content-item';
import { type DbExecutor } from '../../db/client';
import { contentFiles, contentItemCategories, contentItems, contentItemTags } from '../../db/schema/content';
import { countries, countryLanguages } from '../../db/schema/locale';
import { type FieldErrors, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { type ContentType } from './content-type';
import { addError, unique } from './field-errors';
import { rewriteFileUrls } from './sanitize';
import { type WriteDeps } from './service';

/** Copies an item as a draft to each country; 400 when the item or a country does not exist. */
export async function copyItem(
  deps: WriteDeps,
  type: ContentType,
  id: number,
  countryIds: readonly number[],
  types: readonly ContentType[] = [type],
): Promise<{ id: number; country: number }[]> {
  const { db } = deps;
  const [source] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.type, type.key)));
  const errors: FieldErrors = {};
  if (!source) addError(errors, 'id', invalidPkMessage(id));
  const targets = unique(countryIds);
  const known = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, targets));
  const knownIds = new Set(known.map((row) => row.id));
  for (const country of targets) if (!knownIds.has(country)) addError(errors, 'countries', invalidPkMessage(country));
  if (!source || Object.keys(errors).length > 0) throw validationError(errors);

  const languageRows = await db.select().from(countryLanguages).where(inArray(countryLanguages.countryId, targets));
  const now = deps.now();
  return db.transaction(async (tx) => {
    const created: { id: number; country: number }[] = [];
    for (const country of targets) {
      const usesLanguage = (languageId: number | null) =>
        languageRows.some((row) => row.countryId === country && row.languageId === languageId);
      const copyId = await copyRow(tx, type, source, {
        country,
        parentId: null,
        status: CONTENT_STATUS.draft,
        now,
        usesLanguage,
      });
      await copyDescendants(tx, types, type, source.id, copyId, { country, now, usesLanguage });
      created.push({ id: copyId, country });
    }
    await type.afterCopy?.(tx, id, created);
    return created;
  });
}

type Source = typeof contentItems.$inferSelect;
type Target = {
  country: number;
  parentId: number | null;
  status: number;
  now: Date;
  /** Whether the target country uses a language (else the copy has none). */
  usesLanguage: (languageId: number | null) => boolean;
};

/**
 * The children of `sourceId` copied under `copyId`, and theirs under them (a handbook's chapters
 * and sections), in their places and with their status: the top copy is a draft, which hides them.
 */
async function copyDescendants(
  tx: DbExecutor,
  types: readonly ContentType[],
  type: ContentType,
  sourceId: number,
  copyId: number,
  target: Omit<Target, 'parentId' | 'status'>,
): Promise<void> {
  for (const childType of types.filter((candidate) => candidate.parent?.type === type.key)) {
    const children = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.type, childType.key), eq(contentItems.parentId, sourceId)));
    for (const child of children) {
      const childCopy = await copyRow(tx, childType, child, { ...target, parentId: copyId, status: child.status });
      await copyDescendants(tx, types, childType, child.id, childCopy, target);
    }
  }
}

/** One item copied with its categories, tags and files (sharing the stored content); its new id. */
async function copyRow(tx: DbExecutor, type: ContentType, source: Source, target: Target): Promise<number> {
  const { now } = target;
  const [categoryRows, tagRows, fileRows] = await Promise.all([
    tx.select().from(contentItemCategories).where(eq(contentItemCategories.itemId, source.id)),
    tx.select().from(contentItemTags).where(eq(contentItemTags.itemId, source.id)),
    tx.select().from(contentFiles).where(eq(contentFiles.itemId, source.id)),
  ]);
  const [copy] = await tx
    .insert(contentItems)
    .values({
      type: type.key,
      title: source.title,
      summary: source.summary,
      body: source.body,
      status: target.status,
      countryId: target.country,
      languageId: target.usesLanguage(source.languageId) ? source.languageId : null,
      publishDate: now,
      createdAt: now,
      updatedAt: now,
      videoUrl: source.videoUrl,
      extra: source.extra,
      parentId: target.parentId,
      position: source.position,
    })
    .returning({ id: contentItems.id });
  if (!copy) throw new Error('insert returned nothing');
  if (categoryRows.length > 0) {
    await tx
      .insert(contentItemCategories)
      .values(categoryRows.map((row) => ({ itemId: copy.id, categoryId: row.categoryId })));
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
  return copy.id;
}

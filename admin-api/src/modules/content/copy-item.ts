// Copying an item to other countries (staff only; docs/api.md "Copying to other countries"): a
// draft per country with the same categories, tags and files (sharing the stored content).
import { and, eq, inArray } from 'drizzle-orm';
import { contentFiles, contentItemCategories, contentItems, contentItemTags } from '../../db/schema/content';
import { countries, countryLanguages } from '../../db/schema/locale';
import { type FieldErrors, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { type ContentType } from './content-type';
import { addError, unique } from './field-errors';
import { STATUS } from './input';
import { rewriteFileUrls } from './sanitize';
import { type WriteDeps } from './service';

/** Copies an item as a draft to each country; 400 when the item or a country does not exist. */
export async function copyItem(
  deps: WriteDeps,
  type: ContentType,
  id: number,
  countryIds: readonly number[],
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
      const usesLanguage = languageRows.some(
        (row) => row.countryId === country && row.languageId === source.languageId,
      );
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
      created.push({ id: copy.id, country });
    }
    await type.afterCopy?.(tx, id, created);
    return created;
  });
}

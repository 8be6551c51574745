// Writing items (staff only; the routes check that): create, update and delete, with the
// references checked first (check-references.ts) so every field error is answered at once.
import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { type FastifyBaseLogger } from 'fastify';
import { CONTENT_STATUS } from '../../contract/content-item';
import { type Db, type DbExecutor } from '../../db/client';
import { contentFiles, contentItemCategories, contentItems, contentItemTags } from '../../db/schema/content';
import { type FieldErrors } from '../../http/errors';
import { type FileStorage } from '../../storage/storage';
import { checkReferences, type Existing } from './check-references';
import { makeRoom, moveDescendants } from './children';
import { type ContentType } from './content-type';
import { unique } from './field-errors';
import { type ItemInput } from './input';
import { inlineFileIds } from './sanitize';
import { dropLoneGroups, linkTranslations } from './translations';

export type WriteDeps = { db: Db; storage: FileStorage; now: () => Date; log: FastifyBaseLogger };

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
async function deleteFileRows(db: DbExecutor, where: ReturnType<typeof and>): Promise<string[]> {
  const deleted = await db.delete(contentFiles).where(where).returning({ key: contentFiles.storageKey });
  return deleted.map((row) => row.key);
}

async function setLinks(db: DbExecutor, itemId: number, categories?: number[], tags?: number[]): Promise<void> {
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
async function syncFiles(
  db: DbExecutor,
  type: ContentType,
  itemId: number,
  input: ItemInput,
  oldImageId: number | null,
): Promise<string[]> {
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
    const dropped = and(
      ofItem,
      eq(contentFiles.role, 'attachment'),
      keep.length > 0 ? notInArray(contentFiles.id, keep) : undefined,
    );
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
    const stale = and(
      ofItem,
      eq(contentFiles.role, 'inline'),
      used.length > 0 ? notInArray(contentFiles.id, used) : undefined,
    );
    removed.push(...(await deleteFileRows(db, stale)));
  }
  return removed;
}

/** The position after the last child of `parentId` (null: the type's items without a parent). */
async function nextPosition(db: DbExecutor, type: ContentType, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${contentItems.position}) + 1, 0)::int` })
    .from(contentItems)
    .where(and(eq(contentItems.type, type.key), sql`${contentItems.parentId} is not distinct from ${parentId}`));
  return row?.next ?? 0;
}

/** A child's parent and position to store: moved to another parent, it goes last unless placed. */
async function placement(
  db: DbExecutor,
  type: ContentType,
  input: ItemInput,
  existing: Existing | null,
): Promise<{ parentId?: number | null; position?: number }> {
  if (!type.parent) return {};
  const parentId = input.parent !== undefined ? input.parent : (existing?.parentId ?? null);
  const moved = existing === null || parentId !== existing.parentId;
  if (input.position !== undefined) {
    await makeRoom(db, parentId, input.position, existing?.id ?? null);
    return { parentId, position: input.position };
  }
  return moved ? { parentId, position: await nextPosition(db, type, parentId) } : {};
}

export async function createItem(
  deps: WriteDeps,
  type: ContentType,
  input: ItemInput,
  defaultCountryId: number,
  formatErrors: FieldErrors = {},
): Promise<number> {
  const { countryId, extra } = await checkReferences(deps.db, type, input, null, defaultCountryId, formatErrors);
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
        status: input.status ?? CONTENT_STATUS.draft,
        countryId,
        languageId: input.language ?? null,
        publishDate: input.publishDate ?? now,
        createdAt: now,
        updatedAt: now,
        videoUrl: input.videoUrl ?? null,
        extra,
        ...(await placement(tx, type, input, null)),
      })
      .returning({ id: contentItems.id });
    if (!row) throw new Error('insert returned nothing');
    await setLinks(tx, row.id, input.categories, input.tags);
    removed.push(...(await syncFiles(tx, type, row.id, input, null)));
    if (input.image != null)
      await tx.update(contentItems).set({ imageId: input.image }).where(eq(contentItems.id, row.id));
    if (input.translations?.length) await linkTranslations(tx, row.id, null, input.translations);
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
  const { countryId, extra } = await checkReferences(deps.db, type, input, existing, existing.countryId, formatErrors);
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
        ...(await placement(tx, type, input, existing)),
        updatedAt: deps.now(),
      })
      .where(eq(contentItems.id, id));
    if (countryId !== existing.countryId) await moveDescendants(tx, id, countryId);
    await setLinks(tx, id, input.categories, input.tags);
    removed.push(...(await syncFiles(tx, type, id, input, existing.imageId)));
    if (input.translations !== undefined)
      await linkTranslations(tx, id, existing.translationGroupId, input.translations);
  });
  await deleteUnusedBlobs(deps, removed);
}

/** The item and its descendants (child types): the database deletes them together. */
function itemAndDescendants(id: number): SQL {
  return sql`(with recursive tree(id) as (
                select ${id}::int union select child.id from content_items child join tree on child.parent_id = tree.id)
              select id from tree)`;
}

export async function deleteItem(deps: WriteDeps, type: ContentType, id: number): Promise<boolean> {
  const removed: string[] = [];
  const found = await deps.db.transaction(async (tx) => {
    const files = await tx
      .select({ key: contentFiles.storageKey })
      .from(contentFiles)
      .where(sql`${contentFiles.itemId} in ${itemAndDescendants(id)}`);
    const deleted = await tx
      .delete(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.type, type.key)))
      .returning({ id: contentItems.id });
    if (deleted.length === 0) return false;
    removed.push(...files.map((file) => file.key));
    await dropLoneGroups(tx);
    return true;
  });
  await deleteUnusedBlobs(deps, removed);
  return found;
}

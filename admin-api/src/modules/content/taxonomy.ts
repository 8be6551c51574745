// Categories (per type; a tree for wikis) and tags (shared by every type): their reads and writes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Category } from '../../contract/content-item';
import { type Db, type DbExecutor } from '../../db/client';
import { contentCategories, contentTags } from '../../db/schema/content';
import { validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { type ContentType } from './content-type';

type CategoryRow = Category;

const CATEGORY_COLUMNS = {
  id: contentCategories.id,
  code: contentCategories.code,
  name: contentCategories.name,
  parentId: contentCategories.parentId,
};

const CODE_TAKEN = 'A category with this code already exists.';

/** A tree's rows with every parent followed by its children (siblings keep the rows' order). */
export function depthFirst(rows: readonly CategoryRow[]): CategoryRow[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: CategoryRow[] = [];
  const seen = new Set<number>();
  const visit = (row: CategoryRow) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    out.push(row);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  for (const root of children.get(null) ?? []) visit(root);
  return out;
}

/** A type's categories in their order (a tree depth first). */
export async function listCategories(db: Db, type: ContentType): Promise<CategoryRow[]> {
  const rows = await db
    .select(CATEGORY_COLUMNS)
    .from(contentCategories)
    .where(eq(contentCategories.type, type.key))
    .orderBy(asc(contentCategories.position), asc(contentCategories.name), asc(contentCategories.id));
  return type.categoryTree ? depthFirst(rows) : rows;
}

/**
 * A new category; 400 for an unknown parent, a name its siblings already have (any case) or a code
 * another category of the type has. Without a code its name is shown as typed in every language.
 */
export async function createCategory(
  db: Db,
  type: ContentType,
  { code, name }: { code: string | null; name: string },
  requestedParentId: number | null | undefined,
): Promise<CategoryRow> {
  const parentId = type.categoryTree ? (requestedParentId ?? null) : null;
  if (parentId !== null) {
    const [parent] = await db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(and(eq(contentCategories.id, parentId), eq(contentCategories.type, type.key)));
    if (!parent) throw validationError({ parentId: [invalidPkMessage(parentId)] });
  }
  const siblings = await db
    .select({ code: contentCategories.code, name: contentCategories.name, parentId: contentCategories.parentId })
    .from(contentCategories)
    .where(eq(contentCategories.type, type.key));
  if (siblings.some((row) => row.parentId === parentId && row.name.toLowerCase() === name.toLowerCase())) {
    throw validationError({ name: ['A category with this name already exists.'] });
  }
  if (code !== null && siblings.some((row) => row.code === code)) throw validationError({ code: [CODE_TAKEN] });
  try {
    const [row] = await db
      .insert(contentCategories)
      .values({ type: type.key, code, name, parentId, position: 0 })
      .returning(CATEGORY_COLUMNS);
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    // Two requests for the same new code: the unique index lets one win.
    if ((error as { code?: string }).code === '23505') throw validationError({ code: [CODE_TAKEN] });
    throw error;
  }
}

export async function listTags(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: contentTags.id, name: contentTags.name })
    .from(contentTags)
    .orderBy(sql`lower(${contentTags.name})`, asc(contentTags.id));
}

/** The ids among `ids` that are no tag (content items' tags, a member's preferences), each once. */
export async function unknownTagIds(db: DbExecutor, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, wanted));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** A new tag; 400 when one with this name exists in any letter case. */
export async function createTag(db: Db, name: string): Promise<{ id: number; name: string }> {
  const exists = () => validationError({ name: ['tag with this name already exists.'] });
  const [existing] = await db
    .select({ id: contentTags.id })
    .from(contentTags)
    .where(sql`lower(${contentTags.name}) = lower(${name})`);
  if (existing) throw exists();
  try {
    const [row] = await db
      .insert(contentTags)
      .values({ name })
      .returning({ id: contentTags.id, name: contentTags.name });
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    // Two requests for the same new name: the unique index lets one win.
    if ((error as { code?: string }).code === '23505') throw exists();
    throw error;
  }
}

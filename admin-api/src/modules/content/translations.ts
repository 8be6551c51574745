// Linking items that translate one another (docs/api.md "Translations"): items of one type and
// country sharing a translation group, one per language. Staff set an item's `translations`; the
// group then holds exactly that item and those. Members' lists show each group once (queries.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbExecutor } from '../../db/client';
import { contentItems, contentTranslationGroups } from '../../db/schema/content';
import { type FieldErrors } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { type ContentType } from './content-type';
import { addError } from './field-errors';

type Version = { id: number; countryId: number; languageId: number | null };

export type TranslationCheck = {
  itemId: number | null;
  countryId: number;
  languageId: number | null;
  /** The group the item is in now (null for a new item or one without translations). */
  groupId: number | null;
  /** The `translations` sent, or undefined when the group stays as it is. */
  wanted: number[] | undefined;
};

async function versions(db: DbExecutor, type: ContentType, ids: readonly number[]): Promise<Version[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: contentItems.id, countryId: contentItems.countryId, languageId: contentItems.languageId })
    .from(contentItems)
    .where(and(eq(contentItems.type, type.key), inArray(contentItems.id, [...ids])));
}

/** The other items of a group. */
async function groupMembers(db: DbExecutor, groupId: number, except: number | null): Promise<Version[]> {
  const rows = await db
    .select({ id: contentItems.id, countryId: contentItems.countryId, languageId: contentItems.languageId })
    .from(contentItems)
    .where(eq(contentItems.translationGroupId, groupId));
  return rows.filter((row) => row.id !== except);
}

/** The links asked for: same type (else an unknown id), same country, each in its own language. */
async function checkWanted(
  db: DbExecutor,
  type: ContentType,
  check: TranslationCheck,
  wanted: number[],
  errors: FieldErrors,
): Promise<void> {
  const ids = [...new Set(wanted)];
  if (check.itemId !== null && ids.includes(check.itemId))
    addError(errors, 'translations', 'An item cannot be a translation of itself.');
  const others = ids.filter((id) => id !== check.itemId);
  if (others.length === 0) return;
  if (check.languageId === null && !errors.language)
    addError(errors, 'translations', "Set this item's language before linking translations.");
  const found = new Map((await versions(db, type, others)).map((row) => [row.id, row]));
  const byLanguage = new Map<number, number>();
  for (const id of others) {
    const other = found.get(id);
    if (!other) {
      addError(errors, 'translations', invalidPkMessage(id));
      continue;
    }
    if (other.countryId !== check.countryId) addError(errors, 'translations', `Item ${id} belongs to another country.`);
    if (other.languageId === null) addError(errors, 'translations', `Item ${id} has no language.`);
    else if (other.languageId === check.languageId)
      addError(errors, 'translations', `Item ${id} is in the same language as this item.`);
    else if (byLanguage.has(other.languageId))
      addError(errors, 'translations', `Items ${byLanguage.get(other.languageId)} and ${id} are in the same language.`);
    else byLanguage.set(other.languageId, id);
  }
}

/** A change of country or language must keep the item's group valid when the links stay. */
async function checkKept(
  db: DbExecutor,
  check: TranslationCheck & { groupId: number },
  errors: FieldErrors,
): Promise<void> {
  const others = await groupMembers(db, check.groupId, check.itemId);
  if (others.length === 0) return;
  if (!errors.country && others.some((other) => other.countryId !== check.countryId)) {
    addError(errors, 'country', "Unlink the item's translations before moving it to another country.");
  }
  if (errors.language) return;
  if (check.languageId === null) addError(errors, 'language', 'An item with translations needs a language.');
  const same = others.find((other) => other.languageId === check.languageId);
  if (same) addError(errors, 'language', `Item ${same.id}, a translation of this item, is in this language already.`);
}

/** Adds to `errors` what is wrong with the item's translation links after this write. */
export async function checkTranslations(
  db: DbExecutor,
  type: ContentType,
  check: TranslationCheck,
  errors: FieldErrors,
): Promise<void> {
  if (check.wanted !== undefined) await checkWanted(db, type, check, check.wanted, errors);
  else if (check.groupId !== null) await checkKept(db, { ...check, groupId: check.groupId }, errors);
}

/**
 * Makes the item's group exactly `wanted` and the item (checked before). Items of its old group
 * that are left out lose the link; linked items leave their old groups.
 */
export async function linkTranslations(
  db: DbExecutor,
  itemId: number,
  groupId: number | null,
  wanted: readonly number[],
): Promise<void> {
  const desired = new Set([itemId, ...wanted]);
  if (desired.size === 1) {
    if (groupId !== null)
      await db.update(contentItems).set({ translationGroupId: null }).where(eq(contentItems.id, itemId));
  } else {
    const current = groupId === null ? [] : (await groupMembers(db, groupId, null)).map((row) => row.id);
    const unchanged = current.length === desired.size && current.every((id) => desired.has(id));
    if (!unchanged) {
      if (groupId !== null)
        await db
          .update(contentItems)
          .set({ translationGroupId: null })
          .where(eq(contentItems.translationGroupId, groupId));
      const [group] = await db
        .insert(contentTranslationGroups)
        .values({})
        .returning({ id: contentTranslationGroups.id });
      if (!group) throw new Error('group insert returned nothing');
      await db
        .update(contentItems)
        .set({ translationGroupId: group.id })
        .where(inArray(contentItems.id, [...desired]));
    }
  }
  await dropLoneGroups(db);
}

/** A group left with one item is no group: unlink that item and forget empty groups. */
export async function dropLoneGroups(db: DbExecutor): Promise<void> {
  await db.execute(sql`
    update content_items set translation_group_id = null
     where translation_group_id in (select translation_group_id from content_items
                                     where translation_group_id is not null
                                     group by translation_group_id having count(*) < 2)`);
  await db
    .delete(contentTranslationGroups)
    .where(
      sql`not exists (select 1 from ${contentItems} where ${contentItems.translationGroupId} = ${contentTranslationGroups.id})`,
    );
}

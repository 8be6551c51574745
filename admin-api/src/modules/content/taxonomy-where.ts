// The list filters by categories (with their subcategories in a tree), tags and language, as WHERE
// conditions on the alias `i`; an unknown id is a 400.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { contentCategories, contentTags } from '../../db/schema/content';
import { languages } from '../../db/schema/locale';
import { sqlList } from '../../db/sql-list';
import { type ContentType } from './content-type';
import { requireKnown } from './known-ids';
import { type ListFilters } from './list-query';

function categoryCondition(type: ContentType, ids: readonly number[]): SQL {
  const wanted = type.categoryTree
    ? sql`(with recursive tree(id) as (
              select id from content_categories where id in (${sqlList(ids)})
              union select child.id from content_categories child join tree on child.parent_id = tree.id)
            select id from tree)`
    : sql`(${sqlList(ids)})`;
  return sql`exists (select 1 from content_item_categories ic where ic.item_id = i.id and ic.category_id in ${wanted})`;
}

export async function taxonomyWhere(
  db: Db,
  type: ContentType,
  { categories, tags, language }: Pick<ListFilters, 'categories' | 'tags' | 'language'>,
): Promise<SQL[]> {
  const where: SQL[] = [];
  if (categories.length > 0) {
    const found = await db
      .select({ id: contentCategories.id })
      .from(contentCategories)
      .where(and(eq(contentCategories.type, type.key), inArray(contentCategories.id, categories)));
    requireKnown('categories', categories, found);
    where.push(categoryCondition(type, categories));
  }
  if (tags.length > 0) {
    requireKnown(
      'tags',
      tags,
      await db.select({ id: contentTags.id }).from(contentTags).where(inArray(contentTags.id, tags)),
    );
    where.push(
      sql`exists (select 1 from content_item_tags it where it.item_id = i.id and it.tag_id in (${sqlList(tags)}))`,
    );
  }
  if (language.length > 0) {
    requireKnown(
      'language',
      language,
      await db.select({ id: languages.id }).from(languages).where(inArray(languages.id, language)),
    );
    where.push(sql`i.language_id in (${sqlList(language)})`);
  }
  return where;
}

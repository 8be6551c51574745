import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Category } from '@/lib/contract/content-item';
import type { ContentType } from '../content-types';

export function categoriesKey(type: ContentType): string {
  return `${type.apiBase}categories/`;
}

export async function getCategories(api: ApiClient, type: ContentType): Promise<Category[]> {
  const [answer, { readCategories }] = await Promise.all([
    api.get<unknown>(categoriesKey(type)),
    import('./read-content'),
  ]);
  return readCategories(answer);
}

export function useCategories(type: ContentType) {
  return useSWR(categoriesKey(type), () => getCategories(apiClient, type));
}

/** The depth of each category in a tree that comes depth-first (the wiki's), for indenting. */
export function categoryDepths(categories: Category[]): Map<number, number> {
  const depths = new Map<number, number>();
  for (const category of categories) {
    depths.set(category.id, category.parentId === null ? 0 : (depths.get(category.parentId) ?? 0) + 1);
  }
  return depths;
}

/** Creates a category of the type (staff); `parentId` only places wiki categories in their tree. */
export function createCategory(
  api: ApiClient,
  type: ContentType,
  name: string,
  parentId: number | null = null,
): Promise<Category> {
  return api.post<Category>(categoriesKey(type), parentId === null ? { name } : { name, parentId });
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { FORUM_API, type ForumCategory } from '@/lib/contract/forum';

export const CATEGORIES_KEY = FORUM_API.categories;

export async function getCategories(api: ApiClient): Promise<ForumCategory[]> {
  const [answer, { readCategories }] = await Promise.all([api.get<unknown>(CATEGORIES_KEY), import('./read-forum')]);
  return readCategories(answer);
}

export function useCategories() {
  return useSWR(CATEGORIES_KEY, () => getCategories(apiClient));
}

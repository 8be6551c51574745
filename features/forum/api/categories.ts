import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { FORUM_API, type ForumCategory } from '@/lib/contract/forum';

export const CATEGORIES_KEY = FORUM_API.categories;

export function getCategories(api: ApiClient): Promise<ForumCategory[]> {
  return api.get<ForumCategory[]>(CATEGORIES_KEY);
}

export function useCategories() {
  return useSWR(CATEGORIES_KEY, () => getCategories(apiClient));
}

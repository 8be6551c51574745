import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Tag } from '@/lib/contract/content-item';

export const TAGS_KEY = '/tags/';

export async function getTags(api: ApiClient): Promise<Tag[]> {
  const [answer, { readTags }] = await Promise.all([api.get<unknown>(TAGS_KEY), import('./read-content')]);
  return readTags(answer);
}

export function useTags() {
  return useSWR(TAGS_KEY, () => getTags(apiClient));
}

export function createTag(api: ApiClient, name: string): Promise<Tag> {
  return api.post<Tag>(TAGS_KEY, { name });
}

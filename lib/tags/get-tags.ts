import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Tag } from '@/lib/contract/settings';
import { SETTINGS_API } from '@/lib/contract/settings';

export const TAGS_KEY = SETTINGS_API.tags;

export async function getTags(api: ApiClient): Promise<Tag[]> {
  const [answer, { readTags }] = await Promise.all([api.get<unknown>(TAGS_KEY), import('./read-tags')]);
  return readTags(answer);
}

/** Every tag; pages that show them bring them from the server (SWR fallback). */
export function useTags() {
  return useSWR(TAGS_KEY, () => getTags(apiClient));
}

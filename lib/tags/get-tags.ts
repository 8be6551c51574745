import type { ApiClient } from '@/lib/api/client';
import type { Tag } from '@/lib/contract/settings';

export const TAGS_KEY = '/tags/';

export async function getTags(api: ApiClient): Promise<Tag[]> {
  const [answer, { readTags }] = await Promise.all([api.get<unknown>(TAGS_KEY), import('./read-tags')]);
  return readTags(answer);
}

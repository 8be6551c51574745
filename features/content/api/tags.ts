import type { ApiClient } from '@/lib/api/client';
import type { Tag } from '@/lib/contract/content-item';
import { getTags, TAGS_KEY, useTags } from '@/lib/tags/get-tags';

// Reading the tags is shared with My settings (lib/tags); the content editor adds creating one.
export { getTags, TAGS_KEY, useTags };

export function createTag(api: ApiClient, name: string): Promise<Tag> {
  return api.post<Tag>(TAGS_KEY, { name });
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Tag } from '@/lib/contract/content-item';
import { getTags, TAGS_KEY } from '@/lib/tags/get-tags';

// The tags' reader is shared with My settings (lib/tags); the content editor adds the hook and creating one.
export { getTags, TAGS_KEY };

export function useTags() {
  return useSWR(TAGS_KEY, () => getTags(apiClient));
}

export function createTag(api: ApiClient, name: string): Promise<Tag> {
  return api.post<Tag>(TAGS_KEY, { name });
}

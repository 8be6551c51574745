import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { extraOrNothing } from '@/lib/api/page-or-nothing';
import { HANDBOOK_API } from '@/lib/contract/handbooks';
import type { Tag } from '@/lib/contract/settings';
import { readHandbookTags } from './read-handbook';

export const HANDBOOK_TAGS_KEY = HANDBOOK_API.tags;

/** The tags the reader's handbooks use, for the list's tag filter; none where the API lacks the call. */
export function getHandbookTags(api: ApiClient): Promise<Tag[]> {
  return extraOrNothing(async () => readHandbookTags(await api.get<unknown>(HANDBOOK_TAGS_KEY)), []);
}

/** The handbook list brings them from the server (SWR fallback). */
export function useHandbookTags() {
  return useSWR(HANDBOOK_TAGS_KEY, () => getHandbookTags(apiClient));
}

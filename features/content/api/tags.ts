import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { Tag } from '../types';

export const TAGS_KEY = '/tags/';

export function getTags(api: ApiClient): Promise<Tag[]> {
  return api.get<Tag[]>(TAGS_KEY);
}

export function useTags() {
  return useSWR(TAGS_KEY, () => getTags(apiClient));
}

export function createTag(api: ApiClient, name: string): Promise<Tag> {
  return api.post<Tag>(TAGS_KEY, { name });
}

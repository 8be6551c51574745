import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { ContentType } from '../content-types';
import type { ContentItem } from '../types';

export function contentItemKey(type: ContentType, id: number): string {
  return `${type.apiBase}${id}/`;
}

export function getContentItem(api: ApiClient, type: ContentType, id: number): Promise<ContentItem> {
  return api.get<ContentItem>(contentItemKey(type, id));
}

export function useContentItem(type: ContentType, id: number | null) {
  return useSWR(id === null ? null : contentItemKey(type, id), () => getContentItem(apiClient, type, id as number));
}

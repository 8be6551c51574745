import useSWR from 'swr';
import type { ApiClient } from '@/lib/api/client';
import { apiClient } from '@/lib/api/browser-client';
import type { SafeHtml } from '@/lib/html/safe-html';
import type { ContentType } from '../content-types';
import type { ContentItem, ReadableItem } from '../types';

export function contentItemKey(type: ContentType, id: number): string {
  return `${type.apiBase}${id}/`;
}

export async function getContentItem(api: ApiClient, type: ContentType, id: number): Promise<ContentItem> {
  const [answer, { readContentItem }] = await Promise.all([api.get<unknown>(contentItemKey(type, id)), import('./read-content')]);
  return readContentItem(answer);
}

/** The item with its body sanitized: what the data cache holds, on the server and in the browser. */
export function readableItem(item: ContentItem, sanitize: (html: string) => SafeHtml): ReadableItem {
  return { ...item, body: item.body === undefined ? undefined : sanitize(item.body) };
}

/** The browser's fetch: the sanitizer is loaded with the data, so pages need not carry it up front. */
async function fetchReadableItem(type: ContentType, id: number): Promise<ReadableItem> {
  const [item, { sanitizeHtml }] = await Promise.all([getContentItem(apiClient, type, id), import('@/lib/html/sanitize')]);
  return readableItem(item, sanitizeHtml);
}

export function useContentItem(type: ContentType, id: number | null) {
  return useSWR(id === null ? null : contentItemKey(type, id), () => fetchReadableItem(type, id as number));
}

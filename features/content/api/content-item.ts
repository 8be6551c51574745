import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { ContentItem, NoOwnFields } from '@/lib/contract/content-item';
import type { SafeHtml } from '@/lib/html/safe-html';
import { relatedReaderOf } from '../type-registry/related-readers';
import type { ContentType } from '../content-types';

/** An item as pages hold it: its body sanitized, wherever it was fetched (see `readableItem`). */
export type ReadableItem<Extra extends object = NoOwnFields> = Omit<ContentItem, 'body'> & { body?: SafeHtml } & Extra;

export function contentItemKey(type: Pick<ContentType, 'apiBase'>, id: number): string {
  return `${type.apiBase}${id}/`;
}

export async function getContentItem<Extra extends object>(
  api: ApiClient,
  type: ContentType<Extra>,
  id: number,
): Promise<ContentItem<Extra>> {
  return readContentItemAnswer(type, await api.get<unknown>(contentItemKey(type, id)));
}

/** An item's answer as the portal reads it (one got from a combined call too, as its part). */
export async function readContentItemAnswer<Extra extends object>(
  type: ContentType<Extra>,
  answer: unknown,
): Promise<ContentItem<Extra>> {
  const [{ readContentItem }, related] = await Promise.all([import('./read-content'), relatedReaderOf(type.key)]);
  return readContentItem(answer, type.extraFields, related);
}

/** The item with its body sanitized: what the data cache holds, on the server and in the browser. */
export function readableItem<Extra extends object>(
  item: ContentItem<Extra>,
  sanitize: (html: string) => SafeHtml,
): ReadableItem<Extra> {
  return { ...item, body: item.body === undefined ? undefined : sanitize(item.body) };
}

/** The browser's fetch: the sanitizer is loaded with the data, so pages need not carry it up front. */
async function fetchReadableItem<Extra extends object>(
  type: ContentType<Extra>,
  id: number,
): Promise<ReadableItem<Extra>> {
  const [item, { sanitizeHtml }] = await Promise.all([
    getContentItem(apiClient, type, id),
    import('@/lib/html/sanitize'),
  ]);
  return readableItem(item, sanitizeHtml);
}

export function useContentItem<Extra extends object>(type: ContentType<Extra>, id: number | null) {
  return useSWR(id === null ? null : contentItemKey(type, id), () => fetchReadableItem(type, id as number));
}

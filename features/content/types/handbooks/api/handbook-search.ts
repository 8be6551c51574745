import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { HANDBOOK_API, type HandbookSearchHit } from '@/lib/contract/handbooks';
import { readSearchHits } from './read-handbook';

/** The SWR key of a search within a handbook, or null when there are no words. */
export function handbookSearchKey(id: number, words: string): string | null {
  return words ? `${HANDBOOK_API.search(id)}?${new URLSearchParams({ q: words }).toString()}` : null;
}

export async function getHandbookSearch(api: ApiClient, key: string): Promise<HandbookSearchHit[]> {
  return readSearchHits(await api.get<unknown>(key));
}

export function useHandbookSearch(key: string | null) {
  return useSWR(key, (path: string) => getHandbookSearch(apiClient, path));
}

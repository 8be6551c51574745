import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import type { ForumThread } from '@/lib/contract/forum';
import type { Page } from '@/lib/contract/page';

export async function getThreads(api: ApiClient, key: string): Promise<Page<ForumThread>> {
  const [answer, { readThreadPage }] = await Promise.all([api.get<unknown>(key), import('./read-forum')]);
  return readThreadPage(answer);
}

/** A list from an address someone may have edited finds nothing rather than failing (lib/api/page-or-nothing). */
export function getThreadsOrNothing(api: ApiClient, key: string): Promise<Page<ForumThread>> {
  return pageOrNothing(() => getThreads(api, key));
}

export function useThreads(key: string) {
  return useSWR(key, (path: string) => getThreads(apiClient, path));
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { pageOrNothing } from '@/lib/api/page-or-nothing';
import type { Page } from '@/lib/api/read-answer';
import { DIGEST_API, type PastIssue } from '@/lib/contract/digest';

export const pastIssuesKey = (page: number) => `${DIGEST_API.past}?page=${page}`;

export async function getPastIssues(api: ApiClient, key: string): Promise<Page<PastIssue>> {
  const [answer, { readPastIssues }] = await Promise.all([api.get<unknown>(key), import('./read-digest')]);
  return readPastIssues(answer);
}

/** A page past the end (an edited address) is an empty page, not an error. */
export function getPastIssuesOrNothing(api: ApiClient, key: string): Promise<Page<PastIssue>> {
  return pageOrNothing(() => getPastIssues(api, key));
}

export function usePastIssues(key: string) {
  return useSWR(key, (path: string) => getPastIssues(apiClient, path));
}

/** `GET digest/past/{id}/`: a sent issue's e-mail as it was sent, as a blob to open. */
export function getPastIssueHtml(api: ApiClient, id: number): Promise<Blob> {
  return api.get<Blob>(DIGEST_API.pastIssue(id), { responseType: 'blob' });
}

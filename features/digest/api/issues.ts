import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, type DigestIssue, type DigestIssueSummary, type DraftRequest } from '@/lib/contract/digest';

/** The drafts, one per country and language being composed: `GET digest/issues/?status=draft`. */
export const DRAFTS_KEY = `${DIGEST_API.issues}?status=draft`;

export async function getDrafts(api: ApiClient): Promise<DigestIssueSummary[]> {
  const [answer, { readIssueSummaries }] = await Promise.all([api.get<unknown>(DRAFTS_KEY), import('./read-digest')]);
  return readIssueSummaries(answer);
}

export function useDrafts() {
  return useSWR(DRAFTS_KEY, () => getDrafts(apiClient));
}

/** `POST digest/issues/`: the country's draft in that language, assembled from what was published since its last issue (or the one already begun). */
export async function startDraft(api: ApiClient, request: DraftRequest): Promise<DigestIssue> {
  const [answer, { readIssue }] = await Promise.all([
    api.post<unknown>(DIGEST_API.issues, request),
    import('./read-digest'),
  ]);
  return readIssue(answer);
}

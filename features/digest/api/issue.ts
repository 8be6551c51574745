import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, type DigestIssue, type IssueChanges } from '@/lib/contract/digest';
import { readIssue } from './read-digest';

export const issueKey = (id: number | null) => (id === null ? null : DIGEST_API.issue(id));

export async function getIssue(api: ApiClient, id: number): Promise<DigestIssue> {
  return readIssue(await api.get<unknown>(DIGEST_API.issue(id)));
}

export function useIssue(id: number | null) {
  return useSWR(issueKey(id), () => getIssue(apiClient, id as number));
}

/** `PATCH digest/issues/{id}/`: the composer saves each change as it is made; the answer is the issue now. */
export async function saveIssue(api: ApiClient, id: number, changes: IssueChanges): Promise<DigestIssue> {
  return readIssue(await api.patch<unknown>(DIGEST_API.issue(id), changes));
}

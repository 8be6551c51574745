import useSWR from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { Page } from '@/lib/api/read-answer';
import type { ListedCommitment } from '@/lib/contract/purchasing';
import { COMMITMENTS_API } from '@/lib/contract/purchasing';
import { memberSegment } from '@/lib/members/member-query';
import type { CommitmentsQuery } from '../commitments-query';

export const COMMITMENTS_PAGE_SIZE = 20;

const EMPTY_PAGE: Page<ListedCommitment> = { count: 0, next: null, previous: null, results: [] };

export function commitmentsKey({ member, status, page }: CommitmentsQuery): string {
  const params = new URLSearchParams({ memberId: String(memberSegment(member)), status, page: String(page) });
  return `${COMMITMENTS_API.list}?${params.toString()}`;
}

export async function getCommitments(api: ApiClient, key: string): Promise<Page<ListedCommitment>> {
  const [answer, { readCommitmentPage }] = await Promise.all([api.get<unknown>(key), import('./read-commitments')]);
  return readCommitmentPage(answer);
}

/** A page past the end (404) of an edited address finds nothing rather than an error page. */
export async function getCommitmentsOrNothing(api: ApiClient, key: string): Promise<Page<ListedCommitment>> {
  try {
    return await getCommitments(api, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_PAGE;
    throw error;
  }
}

export function useCommitments(key: string) {
  return useSWR(key, (path: string) => getCommitments(apiClient, path));
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { CommitmentTracking } from '@/lib/contract/purchasing';
import { COMMITMENTS_API } from '@/lib/contract/purchasing';
import { memberSegment } from '@/lib/members/member-query';

export function trackingKey(member: number | null): string {
  return `${COMMITMENTS_API.track}?memberId=${memberSegment(member)}`;
}

export async function getCommitmentTracking(api: ApiClient, key: string): Promise<CommitmentTracking> {
  const [answer, { readCommitmentTracking }] = await Promise.all([api.get<unknown>(key), import('./read-commitments')]);
  return readCommitmentTracking(answer);
}

export function useCommitmentTracking(key: string) {
  return useSWR(key, (path: string) => getCommitmentTracking(apiClient, path));
}

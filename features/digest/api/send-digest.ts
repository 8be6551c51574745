import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, DIGEST_STATUS, type SendProgress } from '@/lib/contract/digest';
import { readProgress } from './read-digest';

/** How often a running send's figures are asked for again. */
export const PROGRESS_POLL_MS = 2000;

export async function getProgress(api: ApiClient, id: number): Promise<SendProgress> {
  return readProgress(await api.get<unknown>(DIGEST_API.sendDigest(id)));
}

/**
 * `GET digest/send-digest/{id}/`: for a draft, how many would receive it now (the confirmation's
 * number); while it is sending, its figures, asked for again every PROGRESS_POLL_MS until it is sent.
 */
export function useProgress(id: number | null) {
  return useSWR(id === null ? null : DIGEST_API.sendDigest(id), () => getProgress(apiClient, id as number), {
    refreshInterval: (data) => (data?.status === DIGEST_STATUS.sending ? PROGRESS_POLL_MS : 0),
  });
}

/** `POST digest/send-digest/{id}/`: starts the send (once; the API refuses a second start). */
export async function startSend(api: ApiClient, id: number): Promise<SendProgress> {
  return readProgress(await api.post<unknown>(DIGEST_API.sendDigest(id), {}));
}

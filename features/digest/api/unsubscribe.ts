import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, type UnsubscribeState } from '@/lib/contract/digest';
import { readUnsubscribeState } from './read-digest';

// The unsubscribe link's calls need no session: the token in the address says whose subscription it is.

/** `GET digest/unsubscribe/{token}/`: the state only; a GET never unsubscribes (mail scanners follow links). */
export async function getUnsubscribeState(api: ApiClient, token: string): Promise<UnsubscribeState> {
  return readUnsubscribeState(await api.get<unknown>(DIGEST_API.unsubscribe(token), { skipAuth: true }));
}

/** `POST digest/unsubscribe/{token}/`: unsubscribes, when the member presses the button. */
export async function unsubscribe(api: ApiClient, token: string): Promise<UnsubscribeState> {
  return readUnsubscribeState(await api.post<unknown>(DIGEST_API.unsubscribe(token), {}, { skipAuth: true }));
}

/** `POST digest/unsubscribe/{token}/resubscribe/`: subscribes again with the same link. */
export async function resubscribe(api: ApiClient, token: string): Promise<UnsubscribeState> {
  return readUnsubscribeState(await api.post<unknown>(DIGEST_API.resubscribe(token), {}, { skipAuth: true }));
}

import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, type DigestItem, type DigestItemType } from '@/lib/contract/digest';
import { readDigestItems } from './read-digest';

/** `GET digest/issues/{id}/candidates/`: published items of the country and language that staff may add. */
export async function findCandidates(
  api: ApiClient,
  id: number,
  { type, search }: { type: DigestItemType | ''; search: string },
): Promise<DigestItem[]> {
  const params: Record<string, string> = {};
  if (type) params.type = type;
  if (search.trim()) params.search = search.trim();
  return readDigestItems(await api.get<unknown>(DIGEST_API.candidates(id), { params }));
}

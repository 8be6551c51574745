import type { ApiClient } from '@/lib/api/client';
import { CONTENT_SHARED_API } from '@/lib/contract/content-api';
import type { ContentTypeKey } from '../content-types';

/** Copies an item, as a draft, to other countries (`POST copy-content/`). */
export function copyContent(
  api: ApiClient,
  type: ContentTypeKey,
  id: number,
  countries: number[],
): Promise<{ created: { id: number; country: number }[] }> {
  return api.post(CONTENT_SHARED_API.copy, { type, id, countries });
}

import type { ApiClient } from '@/lib/api/client';
import type { ContentTypeKey } from '../content-types';

/** Copies an item, as a draft, to other countries (`POST /api/v1/copy-content/`). */
export function copyContent(
  api: ApiClient,
  type: ContentTypeKey,
  id: number,
  countries: number[],
): Promise<{ created: { id: number; country: number }[] }> {
  return api.post('/copy-content/', { type, id, countries });
}

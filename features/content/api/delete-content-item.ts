import type { ApiClient } from '@/lib/api/client';
import type { ContentType } from '../content-types';

export function deleteContentItem(api: ApiClient, type: ContentType, id: number): Promise<void> {
  return api.delete(`${type.apiBase}${id}/`);
}

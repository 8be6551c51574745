import type { ApiClient } from '@/lib/api/client';
import type { ContentItem } from '@/lib/contract/content-item';
import type { ContentType } from '../content-types';

/** What the editor sends: the writable fields (docs/api.md "Writable fields"), ids for relations. */
export type ContentInput = {
  title: string;
  summary: string;
  body: string;
  status: number;
  country: number;
  language: number | null;
  publishDate: string;
  categories: number[];
  tags: number[];
  image: number | null;
  files: number[];
  videoUrl: string | null;
  /** The other versions of this text: the item's translation group becomes exactly these and itself. */
  translations: number[];
} & Record<string, unknown>;

/** Creates an item, or updates it when `id` is given; a refusal rejects with the API's field errors. */
export function saveContentItem(
  api: ApiClient,
  type: ContentType,
  input: ContentInput,
  id: number | null,
): Promise<ContentItem> {
  return id === null
    ? api.post<ContentItem>(type.apiBase, input)
    : api.patch<ContentItem>(`${type.apiBase}${id}/`, input);
}

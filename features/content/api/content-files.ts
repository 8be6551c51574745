import type { ApiClient } from '@/lib/api/client';
import type { FileRef } from '@/lib/contract/content-item';
import type { ContentType } from '../content-types';

/** Uploads one file (multipart); it waits, unattached, until the item names it. */
export function uploadContentFile(api: ApiClient, type: ContentType, file: File): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file);
  return api.post<FileRef>(type.filesBase, form);
}

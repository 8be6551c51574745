import type { ApiClient } from '@/lib/api/client';
import type { ContentType } from '../content-types';
import type { FileRef } from '../types';

/** Uploads one file (multipart); it waits, unattached, until the item names it. */
export function uploadContentFile(api: ApiClient, type: ContentType, file: File): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file);
  return api.post<FileRef>(type.filesBase, form);
}

export function deleteContentFile(api: ApiClient, type: ContentType, id: number): Promise<void> {
  return api.delete(`${type.filesBase}${id}/`);
}

import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API } from '@/lib/contract/digest';

/** The key changes with the issue's last save, so the preview follows the composer. */
export const previewKey = (id: number, version: string) =>
  `${DIGEST_API.preview}?issue=${id}&v=${encodeURIComponent(version)}`;

/** `GET digest/preview/?issue={id}`: the issue's e-mail HTML from the renderer the send uses. */
export function getPreview(api: ApiClient, id: number): Promise<string> {
  return api.get<string>(DIGEST_API.preview, { params: { issue: id }, responseType: 'text' });
}

export function usePreview(id: number, version: string) {
  return useSWR(previewKey(id, version), () => getPreview(apiClient, id));
}

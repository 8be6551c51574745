import useSWR from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { DIGEST_API, type HeaderImage } from '@/lib/contract/digest';
import { readHeaderImage, readHeaderImages } from './read-digest';

export const HEADER_GIFS_KEY = DIGEST_API.headerGifs;

export async function getHeaderGifs(api: ApiClient): Promise<HeaderImage[]> {
  return readHeaderImages(await api.get<unknown>(HEADER_GIFS_KEY));
}

export function useHeaderGifs() {
  return useSWR(HEADER_GIFS_KEY, () => getHeaderGifs(apiClient));
}

/** `POST digest/headergifs/` (multipart): the API checks the size and the type by the file's content. */
export async function uploadHeaderGif(api: ApiClient, file: File, alt: string): Promise<HeaderImage> {
  const form = new FormData();
  form.append('file', file);
  form.append('alt', alt);
  return readHeaderImage(await api.post<unknown>(HEADER_GIFS_KEY, form));
}

export function deleteHeaderGif(api: ApiClient, id: number): Promise<void> {
  return api.delete(DIGEST_API.headerGif(id));
}

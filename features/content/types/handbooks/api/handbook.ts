import useSWR from 'swr';
import { contentItemKey, getContentItem, readableItem, type ReadableItem } from '@/features/content/api/content-item';
import { CONTENT_TYPES } from '@/features/content/content-types';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import type { NoOwnFields } from '@/lib/contract/content-item';
import { HANDBOOK_API } from '@/lib/contract/handbooks';
import type { HandbookChapter } from '@/lib/contract/handbooks';
import type { SafeHtml } from '@/lib/html/safe-html';

type Sanitize = (html: string) => SafeHtml;

/** A chapter or section as the page holds it: its text sanitized like every body the portal shows. */
export type ReadablePart<Part extends { body: string }> = Omit<Part, 'body'> & { body: SafeHtml };
export type ReadableSection = ReadablePart<HandbookChapter['sections'][number]>;
export type ReadableChapter = Omit<ReadablePart<HandbookChapter>, 'sections'> & { sections: ReadableSection[] };

export type ReadableHandbook = ReadableItem & {
  chapters: ReadableChapter[];
  lastReadAt: string | null;
  /** The newest published change of it or its parts (HandbookRelated). */
  changedAt: string;
};

export const HANDBOOKS = CONTENT_TYPES.handbooks;

export const handbookKey = (id: number) => contentItemKey(HANDBOOKS, id);

/** The handbook, its chapters and sections, every text sanitized (on the server, and in the browser alike). */
export async function getReadableHandbook(api: ApiClient, id: number, sanitize: Sanitize): Promise<ReadableHandbook> {
  const item = await getContentItem(api, HANDBOOKS, id);
  const { chapters = [], lastReadAt = null, changedAt = item.updatedAt, ...rest } = item;
  return {
    ...readableItem<NoOwnFields>(rest, sanitize),
    lastReadAt,
    changedAt,
    chapters: chapters.map((chapter) => ({
      ...chapter,
      body: sanitize(chapter.body),
      sections: chapter.sections.map((section) => ({ ...section, body: sanitize(section.body) })),
    })),
  };
}

async function fetchReadableHandbook(id: number): Promise<ReadableHandbook> {
  const { sanitizeHtml } = await import('@/lib/html/sanitize');
  return getReadableHandbook(apiClient, id, sanitizeHtml);
}

export function useHandbook(id: number) {
  return useSWR(handbookKey(id), () => fetchReadableHandbook(id));
}

/** The reader has read the handbook now: what changes after this is "new" on the next visit. */
export async function markHandbookRead(api: ApiClient, id: number): Promise<void> {
  await api.post(HANDBOOK_API.read(id), {});
}

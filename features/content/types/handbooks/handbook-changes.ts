import type { HandbookChapter } from '@/lib/contract/handbooks';

export type HandbookChange = { id: number; title: string; chapterTitle: string; updatedAt: string };

/**
 * The sections changed after the reader's last visit, newest first; none on a first visit (then
 * everything is new, and a list of it all would say nothing).
 */
export function changesSince(
  chapters: readonly Pick<HandbookChapter, 'title' | 'sections'>[],
  lastReadAt: string | null,
): HandbookChange[] {
  if (lastReadAt === null) return [];
  const since = Date.parse(lastReadAt);
  return chapters
    .flatMap((chapter) =>
      chapter.sections
        .filter((section) => Date.parse(section.updatedAt) > since)
        .map((section) => ({
          id: section.id,
          title: section.title,
          chapterTitle: chapter.title,
          updatedAt: section.updatedAt,
        })),
    )
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.id - b.id);
}

import type { HandbookChapter } from '@/lib/contract/handbooks';
import { buildItem } from '../../../__tests__/content-fixtures';

/** A Swedish handbook's answer (`wiki/handbooks/{id}/`): two chapters, three sections, one draft. */
export function buildHandbookAnswer(overrides: { lastReadAt?: string | null; chapters?: HandbookChapter[] } = {}) {
  const part = (id: number, title: string, updatedAt: string, status = 2) => ({
    id,
    title,
    body: `<p>${title}: the text.</p>`,
    status,
    updatedAt,
    position: 0,
  });
  const chapters: HandbookChapter[] = overrides.chapters ?? [
    {
      ...part(101, 'Welcome', '2026-09-01T08:00:00Z'),
      sections: [
        { ...part(201, 'How membership works', '2026-09-01T08:00:00Z'), files: [] },
        {
          ...part(202, 'Contacts', '2026-11-20T08:00:00Z'),
          position: 1,
          files: [
            {
              id: 9,
              name: 'Contacts.pdf',
              url: '/api/v1/section-files/9/',
              size: 2048,
              contentType: 'application/pdf',
            },
          ],
        },
      ],
    },
    {
      ...part(102, 'Routines', '2026-10-01T08:00:00Z'),
      position: 1,
      sections: [{ ...part(203, 'Waste (draft)', '2026-11-21T08:00:00Z', 1), files: [] }],
    },
  ];
  return {
    ...buildItem({ id: 7, title: 'Member handbook', summary: 'How Vetnet works.', body: '<p>Read me first.</p>' }),
    chapters,
    lastReadAt: overrides.lastReadAt === undefined ? '2026-11-01T08:00:00Z' : overrides.lastReadAt,
  };
}

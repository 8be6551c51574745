import { fieldsOf, idOf, listOf, numberOr, textOr } from '@/lib/api/read-answer';
import type { FileRef } from '@/lib/contract/content-item';
import type { HandbookChapter, HandbookRelated, HandbookSearchHit, HandbookSection } from '@/lib/contract/handbooks';

// The handbook's own answers as they enter the portal (docs/api.md "Handbooks"): a part without an
// id cannot be linked to and is malformed; anything else a page can do without gets a default.

const isoOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : fallback;

function readFile(value: unknown): FileRef {
  const fields = fieldsOf(value, 'file');
  return {
    id: idOf(fields.id, 'file'),
    name: textOr(fields.name, ''),
    url: textOr(fields.url, ''),
    size: numberOr(fields.size, 0),
    contentType: textOr(fields.contentType, ''),
  };
}

function readPart(value: unknown, what: string) {
  const fields = fieldsOf(value, what);
  return {
    fields,
    part: {
      id: idOf(fields.id, what),
      title: textOr(fields.title, ''),
      body: textOr(fields.body, ''),
      status: numberOr(fields.status, 2),
      updatedAt: isoOr(fields.updatedAt, new Date(0).toISOString()),
      position: numberOr(fields.position, 0),
    },
  };
}

function readSection(value: unknown): HandbookSection {
  const { fields, part } = readPart(value, 'section');
  return { ...part, files: listOf(fields.files, readFile).filter((file) => file.url !== '') };
}

function readChapter(value: unknown): HandbookChapter {
  const { fields, part } = readPart(value, 'chapter');
  return { ...part, sections: listOf(fields.sections, readSection) };
}

/** What the handbook's detail adds to the content item (the type's related reader). */
export function readHandbookRelated(answer: Readonly<Record<string, unknown>>): HandbookRelated {
  const lastReadAt = typeof answer.lastReadAt === 'string' ? isoOr(answer.lastReadAt, '') || null : null;
  return { chapters: listOf(answer.chapters, readChapter), lastReadAt };
}

/** `GET wiki/handbooks/{id}/search/`: the chapters and sections that match. */
export function readSearchHits(value: unknown): HandbookSearchHit[] {
  const results = fieldsOf(value, 'handbook search').results;
  return listOf(results, (hit) => {
    const fields = fieldsOf(hit, 'search hit');
    return {
      id: idOf(fields.id, 'search hit'),
      kind: fields.kind === 'chapter' ? 'chapter' : 'section',
      title: textOr(fields.title, ''),
      chapterId: numberOr(fields.chapterId, 0),
      match: textOr(fields.match, ''),
    };
  });
}

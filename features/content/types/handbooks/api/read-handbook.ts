import { fieldsOf, idOf, isFields, listOf, numberOr, requiredListOf, textOr } from '@/lib/api/read-answer';
import type { FileRef } from '@/lib/contract/content-item';
import type { HandbookChapter, HandbookRelated, HandbookSearchHit, HandbookSection } from '@/lib/contract/handbooks';
import type { Tag } from '@/lib/contract/settings';
import { readTag } from '@/lib/tags/read-tags';
import type { RelatedReaders } from '../../../content-types';

// The handbook's own answers as they enter the portal (docs/api.md "Handbooks"): a part without an
// id cannot be linked to and is malformed; anything else a page can do without gets a default.

const isoOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : fallback;

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

function readSection(value: unknown, read: RelatedReaders): HandbookSection {
  const { fields, part } = readPart(value, 'section');
  const files = listOf(fields.files, read.file).filter((file): file is FileRef => file !== null);
  return { ...part, files };
}

function readChapter(value: unknown, read: RelatedReaders): HandbookChapter {
  const { fields, part } = readPart(value, 'chapter');
  return { ...part, sections: listOf(fields.sections, (section) => readSection(section, read)) };
}

/** What the handbook's list and detail add to the content item (the type's related reader; `read.file` reads a file as every item's). */
export function readHandbookRelated(answer: Readonly<Record<string, unknown>>, read: RelatedReaders): HandbookRelated {
  const lastReadAt = typeof answer.lastReadAt === 'string' ? isoOr(answer.lastReadAt, '') || null : null;
  // Without it (an older backend), the handbook's own date, as readContentItem reads it.
  const ownDate = isoOr(answer.updatedAt, isoOr(answer.publishDate, new Date(0).toISOString()));
  return {
    chapters: listOf(answer.chapters, (chapter) => readChapter(chapter, read)),
    lastReadAt,
    changedAt: isoOr(answer.changedAt, ownDate),
  };
}

/** `GET wiki/handbooks/{id}/search/`: the chapters and sections that match. */
export function readSearchHits(value: unknown): HandbookSearchHit[] {
  return requiredListOf(value, 'handbook search', (hit) => {
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

/** `GET wiki/handbooks/tags/`: `{data, count}` as the handbook list (spec §7), or any list answer. */
export function readHandbookTags(value: unknown): Tag[] {
  const list = isFields(value) && Array.isArray(value.data) ? value.data : value;
  return requiredListOf(list, 'handbook tags', readTag);
}

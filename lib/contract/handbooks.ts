// Handbooks (spec §2 "/handbooks", §3 "handbooks list is data with a count", §7 `/api/v1/wiki/…`;
// docs/api.md "Handbooks"): three levels of content items — a handbook, its chapters, their
// sections — served by the content routes, plus the reading calls below. Written once here for
// both programs (the admin API imports it through src/contract/handbooks.ts).
import { CONTENT_API } from './content-api';
import type { FileRef } from './content-item';

const handbook = (id: number) => `${CONTENT_API.handbooks.items}${id}/`;

export const HANDBOOK_API = {
  /** GET `{data, count}`: `?tags=`, `?search=` (full text over handbooks, chapters and sections). */
  list: CONTENT_API.handbooks.items,
  /** GET `{data, count}`: the tags the reader's handbooks use (spec §7 `wiki/handbooks/tags/`; the list's tag filter). */
  tags: `${CONTENT_API.handbooks.items}tags/`,
  /** GET the handbook (a content item) with `chapters` (HandbookChapter[]) and the reader's `lastReadAt`. */
  item: handbook,
  /** GET `?q=`: the chapters and sections of the handbook that match (HandbookSearchHit[]). */
  search: (id: number) => `${handbook(id)}search/`,
  /** POST: the reader has read the handbook now (what changed after it is "new" next time). */
  read: (id: number) => `${handbook(id)}read/`,
  /** GET: the whole handbook as one PDF (a file download). */
  pdf: (id: number) => `${handbook(id)}pdf/`,
} as const;

/**
 * POST `{<parent field>: id, order: [child ids]}` on a child type's collection (`/wiki/chapters/`
 * with `handbook`, `/wiki/sections/` with `chapter`): the parent's children in their new order,
 * every one of them exactly once, placed in one transaction.
 */
export const reorderPath = (items: string) => `${items}reorder/`;

/** The search's longest query, as the forum's. */
export const HANDBOOK_SEARCH_MAX = 200;

type Part = {
  id: number;
  title: string;
  /** Sanitized HTML. */
  body: string;
  /** CONTENT_STATUS: members see published parts only; staff see drafts too, marked. */
  status: number;
  /** ISO date of the last change: "changed since your last visit". */
  updatedAt: string;
  position: number;
};

export type HandbookSection = Part & { files: FileRef[] };
export type HandbookChapter = Part & { sections: HandbookSection[] };

/** What the handbook's detail adds to the content item (its `related` fields; the list adds `changedAt`). */
export type HandbookRelated = {
  /**
   * ISO date of the newest published change of the handbook, its chapters or their sections: its
   * "updated" date (`updatedAt` is the handbook item's own).
   */
  changedAt: string;
  chapters: HandbookChapter[];
  /** When this reader last opened the handbook (ISO), or null the first time. */
  lastReadAt: string | null;
};

export type HandbookSearchHit = {
  id: number;
  kind: 'chapter' | 'section';
  title: string;
  /** The chapter a section is in (its own id for a chapter). */
  chapterId: number;
  /** The best passage, plain text with SEARCH_MARK (lib/contract/forum) around the found words. */
  match: string;
};

/**
 * The anchors of the reading page, from ids so a renamed chapter keeps its links (docs/handbooks.md):
 * `/handbooks/{id-slug}#chapter-{id}` and `#section-{id}`.
 */
export const HANDBOOK_ANCHOR = {
  chapter: (id: number) => `chapter-${id}`,
  section: (id: number) => `section-${id}`,
} as const;

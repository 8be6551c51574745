import type { ContentItem } from '@/lib/contract/content-item';
import type { HandbookRelated } from '@/lib/contract/handbooks';

/** A chapter's own field: the handbook it belongs to (the API's parent field). */
export type ChapterFields = { handbook?: number | null };
/** A section's own field: the chapter it belongs to. */
export type SectionFields = { chapter?: number | null };

export type ChapterItem = ContentItem<ChapterFields>;
export type SectionItem = ContentItem<SectionFields>;

/** A handbook's own fields: none to edit; its detail brings its chapters and the reader's last visit. */
export type HandbookFields = Partial<HandbookRelated>;

export type HandbookItem = ContentItem<HandbookFields>;

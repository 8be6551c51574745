import dynamic from 'next/dynamic';
import type { NoOwnFields } from '@/lib/contract/content-item';
import type { ReadableItem } from '../api/content-item';
import type { ContentEditorState } from '../components/editor/use-content-editor';
import type { ContentFieldsByType, ContentTypeKey } from '../content-types';
import type { ComponentType } from 'react';

// One map per view slot: see card-facts.ts.

/**
 * A type's own parts in the staff editor beyond its fields (a partner's sales reps and contract),
 * below the item's form: `item` is the saved item, null for a new one not yet saved.
 */
export type EditorExtras<Extra extends object> = ComponentType<{
  item: ReadableItem<Extra> | null;
  editor: ContentEditorState;
}>;

const BY_TYPE: { [Key in ContentTypeKey]?: EditorExtras<ContentFieldsByType[Key]> } = {
  partners: dynamic(() =>
    import('../types/partners/components/partner-editor-extras').then((module) => module.PartnerEditorExtras),
  ),
  handbooks: dynamic(() =>
    import('@/features/content/types/handbooks/components/parts-editor-extras').then(
      (module) => module.HandbookEditorExtras,
    ),
  ),
  chapters: dynamic(() =>
    import('@/features/content/types/handbooks/components/parts-editor-extras').then(
      (module) => module.ChapterEditorExtras,
    ),
  ),
};

/** Each type's editor extras, if it has any, for the shared editor (which does not know a type's own parts). */
export const EDITOR_EXTRAS: Readonly<Partial<Record<ContentTypeKey, EditorExtras<NoOwnFields>>>> = BY_TYPE;

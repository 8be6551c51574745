import dynamic from 'next/dynamic';
import type { ReadableItem } from '@/features/content/api/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';

// Rendered (on the server too) only for a saved item, so a new item's editor does not load it.
const PartsOrder = dynamic(() => import('./parts-order').then((module) => module.PartsOrder));

function AfterSave() {
  const { t } = useTranslation('content');
  return <p className="text-body-secondary mt-4">{t('handbookParts.afterSave')}</p>;
}

/** Below a handbook's editor: its chapters, reordered and added here; they need its id, so a new one gets them after saving. */
export function HandbookEditorExtras({ item }: { item: ReadableItem | null }) {
  return item ? <PartsOrder parentType="handbooks" parentId={item.id} /> : <AfterSave />;
}

/** Below a chapter's editor: its sections. */
export function ChapterEditorExtras({ item }: { item: ReadableItem | null }) {
  return item ? <PartsOrder parentType="chapters" parentId={item.id} /> : <AfterSave />;
}

import { sanitizeHtml } from '@/lib/html/sanitize';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCategories } from '../../api/content-categories';
import { readableItem } from '../../api/content-item';
import { useTags } from '../../api/tags';
import { formToPreviewItem } from '../../editor-form';
import { ContentArticle } from '../content-detail-screen';
import styles from '../content.module.scss';
import type { ContentEditorState } from './use-content-editor';
import type { ContentType } from '../../content-types';

/** The item as members will read it, from the unsaved form. */
export function EditorPreview({ type, editor }: { type: ContentType; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  const { data: categories = [] } = useCategories(type);
  const { data: tags = [] } = useTags();
  const draft = formToPreviewItem(type, editor.form, {
    saved: editor.saved,
    countries: editor.options?.countries ?? [],
    categories,
    tags,
    timeZone: editor.timeZone,
  });
  return (
    <section className={styles.preview} aria-label={t('editor.preview')}>
      <p className="small text-body-secondary">{t('editor.previewNote')}</p>
      <ContentArticle
        typeKey={type.key}
        item={readableItem(draft, sanitizeHtml)}
        origin={window.location.origin}
        preview
      />
    </section>
  );
}

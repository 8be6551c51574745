import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { normalizeLinkHref } from '@/lib/html/link-href';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './rich-text-editor.module.scss';
import type { Editor } from '@tiptap/react';

/** Sets, changes or removes the link on the selected text (or the link the cursor is in). */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [address, setAddress] = useState(existing);
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const href = normalizeLinkHref(address);
    if (href === null) {
      setError(t('editor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    // A div, not a form: the panel sits inside the editor's own form, and forms do not nest.
    <div
      className={styles.panel}
      role="group"
      aria-label={t('editor.link')}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <TextField
        label={t('editor.linkAddress')}
        hint={t('editor.linkHint')}
        value={address}
        autoFocus
        inputMode="url"
        errors={error ? [error] : []}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
        }}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
          {t('editor.linkApply')}
        </button>
        {existing && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={remove}>
            {t('editor.linkRemove')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t('confirm.cancel')}
        </button>
      </div>
    </div>
  );
}

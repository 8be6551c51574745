import { useId, useState } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { TextField } from '@/components/forms/text-field';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './rich-text-editor.module.scss';
import type { Editor } from '@tiptap/react';

/** Uploads an image with its description (alt text) and places it at the cursor. */
export function ImagePanel({
  editor,
  uploadImage,
  onClose,
}: {
  editor: Editor;
  uploadImage: (file: File) => Promise<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const serverMessages = useFailureMessages();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function insert() {
    if (!file) {
      setErrors([t('editor.imageMissing')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const src = await uploadImage(file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onClose();
    } catch (error) {
      // The API's reason (too large, wrong type) is the message; anything else is a failed upload.
      setErrors((await serverMessages.field(error, 'file')) ?? [t('editor.imageFailed')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className={styles.panel}
      role="group"
      aria-label={t('editor.image')}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="mb-3">
        <label htmlFor={fileId} className="form-label">
          {t('editor.imageFile')}
        </label>
        <input
          id={fileId}
          type="file"
          className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
          accept="image/jpeg,image/png,image/gif,image/webp"
          autoFocus
          aria-describedby={errors.length > 0 ? `${fileId}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <FieldError id={`${fileId}-error`} errors={errors} announce />
      </div>
      <TextField
        label={t('editor.imageAlt')}
        hint={t('editor.imageAltHint')}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void insert()} disabled={busy}>
          {busy ? t('editor.imageUploading') : t('editor.imageInsert')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
          {t('confirm.cancel')}
        </button>
      </div>
    </div>
  );
}

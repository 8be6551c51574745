import { useId, useState, type ChangeEvent } from 'react';
import { apiClient } from '@/lib/api/browser-client';
import type { FileRef } from '@/lib/contract/content-item';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatFileSize } from '@/lib/text/file-size';
import { uploadContentFile } from '../../api/content-files';
import { typeLabel } from '../../type-labels';
import styles from '../content.module.scss';
import type { ContentEditorState } from './use-content-editor';
import type { ContentType } from '../../content-types';

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
const ATTACHMENT_TYPES = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv';

/**
 * Uploads the chosen files one at a time (the API takes one per call); each refusal is kept with
 * the file's name and the API's reason ("too large", "type not allowed").
 */
function useUploads(type: ContentType) {
  const { t } = useTranslation('content');
  const serverMessages = useFailureMessages();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  async function upload(event: ChangeEvent<HTMLInputElement>): Promise<FileRef[]> {
    const files = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again after a fix uploads it again.
    event.target.value = '';
    setBusy(true);
    setErrors([]);
    const uploaded: FileRef[] = [];
    const refused: string[] = [];
    for (const file of files) {
      try {
        uploaded.push(await uploadContentFile(apiClient, type, file));
      } catch (error) {
        const reason = (await serverMessages.field(error, 'file'))?.join(' ') ?? t('editor.uploadFailed');
        refused.push(t('editor.fileRefused', { name: file.name, reason }));
      }
    }
    setErrors(refused);
    setBusy(false);
    return uploaded;
  }
  return { busy, errors, upload };
}

type FileInputProps = {
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  busy: boolean;
  errors: string[];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

function FileInput({ label, hint, accept, multiple, busy, errors, onChange }: FileInputProps) {
  const { t } = useTranslation('content');
  const id = useId();
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={`form-control form-control-sm${errors.length > 0 ? ' is-invalid' : ''}`}
        accept={accept}
        multiple={multiple}
        disabled={busy}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      <div id={`${id}-hint`} className="form-text" aria-live="polite">
        {busy ? t('editor.uploading') : hint}
      </div>
      {errors.length > 0 && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The cover image and the attachments: uploaded at once, attached to the item when it is saved. */
export function FileFields({ type, editor }: { type: ContentType; editor: ContentEditorState }) {
  const { t, i18n } = useTranslation('content');
  const cover = useUploads(type);
  const attachments = useUploads(type);
  const { image, files } = editor.form;

  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{typeLabel(t, type.key, 'image', 'editor.fields.image')}</legend>
        {image && (
          <div className="d-flex align-items-center gap-2 mb-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the admin API */}
            <img src={image.url} alt="" className={styles.coverThumb} />
            <span className="text-break small flex-grow-1">{image.name}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => editor.update({ image: null })}
            >
              {t('editor.remove')}
              <span className="visually-hidden"> {image.name}</span>
            </button>
          </div>
        )}
        <FileInput
          label={image ? t('editor.replaceImage') : t('editor.chooseImage')}
          hint={t('editor.imageHint')}
          accept={IMAGE_TYPES}
          busy={cover.busy}
          errors={[...cover.errors, ...editor.serverErrorsFor('image')]}
          onChange={async (event) => {
            const [uploaded] = await cover.upload(event);
            if (uploaded) editor.update({ image: uploaded });
          }}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t('editor.fields.files')}</legend>
        {files.length > 0 && (
          <ul className="list-unstyled mb-2">
            {files.map((file) => (
              <li key={file.id} className="d-flex align-items-center gap-2 mb-1">
                <a href={file.url} className="text-break small flex-grow-1" target="_blank" rel="noopener">
                  {file.name}
                </a>
                <span className="small text-body-secondary text-nowrap">
                  {formatFileSize(file.size, i18n.language)}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() =>
                    editor.update((current) => ({ files: current.files.filter((other) => other.id !== file.id) }))
                  }
                >
                  {t('editor.remove')}
                  <span className="visually-hidden"> {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <FileInput
          label={t('editor.addFiles')}
          hint={t('editor.uploadHint')}
          accept={ATTACHMENT_TYPES}
          multiple
          busy={attachments.busy}
          errors={[...attachments.errors, ...editor.serverErrorsFor('files')]}
          onChange={async (event) => {
            const uploaded = await attachments.upload(event);
            if (uploaded.length > 0) editor.update((current) => ({ files: [...current.files, ...uploaded] }));
          }}
        />
      </fieldset>
    </>
  );
}

import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRef, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { apiClient } from '@/lib/api/browser-client';
import { pageTitle } from '@/lib/config/product';
import { CONTENT_STATUS } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { uploadContentFile } from '../../api/content-files';
import { detailPath } from '../../content-paths';
import { CONTENT_TYPES, type ContentType } from '../../content-types';
import { EDITOR_EXTRAS } from '../../type-registry/editor-extras';
import styles from '../content.module.scss';
import { ExtraFields } from './extra-fields';
import { FileFields } from './file-fields';
import { PublishingFields } from './publishing-fields';
import { TaxonomyFields } from './taxonomy-fields';
import { TranslationFields } from './translation-fields';
import { useContentEditor } from './use-content-editor';
import type { ContentEditorProps } from '../../server/content-props';

// The editor library is loaded only here, in the browser: it is large and staff-only.
const RichTextEditor = dynamic(() => import('@/components/rich-text-editor/rich-text-editor'), {
  ssr: false,
  loading: () => <div className={styles.editorPlaceholder} aria-hidden="true" />,
});
// The preview (the page's article, with the sanitizer) loads on its first use, and the copy dialog
// (react-bootstrap's modal) on the first copy: neither is in the editor's first load.
const EditorPreview = dynamic(() => import('./editor-preview').then((module) => module.EditorPreview), {
  ssr: false,
  loading: () => <div className={styles.editorPlaceholder} aria-hidden="true" />,
});
const CopyDialog = dynamic(() => import('./copy-dialog').then((module) => module.CopyDialog), { ssr: false });

/** The staff editor of one item of any content type: the common fields, then the type's own. */
export function ContentEditorScreen({ typeKey, id, now }: ContentEditorProps) {
  const { t } = useTranslation('content');
  const type: ContentType = CONTENT_TYPES[typeKey];
  const editor = useContentEditor(type, id, now);
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [copying, setCopying] = useState(false);
  // Once asked, the copy dialog stays mounted, so closing plays the modal's exit and returns focus.
  const [copyAsked, setCopyAsked] = useState(false);
  if (copying && !copyAsked) setCopyAsked(true);
  const { form, saved } = editor;
  const EditorExtras = EDITOR_EXTRAS[typeKey];
  const heading = id === null ? t(`types.${typeKey}.new`) : t('editor.editTitle', { title: saved?.title ?? '' });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPreview(false);
    if (await editor.save()) return;
    // Take the user to the first field that needs them.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(heading)}</title>
      </Head>
      <p className="mb-2">
        <AppLink href={type.pages.admin}>← {t(`types.${typeKey}.admin`)}</AppLink>
      </p>
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
        <h1 className="h2 mb-0 text-break">{heading}</h1>
        {saved?.status === CONTENT_STATUS.published && !type.partOf && (
          <AppLink href={detailPath(type, saved)}>{t('editor.openPage')}</AppLink>
        )}
      </div>
      <div className="btn-group mb-3" role="group" aria-label={t('editor.mode')}>
        <button
          type="button"
          className={`btn btn-sm ${preview ? 'btn-outline-primary' : 'btn-primary'}`}
          aria-pressed={!preview}
          onClick={() => setPreview(false)}
        >
          {t('editor.edit')}
        </button>
        <button
          type="button"
          className={`btn btn-sm ${preview ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={preview}
          onClick={() => setPreview(true)}
        >
          {t('editor.preview')}
        </button>
      </div>
      <FormAlert messages={editor.failure} />
      {preview && <EditorPreview type={type} editor={editor} />}
      {/* Hidden, not unmounted, during the preview: the rich-text editor keeps its undo history. */}
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} hidden={preview} aria-label={heading}>
        <div className="row g-4">
          <div className="col-lg-8">
            <TextField
              label={t('editor.fields.title')}
              required
              maxLength={255}
              value={form.title}
              onChange={(event) => editor.update({ title: event.target.value })}
              errors={editor.errorsFor('title')}
            />
            <TextareaField
              label={t('editor.fields.summary')}
              rows={3}
              maxLength={500}
              value={form.summary}
              onChange={(event) => editor.update({ summary: event.target.value })}
              errors={editor.errorsFor('summary')}
              hint={t('editor.summaryHint', { count: 500 - form.summary.length })}
            />
            <ExtraFields type={type} editor={editor} />
            <RichTextEditor
              key={saved?.updatedAt ?? 'new'}
              label={t('editor.fields.body')}
              initialHtml={form.body}
              onChange={(body) => editor.update({ body })}
              uploadImage={async (file) => (await uploadContentFile(apiClient, type, file)).url}
              errors={editor.errorsFor('body')}
            />
            <TextField
              label={t('editor.fields.videoUrl')}
              type="url"
              value={form.videoUrl}
              onChange={(event) => editor.update({ videoUrl: event.target.value })}
              errors={editor.errorsFor('videoUrl')}
              hint={t('editor.videoHint')}
            />
          </div>
          <div className="col-lg-4">
            <div className={styles.sidePanel}>
              <PublishingFields editor={editor} />
              <TranslationFields type={type} editor={editor} />
              <hr />
              <TaxonomyFields type={type} editor={editor} />
              <hr />
              <FileFields type={type} editor={editor} />
            </div>
          </div>
        </div>
        {/* Save sits at the right end, clear of the developer panel's button at the bottom left. */}
        <div className={styles.actionBar}>
          <span className="small text-body-secondary me-auto" aria-live="polite">
            {editor.dirty ? t('editor.unsaved') : ''}
          </span>
          {id !== null && (
            <>
              {/* A part (a chapter) is copied with its whole (the handbook), never on its own. */}
              {!type.partOf && (
                <button type="button" className="btn btn-outline-secondary" onClick={() => setCopying(true)}>
                  {t('editor.copy')}
                </button>
              )}
              <button type="button" className="btn btn-outline-danger" onClick={() => setConfirmDelete(true)}>
                {t('editor.delete')}
              </button>
            </>
          )}
          <button type="submit" className="btn btn-primary" disabled={editor.submitting}>
            {editor.submitting ? t('editor.saving') : t('editor.save')}
          </button>
        </div>
      </form>
      {EditorExtras && !preview && <EditorExtras item={saved} editor={editor} />}
      {id !== null && saved && !type.partOf && copyAsked && (
        <CopyDialog
          type={type}
          id={id}
          countryId={saved.country.id}
          countries={editor.options?.countries ?? []}
          show={copying}
          onClose={() => setCopying(false)}
        />
      )}
      <ConfirmDialog
        show={confirmDelete}
        busy={editor.deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void editor.remove().then((removed) => !removed && setConfirmDelete(false))}
      />
    </div>
  );
}

/** The editor page: a fresh editor for each item (after "new" is saved, its own id). */
export function ContentEditorPage(props: ContentEditorProps) {
  return <ContentEditorScreen key={props.id ?? 'new'} {...props} />;
}

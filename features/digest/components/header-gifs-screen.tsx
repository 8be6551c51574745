import Head from 'next/head';
import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FieldFrame } from '@/components/forms/field-frame';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useToast } from '@/components/toast/toast-provider';
import { ApiError } from '@/lib/api/api-error';
import { apiClient } from '@/lib/api/browser-client';
import { pageTitle } from '@/lib/config/product';
import { DIGEST_LIMITS, HEADER_IMAGE_MAX_BYTES, HEADER_IMAGE_TYPES, type HeaderImage } from '@/lib/contract/digest';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatFileSize } from '@/lib/text/file-size';
import { HEADER_GIFS_KEY, deleteHeaderGif, uploadHeaderGif, useHeaderGifs } from '../api/header-gifs';
import { DigestNav } from './digest-nav';
import styles from './digest.module.scss';

const ACCEPT = HEADER_IMAGE_TYPES.join(',');

/** The upload: a file and its alternative text; size and type are checked here first, and by the API by content. */
function UploadForm() {
  const { t, i18n } = useTranslation('digest-headergifs');
  const { mutate } = useSWRConfig();
  const serverMessages = useFailureMessages();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [news, setNews] = useState('');
  const { submitting, failure, submit } = useSubmission();
  const maxSize = formatFileSize(HEADER_IMAGE_MAX_BYTES, i18n.language);

  function check(chosen: File | null): string[] {
    if (!chosen) return [t('headerGifs.fileMissing')];
    if (!(HEADER_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      return [t('headerGifs.wrongType', { name: chosen.name })];
    }
    if (chosen.size > HEADER_IMAGE_MAX_BYTES) return [t('headerGifs.tooLarge', { name: chosen.name, size: maxSize })];
    return [];
  }

  function upload(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setNews('');
    const problems = check(file);
    setFileErrors(problems);
    if (problems.length > 0 || !alt.trim()) return;
    void submit(async () => {
      try {
        const image = await uploadHeaderGif(apiClient, file as File, alt.trim());
        await mutate(HEADER_GIFS_KEY, (images: HeaderImage[] = []) => [image, ...images], { revalidate: false });
        setNews(t('headerGifs.uploaded', { name: image.alt }));
        setFile(null);
        setAlt('');
        setTried(false);
        if (fileRef.current) fileRef.current.value = '';
      } catch (error) {
        // The API's reason for the file itself (too large, not an image) belongs under the file field.
        const reason = await serverMessages.field(error, 'file');
        if (reason) {
          setFileErrors(reason);
          return;
        }
        throw error;
      }
    });
  }

  return (
    <section aria-labelledby="gif-upload-heading" className="mb-4">
      <h2 id="gif-upload-heading" className="h4">
        {t('headerGifs.uploadHeading')}
      </h2>
      <FormAlert messages={failure} />
      <form onSubmit={upload} noValidate>
        <FieldFrame
          label={t('headerGifs.file')}
          required
          hint={t('headerGifs.fileHint', { size: maxSize })}
          errors={fileErrors}
        >
          {(control) => (
            <input
              ref={fileRef}
              type="file"
              accept={ACCEPT}
              required
              className={`form-control${fileErrors.length > 0 ? ' is-invalid' : ''}`}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileErrors(chosen ? check(chosen) : []);
              }}
              {...control}
            />
          )}
        </FieldFrame>
        <TextField
          label={t('headerGifs.alt')}
          hint={t('headerGifs.altHint')}
          required
          value={alt}
          maxLength={DIGEST_LIMITS.headerAlt.max}
          errors={tried && !alt.trim() ? [t('headerGifs.altMissing')] : []}
          onChange={(event) => setAlt(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? t('headerGifs.uploading') : t('headerGifs.upload')}
        </button>
        <p role="status" className="mt-2">
          {news}
        </p>
      </form>
    </section>
  );
}

/** `/digest/headergifs` (staff): upload, look at and delete the images that head the digest. */
export function HeaderGifsScreen() {
  const { t, i18n } = useTranslation('digest-headergifs');
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const serverMessages = useFailureMessages();
  const { data: images, error } = useHeaderGifs();
  const [deleting, setDeleting] = useState<HeaderImage | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteHeaderGif(apiClient, deleting.id);
      await mutate(HEADER_GIFS_KEY, (list: HeaderImage[] = []) => list.filter((image) => image.id !== deleting.id), {
        revalidate: false,
      });
      toast(t('headerGifs.deleted', { name: deleting.alt }), 'success');
    } catch (failure) {
      const inUse = failure instanceof ApiError && failure.status === 409;
      toast(inUse ? t('headerGifs.inUse') : (await serverMessages.failure(failure)).join(' '), 'danger');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('headerGifs.title'))}</title>
      </Head>
      <h1>{t('headerGifs.title')}</h1>
      <p className="lead">{t('headerGifs.intro')}</p>
      <DigestNav />
      <UploadForm />
      <section aria-labelledby="gif-list-heading">
        <h2 id="gif-list-heading" className="h4">
          {t('headerGifs.listHeading')}
        </h2>
        {error && !images ? (
          <p className="alert alert-danger" role="alert">
            {t('headerGifs.loadFailed')}
          </p>
        ) : !images ? (
          <p role="status">{t('loading')}</p>
        ) : images.length === 0 ? (
          <p className="text-body-secondary">{t('headerGifs.empty')}</p>
        ) : (
          <ul className={styles.gifs}>
            {images.map((image) => (
              <li key={image.id} className={styles.gif}>
                {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded image served by the admin API */}
                <img
                  src={image.url}
                  alt={image.alt}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                />
                <p className="mb-1">{image.alt}</p>
                <p className="small text-body-secondary mb-2">
                  {image.contentType.replace('image/', '').toUpperCase()}, {formatFileSize(image.size, i18n.language)}
                  {image.width && image.height ? `, ${image.width} × ${image.height} px` : ''}
                </p>
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDeleting(image)}>
                  {t('headerGifs.delete')}
                  <span className="visually-hidden"> {image.alt}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        show={deleting !== null}
        message={deleting ? t('headerGifs.deleteConfirm', { name: deleting.alt }) : undefined}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

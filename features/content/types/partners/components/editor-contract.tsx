import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FieldError } from '@/components/forms/field-error';
import { FormAlert } from '@/components/forms/form-alert';
import { useToast } from '@/components/toast/toast-provider';
import { BROWSER_API_BASE_URL } from '@/lib/api/browser-client';
import type { FileRef } from '@/lib/contract/content-item';
import { PARTNERS_API } from '@/lib/contract/partners';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deleteContract, uploadContract } from '../api/partner-staff-api';

/** The partner's contract document: the current one with its removal, and the upload of a new one. */
export function EditorContract({ partnerId, initial }: { partnerId: number; initial: FileRef | null }) {
  const { t } = useTranslation('content');
  const showToast = useToast();
  const inputId = useId();
  const [contract, setContract] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget;
    const ok = await submit(async () => setContract(await uploadContract(partnerId, file)));
    if (!ok) return;
    form.reset();
    setFile(null);
    showToast(t('partnerEditor.uploaded'), 'success');
  }

  async function onRemove() {
    setConfirming(false);
    if (await submit(() => deleteContract(partnerId))) {
      setContract(null);
      showToast(t('partnerEditor.contractRemoved'), 'success');
    }
  }

  const errors = serverFieldErrors.file ?? [];
  return (
    <section aria-labelledby="editor-contract" className="mb-4">
      <h2 id="editor-contract" className="h4">
        {t('partnerEditor.contract')}
      </h2>
      <FormAlert messages={failure} />
      {contract ? (
        <p className="d-flex flex-wrap align-items-center gap-2">
          {t('partnerEditor.currentContract')}{' '}
          <a href={`${BROWSER_API_BASE_URL}${PARTNERS_API.contractFile(partnerId)}`}>{contract.name}</a>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
            {t('partnerEditor.removeContract')}
          </button>
        </p>
      ) : (
        <p className="text-body-secondary">{t('partnerEditor.noContract')}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => void onUpload(event)}
        aria-labelledby="editor-contract"
        aria-busy={submitting}
      >
        <label htmlFor={inputId} className="form-label">
          {t('partnerEditor.contractFile')}
        </label>
        <input
          id={inputId}
          type="file"
          className={`form-control mb-2${errors.length > 0 ? ' is-invalid' : ''}`}
          accept="application/pdf,.pdf,.doc,.docx"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${inputId}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <FieldError id={`${inputId}-error`} errors={errors} />
        <button type="submit" className="btn btn-outline-primary btn-sm" disabled={!file || submitting}>
          {submitting ? t('editor.uploading') : t('partnerEditor.upload')}
        </button>
      </form>
      <ConfirmDialog show={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void onRemove()} />
    </section>
  );
}

import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AppLink } from '@/components/app-link/app-link';
import { FieldError } from '@/components/forms/field-error';
import { FormAlert } from '@/components/forms/form-alert';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Country } from '@/lib/session/types';
import { copyContent } from '../../api/copy-content';
import { editorPath } from '../../content-paths';
import type { ContentType } from '../../content-types';

type CopyDialogProps = {
  type: ContentType;
  id: number;
  /** The item's own country, which is not offered. */
  countryId: number;
  countries: readonly Country[];
  show: boolean;
  onClose: () => void;
};

/** Copies the saved item, as drafts, to the countries picked, and links to each copy. */
export function CopyDialog({ type, id, countryId, countries, show, onClose }: CopyDialogProps) {
  const { t } = useTranslation('content');
  const idPrefix = useId();
  const submission = useSubmission();
  const [picked, setPicked] = useState<number[]>([]);
  const [created, setCreated] = useState<{ id: number; country: number }[]>([]);
  const [attempted, setAttempted] = useState(false);
  const targets = countries.filter((country) => country.id !== countryId);
  const nameOf = (countryIdOf: number) =>
    countries.find((country) => country.id === countryIdOf)?.name ?? String(countryIdOf);

  async function copy() {
    setAttempted(true);
    if (picked.length === 0) return;
    await submission.submit(async () => {
      const answer = await copyContent(apiClient, type.key, id, picked);
      setCreated(answer.created);
      setPicked([]);
      setAttempted(false);
    });
  }

  function close() {
    setCreated([]);
    setAttempted(false);
    onClose();
  }

  const errors = [
    ...(attempted && picked.length === 0 ? [t('editor.copyPick')] : []),
    ...(submission.serverFieldErrors.countries ?? []),
  ];

  return (
    <Modal show={show} onHide={close} centered scrollable aria-labelledby={`${idPrefix}-title`}>
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id={`${idPrefix}-title`} as="h2" className="h5">
          {t('editor.copyTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('editor.copyIntro')}</p>
        <FormAlert messages={submission.failure} />
        {created.length > 0 && (
          <div className="alert alert-success" role="status">
            <p className="mb-1">{t('editor.copyDone', { count: created.length })}</p>
            <ul className="mb-0">
              {created.map((copyOf) => (
                <li key={copyOf.id}>
                  <AppLink href={editorPath(type, copyOf.id)} onClick={close}>
                    {t('editor.copyLink', { country: nameOf(copyOf.country) })}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        )}
        <fieldset aria-describedby={errors.length > 0 ? `${idPrefix}-error` : undefined}>
          <legend className="h6">{t('editor.copyCountries')}</legend>
          {targets.map((country) => (
            <div key={country.id} className="form-check">
              <input
                id={`${idPrefix}-${country.id}`}
                type="checkbox"
                className="form-check-input"
                checked={picked.includes(country.id)}
                onChange={(event) =>
                  setPicked((current) =>
                    event.target.checked ? [...current, country.id] : current.filter((other) => other !== country.id),
                  )
                }
              />
              <label htmlFor={`${idPrefix}-${country.id}`} className="form-check-label">
                {country.name}
              </label>
            </div>
          ))}
          <FieldError id={`${idPrefix}-error`} errors={errors} />
        </fieldset>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          {t('common:close')}
        </Button>
        <Button variant="primary" onClick={() => void copy()} disabled={submission.submitting}>
          {t('editor.copyButton')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

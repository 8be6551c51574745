import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useToast } from '@/components/toast/toast-provider';
import type { SalesRep } from '@/lib/contract/partners';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { deleteSalesRep, saveSalesRep, useSalesReps } from '../api/partner-staff-api';

type RepValues = Pick<SalesRep, 'name' | 'region' | 'phone' | 'email'>;
const EMPTY: RepValues = { name: '', region: '', phone: '', email: '' };

/** The partner's sales reps, added, changed and removed in place (each a call of its own). */
export function EditorSalesReps({ partnerId, initial }: { partnerId: number; initial: SalesRep[] | undefined }) {
  const { t } = useTranslation('content');
  const showToast = useToast();
  const { data: reps = [], mutate } = useSalesReps(partnerId, initial);
  /** The rep being edited (`null` for a new one), or none. */
  const [editing, setEditing] = useState<{ id: number | null; values: RepValues } | null>(null);
  const [removing, setRemoving] = useState<SalesRep | null>(null);
  const [busy, setBusy] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { id, values } = editing;
    const ok = await submit(async () => {
      await saveSalesRep({ ...values, partner: partnerId }, id);
    });
    if (!ok) return;
    setEditing(null);
    await mutate();
    showToast(t('partnerEditor.repSaved'), 'success');
  }

  async function onRemove() {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteSalesRep(removing.id);
      await mutate();
      showToast(t('partnerEditor.repRemoved'), 'success');
    } catch {
      showToast(t('editor.deleteFailed'), 'danger');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const field = (name: keyof RepValues, type = 'text') => (
    <TextField
      label={t(`partnerEditor.${name}`)}
      type={type}
      required={name === 'name'}
      value={editing?.values[name] ?? ''}
      onChange={(event) =>
        setEditing((current) => current && { ...current, values: { ...current.values, [name]: event.target.value } })
      }
      errors={serverFieldErrors[name] ?? []}
    />
  );

  return (
    <section aria-labelledby="editor-reps" className="mb-4">
      <h2 id="editor-reps" className="h4">
        {t('partnerEditor.salesReps')}
      </h2>
      {reps.length === 0 && <p className="text-body-secondary">{t('partnerEditor.noReps')}</p>}
      <ul className="list-unstyled">
        {reps.map((rep) => (
          <li key={rep.id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
            <span className="me-auto" id={`rep-${rep.id}`}>
              <strong>{rep.name}</strong>
              {[rep.region, rep.phone, rep.email].filter(Boolean).map((part) => ` · ${part}`)}
            </span>
            <span className="d-flex gap-2" role="group" aria-labelledby={`rep-${rep.id}`}>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() =>
                  setEditing({
                    id: rep.id,
                    values: { name: rep.name, region: rep.region, phone: rep.phone, email: rep.email },
                  })
                }
              >
                {t('partnerEditor.edit')}
              </button>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRemoving(rep)}>
                {t('partnerEditor.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <form noValidate onSubmit={(event) => void onSave(event)} aria-labelledby="editor-reps" aria-busy={submitting}>
          <FormAlert messages={failure} />
          <div className="row g-2">
            <div className="col-sm-6">{field('name')}</div>
            <div className="col-sm-6">{field('region')}</div>
            <div className="col-sm-6">{field('phone', 'tel')}</div>
            <div className="col-sm-6">{field('email', 'email')}</div>
          </div>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={submitting}>
              {t('partnerEditor.saveRep')}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setEditing(null)}>
              {t('partnerEditor.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setEditing({ id: null, values: EMPTY })}
        >
          {t('partnerEditor.addRep')}
        </button>
      )}
      <ConfirmDialog
        show={removing !== null}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void onRemove()}
      />
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { MAINTENANCE_STATUS_KEY, useMaintenanceStatus } from '../api/get-maintenance-status';
import { updateMaintenanceStatus } from '../api/update-maintenance-status';
import { maintenanceFormOf, maintenancePatchOf, startsLockout, type MaintenanceForm } from '../maintenance-form';
import type { MaintenanceStatus } from '../types';

const HEADING_ID = 'maintenance-switch-heading';

/**
 * The maintenance switch of the developer panel (README "staff ... maintenance switch"): the deploy
 * flags, the deploy's start and estimated downtime, and the banner's announced window. Staff only:
 * the shell puts it in the panel for staff, and the admin API refuses anyone else. Its texts are
 * the panel's (devPanel namespace), loaded with the panel.
 */
export function MaintenanceSwitch() {
  const { t } = useTranslation('devPanel');
  const { data: status, error } = useMaintenanceStatus();
  return (
    <section className="mb-3" aria-labelledby={HEADING_ID}>
      <h3 id={HEADING_ID} className="h6">
        {t('maintenance.title')}
      </h3>
      {status ? (
        <MaintenanceSwitchForm status={status} />
      ) : (
        <p role="status">{error ? t('maintenance.loadFailed') : t('maintenance.loading')}</p>
      )}
    </section>
  );
}

function MaintenanceSwitchForm({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation('devPanel');
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const timeZone = countryTimeZone(user.member.country.code);
  // The status as stored: what a save changes, and the baseline of "does this start a deploy?".
  const [stored, setStored] = useState(status);
  const [form, setForm] = useState<MaintenanceForm>(() => maintenanceFormOf(status, timeZone));
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const errorsOf = (field: string) => serverFieldErrors[field] ?? [];

  function update(changes: Partial<MaintenanceForm>) {
    setForm((current) => ({ ...current, ...changes }));
    setSaved(false);
  }

  async function save() {
    setConfirming(false);
    const done = await submit(async () => {
      const answer = await updateMaintenanceStatus(apiClient, maintenancePatchOf(form, timeZone));
      setStored(answer);
      // The banner reads the same key: it follows at once.
      await mutate(MAINTENANCE_STATUS_KEY, answer, { revalidate: false });
    });
    setSaved(done);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (startsLockout(stored, form)) setConfirming(true);
    else void save();
  }

  const zoneHint = t('maintenance.timeZoneHint', { zone: timeZone });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormAlert messages={failure} />
      {saved && <FormAlert variant="success" messages={[t('maintenance.saved')]} />}
      <fieldset className="mb-2">
        <legend className="h6 fs-6">{t('maintenance.deployLegend')}</legend>
        <CheckField
          label={t('maintenance.backendDeploy')}
          hint={t('maintenance.backendDeployHint')}
          checked={form.backendDeployInProgress}
          onChange={(backendDeployInProgress) => update({ backendDeployInProgress })}
          errors={errorsOf('backendDeployInProgress')}
        />
        <CheckField
          label={t('maintenance.frontendDeploy')}
          hint={t('maintenance.frontendDeployHint')}
          checked={form.frontendDepolyInProgress}
          onChange={(frontendDepolyInProgress) => update({ frontendDepolyInProgress })}
          errors={errorsOf('frontendDepolyInProgress')}
        />
        <TextField
          label={t('maintenance.deployDate')}
          type="datetime-local"
          value={form.deployDate}
          onChange={(event) => update({ deployDate: event.target.value })}
          hint={zoneHint}
          errors={errorsOf('deployDate')}
        />
        <TextField
          label={t('maintenance.downtime')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={form.estimatedDownTimeInMinutes}
          onChange={(event) => update({ estimatedDownTimeInMinutes: event.target.value })}
          errors={errorsOf('estimatedDownTimeInMinutes')}
        />
      </fieldset>
      <fieldset className="mb-2">
        <legend className="h6 fs-6">{t('maintenance.bannerLegend')}</legend>
        <CheckField
          label={t('maintenance.showMessage')}
          checked={form.showMessage}
          onChange={(showMessage) => update({ showMessage })}
          errors={errorsOf('infoMessage.showMessage')}
        />
        <TextField
          label={t('maintenance.eventFrom')}
          type="datetime-local"
          value={form.eventFromTime}
          onChange={(event) => update({ eventFromTime: event.target.value })}
          hint={zoneHint}
          errors={errorsOf('infoMessage.eventFromTime')}
        />
        <TextField
          label={t('maintenance.eventTo')}
          type="datetime-local"
          value={form.eventToTime}
          onChange={(event) => update({ eventToTime: event.target.value })}
          hint={zoneHint}
          errors={errorsOf('infoMessage.eventToTime')}
        />
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {t('maintenance.save')}
      </button>
      <ConfirmDialog
        show={confirming}
        message={t('maintenance.confirmLockout')}
        confirmLabel={t('maintenance.confirmButton')}
        busy={submitting}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { CheckField } from '@/components/forms/check-field';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { apiClient } from '@/lib/api/browser-client';
import type { CountryRef } from '@/lib/contract/content-item';
import type { DigestSchedule } from '@/lib/contract/digest';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocaleOptions } from '@/lib/session/get-locale-options';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import { SCHEDULES_KEY, deleteSchedule, saveSchedule, useSchedules } from '../api/schedules';
import { useHydrated } from './use-hydrated';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const weekdayNames = new Map<string, string[]>();

/**
 * The ISO weekdays (1 = Monday) in the reader's language (2024-01-01 was a Monday), made once per
 * language: every country's form lists them, and each Intl.DateTimeFormat costs the server render.
 */
export function weekdayOptions(locale: string): { value: string; label: string }[] {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    names = WEEKDAYS.map((weekday) => format.format(Date.UTC(2024, 0, weekday)));
    weekdayNames.set(locale, names);
  }
  return names.map((label, index) => ({ value: String(WEEKDAYS[index]), label }));
}

const HOUR_OPTIONS = HOURS.map((value) => ({ value: String(value), label: `${String(value).padStart(2, '0')}:00` }));

function ScheduleForm({ country, schedule }: { country: CountryRef; schedule: DigestSchedule | undefined }) {
  const { t, i18n } = useTranslation('digest');
  const { mutate } = useSWRConfig();
  const [weekday, setWeekday] = useState(String(schedule?.weekday ?? 1));
  const [hour, setHour] = useState(String(schedule?.hour ?? 8));
  const [enabled, setEnabled] = useState(schedule?.enabled ?? false);
  const [saved, setSaved] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [asking, setAsking] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const { submitting, failure, submit } = useSubmission();

  const withoutCountry = (current: DigestSchedule[] | undefined) =>
    (current ?? []).filter((row) => row.country.id !== country.id);

  async function save() {
    setSaved(false);
    setDeleted(false);
    const ok = await submit(async () => {
      const answer = await saveSchedule(apiClient, country.id, {
        weekday: Number(weekday),
        hour: Number(hour),
        enabled,
      });
      await mutate(SCHEDULES_KEY, (current: DigestSchedule[] | undefined) => [...withoutCountry(current), answer], {
        revalidate: false,
      });
    });
    setSaved(ok);
  }

  /** After the confirmation: the country has no schedule any more, and the form shows it as off. */
  async function remove() {
    setSaved(false);
    const ok = await submit(async () => {
      await deleteSchedule(apiClient, country.id);
      await mutate(SCHEDULES_KEY, withoutCountry, { revalidate: false });
    });
    setAsking(false);
    if (!ok) return;
    setWeekday('1');
    setHour('8');
    setEnabled(false);
    setDeleted(true);
  }

  return (
    <form
      className="border rounded p-3 mb-3"
      aria-label={t('schedule.country', { country: country.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h4 className="h6">{country.name}</h4>
      <FormAlert messages={failure} />
      <div className="row g-2">
        <div className="col-sm-6">
          <SelectField
            label={t('schedule.weekday')}
            value={weekday}
            options={weekdayOptions(i18n.language)}
            onChange={setWeekday}
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            label={t('schedule.hour')}
            hint={t('schedule.hourHint')}
            value={hour}
            options={HOUR_OPTIONS}
            onChange={setHour}
          />
        </div>
      </div>
      <CheckField label={t('schedule.enabled')} switch checked={enabled} onChange={setEnabled} />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-outline-primary" disabled={submitting} ref={saveButton}>
          {t('schedule.save')}
        </button>
        {schedule && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={submitting}
            onClick={() => setAsking(true)}
          >
            {t('schedule.delete')}
          </button>
        )}
      </div>
      <p role="status" className="small text-body-secondary mt-2 mb-0">
        {deleted
          ? t('schedule.deleted')
          : saved
            ? schedule?.enabled && schedule.nextRunAt
              ? t('schedule.savedNext', {
                  date: formatDate(schedule.nextRunAt, i18n.language, countryTimeZone(country.code), true),
                })
              : t('schedule.saved')
            : ''}
      </p>
      <ConfirmDialog
        show={asking}
        message={t('schedule.deleteConfirm', { country: country.name })}
        confirmLabel={t('schedule.delete')}
        busy={submitting}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
        onExited={() => saveButton.current?.focus()}
      />
    </form>
  );
}

/**
 * "Weekly send": per country, the weekday and hour its drafts are sent on, and whether they are. The
 * forms (every country's, far below the composer) are drawn once the page is hydrated, not in the
 * server's HTML: they do nothing without script, and 16 countries' forms were most of the page's markup.
 */
export function WeeklySchedules() {
  const { t } = useTranslation('digest');
  const { data: options } = useLocaleOptions(true);
  const { data: schedules, error } = useSchedules();
  const hydrated = useHydrated();
  const countries = options?.countries ?? [];
  if (countries.length === 0) return null;
  return (
    <section aria-labelledby="digest-schedules-heading" className="mb-5">
      <h2 id="digest-schedules-heading" className="h4">
        {t('schedule.heading')}
      </h2>
      <p className="text-body-secondary">{t('schedule.intro')}</p>
      {error && !schedules ? (
        <p className="alert alert-danger" role="alert">
          {t('schedule.loadFailed')}
        </p>
      ) : !schedules || !hydrated ? (
        <p role="status">{t('loading')}</p>
      ) : (
        countries.map((country) => (
          <ScheduleForm
            key={country.id}
            country={country}
            schedule={schedules.find((row) => row.country.id === country.id)}
          />
        ))
      )}
    </section>
  );
}

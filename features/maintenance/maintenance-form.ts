import { fromZonedInput, toZonedInput } from '@/lib/time/zoned-input';
import type { MaintenanceStatus } from './types';

/** The maintenance switch's fields as the form holds them: times as `datetime-local` values on one zone's clock. */
export type MaintenanceForm = {
  backendDeployInProgress: boolean;
  frontendDepolyInProgress: boolean;
  deployDate: string;
  /** Whole minutes as typed; empty leaves the estimate unknown. */
  estimatedDownTimeInMinutes: string;
  showMessage: boolean;
  eventFromTime: string;
  eventToTime: string;
};

/** What `PATCH maintenance-status/` takes: the whole status, so what the form shows is what is stored. */
export type MaintenancePatch = Omit<MaintenanceStatus, 'estimatedDownTimeInMinutes'> & {
  estimatedDownTimeInMinutes?: number;
};

const zoned = (iso: string | null, timeZone: string) => (iso ? toZonedInput(iso, timeZone) : '');
const instant = (value: string, timeZone: string) => (value ? fromZonedInput(value, timeZone) : null);

/** The form's values for a status, its times on `timeZone`'s clock. */
export function maintenanceFormOf(status: MaintenanceStatus, timeZone: string): MaintenanceForm {
  return {
    backendDeployInProgress: status.backendDeployInProgress,
    frontendDepolyInProgress: status.frontendDepolyInProgress,
    deployDate: zoned(status.deployDate, timeZone),
    estimatedDownTimeInMinutes:
      status.estimatedDownTimeInMinutes === null ? '' : String(status.estimatedDownTimeInMinutes),
    showMessage: status.infoMessage.showMessage,
    eventFromTime: zoned(status.infoMessage.eventFromTime, timeZone),
    eventToTime: zoned(status.infoMessage.eventToTime, timeZone),
  };
}

/**
 * The patch for the form's values. The estimate is sent as typed when it is a whole number (the
 * API judges its range, and says so when it refuses), and left out when empty: the API keeps an
 * estimate it has rather than storing none.
 */
export function maintenancePatchOf(form: MaintenanceForm, timeZone: string): MaintenancePatch {
  const minutes = form.estimatedDownTimeInMinutes.trim();
  return {
    backendDeployInProgress: form.backendDeployInProgress,
    frontendDepolyInProgress: form.frontendDepolyInProgress,
    deployDate: instant(form.deployDate, timeZone),
    ...(minutes === '' ? {} : { estimatedDownTimeInMinutes: Number(minutes) }),
    infoMessage: {
      showMessage: form.showMessage,
      eventFromTime: instant(form.eventFromTime, timeZone),
      eventToTime: instant(form.eventToTime, timeZone),
    },
  };
}

/** Whether saving the form starts a deploy that was not running: members are then locked out, so staff confirm it first. */
export function startsLockout(before: MaintenanceStatus, form: MaintenanceForm): boolean {
  return (
    (form.backendDeployInProgress && !before.backendDeployInProgress) ||
    (form.frontendDepolyInProgress && !before.frontendDepolyInProgress)
  );
}

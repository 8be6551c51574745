import { fieldsOf, flagOr, isFields, numberOrNull, textOrNull } from '@/lib/api/read-answer';
import type { MaintenanceStatus } from '../types';

/** Spec §3's maintenance status; a missing flag means no deploy, a missing message none shown. */
export function readMaintenanceStatus(value: unknown): MaintenanceStatus {
  const fields = fieldsOf(value, 'maintenance status');
  const info = isFields(fields.infoMessage) ? fields.infoMessage : {};
  return {
    backendDeployInProgress: flagOr(fields.backendDeployInProgress, false),
    frontendDepolyInProgress: flagOr(fields.frontendDepolyInProgress, false),
    deployDate: textOrNull(fields.deployDate),
    estimatedDownTimeInMinutes: numberOrNull(fields.estimatedDownTimeInMinutes),
    infoMessage: {
      showMessage: flagOr(info.showMessage, false),
      eventFromTime: textOrNull(info.eventFromTime),
      eventToTime: textOrNull(info.eventToTime),
    },
  };
}

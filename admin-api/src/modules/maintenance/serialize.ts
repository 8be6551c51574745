// The maintenance status as the contract shows it.
import { type maintenanceStatus } from '../../db/schema/maintenance';
import { isoUtcOrNull } from '../../http/dates';

export type StatusRow = typeof maintenanceStatus.$inferSelect;

export function serializeStatus(row: StatusRow) {
  return {
    backendDeployInProgress: row.backendDeployInProgress,
    frontendDepolyInProgress: row.frontendDeployInProgress,
    deployDate: isoUtcOrNull(row.deployDate),
    estimatedDownTimeInMinutes: row.estimatedDownTimeInMinutes,
    infoMessage: {
      showMessage: row.infoShowMessage,
      eventFromTime: isoUtcOrNull(row.infoEventFromTime),
      eventToTime: isoUtcOrNull(row.infoEventToTime),
    },
  };
}

/** Maintenance status as the API sends it (spec §3; `frontendDepolyInProgress` is spelt so by the API). */
export type MaintenanceStatus = {
  backendDeployInProgress: boolean;
  frontendDepolyInProgress: boolean;
  deployDate: string | null;
  estimatedDownTimeInMinutes: number | null;
  infoMessage: {
    showMessage: boolean;
    eventFromTime: string | null;
    eventToTime: string | null;
  };
};

export function isDeployInProgress(status: MaintenanceStatus | undefined): boolean {
  return Boolean(status && (status.backendDeployInProgress || status.frontendDepolyInProgress));
}

import useSWR, { useSWRConfig } from 'swr';
import { apiClient } from '@/lib/api/browser-client';
import type { ApiClient } from '@/lib/api/client';
import { MAINTENANCE_POLL_MS } from '@/lib/config/limits';
import { MAINTENANCE_API } from '@/lib/contract/maintenance';
import { isDeployInProgress, type MaintenanceStatus } from '../types';

export const MAINTENANCE_STATUS_KEY = MAINTENANCE_API.status;

/** The maintenance status; public, so it works without a session and during a deploy. */
export async function getMaintenanceStatus(api: ApiClient): Promise<MaintenanceStatus> {
  const [answer, { readMaintenanceStatus }] = await Promise.all([
    api.get<unknown>(MAINTENANCE_STATUS_KEY, { skipAuth: true }),
    import('./read-maintenance-status'),
  ]);
  return readMaintenanceStatus(answer);
}

/** The status, polled every 30 s while a deploy is in progress (spec §4 "Maintenance"). */
export function useMaintenanceStatus(options: { pollWhileDeploying?: boolean; refreshIntervalMs?: number } = {}) {
  // Until the first poll, the status is the server's (the SWR fallback), which SWR does not pass
  // to refreshInterval: read it from the config, or a page that starts in maintenance never polls.
  const { fallback } = useSWRConfig();
  const serverStatus = fallback[MAINTENANCE_STATUS_KEY] as MaintenanceStatus | undefined;
  return useSWR(MAINTENANCE_STATUS_KEY, () => getMaintenanceStatus(apiClient), {
    refreshInterval: (latest) =>
      options.pollWhileDeploying && isDeployInProgress(latest ?? serverStatus)
        ? MAINTENANCE_POLL_MS
        : (options.refreshIntervalMs ?? 0),
  });
}

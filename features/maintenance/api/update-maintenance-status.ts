import type { ApiClient } from '@/lib/api/client';
import type { MaintenancePatch } from '../maintenance-form';
import type { MaintenanceStatus } from '../types';
import { MAINTENANCE_STATUS_KEY } from './get-maintenance-status';

/** Sets the maintenance status (staff only; the admin API refuses anyone else). Answers the stored status. */
export function updateMaintenanceStatus(api: ApiClient, patch: MaintenancePatch): Promise<MaintenanceStatus> {
  return api.patch<MaintenanceStatus>(MAINTENANCE_STATUS_KEY, patch);
}

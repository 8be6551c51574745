import type { ApiClient } from '@/lib/api/client';
import { MAINTENANCE_STATUS_KEY } from './get-maintenance-status';
import type { MaintenancePatch } from '../maintenance-form';
import type { MaintenanceStatus } from '../types';

/** Sets the maintenance status (staff only; the admin API refuses anyone else). Answers the stored status. */
export function updateMaintenanceStatus(api: ApiClient, patch: MaintenancePatch): Promise<MaintenanceStatus> {
  return api.patch<MaintenanceStatus>(MAINTENANCE_STATUS_KEY, patch);
}

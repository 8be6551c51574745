// Maintenance (spec §4, docs/api.md "Maintenance"): the path, written once here for
// both programs (the admin API imports it through src/contract/maintenance.ts).

export const MAINTENANCE_API = {
  /** GET the status (anyone); staff PATCH it. */
  status: '/maintenance-status/',
} as const;

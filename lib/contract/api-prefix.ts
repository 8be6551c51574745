// Where the admin API serves every path of lib/contract/: under this prefix, on the API's origin and,
// forwarded by the portal's middleware, on the portal's own. Written once for both programs (the
// admin API imports it through src/contract/api-prefix.ts).

export const API_PREFIX = '/api/v1';

/** The full path of a contract path: `apiPath(REPORTS_API.file(41))` is `/api/v1/report-files/41/`. */
export function apiPath(path: string): string {
  return `${API_PREFIX}${path}`;
}

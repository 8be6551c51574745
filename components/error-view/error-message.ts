/** Which message of spec §2 an HTTP status shows: access for 401/403, failure for 5xx, not found otherwise. */
export type ErrorMessageKey = 'error.notFound' | 'error.noAccess' | 'error.serverError';

export function errorMessageKey(code: number): ErrorMessageKey {
  if (code === 401 || code === 403) return 'error.noAccess';
  if (code >= 500 && code <= 599) return 'error.serverError';
  return 'error.notFound';
}

import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';

/** Statuses of an API without a page's combined call (one that follows the spec only). */
export const NO_COMBINED_CALL: ReadonlySet<number> = new Set([404, 405]);

/**
 * A page's combined call (beyond the spec) for its server render: the answer as `read` gives it, or
 * null when the API answers one of `askEach` (by default: it has no such call), so the caller makes
 * the spec's calls instead. Any other failure (403 above all) is the page's, as a single call's
 * would be. The browser never makes these calls: the page hands each part to SWR under its own key.
 */
export async function combinedCallOrNull<T>(
  api: ApiClient,
  path: string,
  read: (answer: unknown) => T | Promise<T>,
  askEach: ReadonlySet<number> = NO_COMBINED_CALL,
): Promise<T | null> {
  try {
    return await read(await api.get<unknown>(path));
  } catch (error) {
    if (error instanceof ApiError && askEach.has(error.status)) return null;
    throw error;
  }
}

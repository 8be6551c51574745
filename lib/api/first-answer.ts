import { apiErrorFromResponse } from '@/lib/api/api-error';
import type { ApiClient, RequestOptions } from '@/lib/api/client';

/** A GET answer the portal's server already holds: the page's first call, asked with the session (`me/with/`). */
export type FirstAnswer = { path: string; status: number; body: unknown };

/**
 * The client a page's loader gets: its first `get` of `first.path` (without options) resolves to
 * what the session's call brought along, or rejects with the ApiError its refusal makes, once,
 * without asking again; every other call goes to `api`.
 */
export function withFirstAnswer(api: ApiClient, first: FirstAnswer | null): ApiClient {
  if (!first) return api;
  let held = true;
  return {
    ...api,
    get: <T>(url: string, options?: RequestOptions) => {
      if (!held || options !== undefined || url !== first.path) return api.get<T>(url, options);
      held = false;
      return first.status >= 200 && first.status < 300
        ? Promise.resolve(first.body as T)
        : Promise.reject(apiErrorFromResponse(first.status, first.body));
    },
  };
}

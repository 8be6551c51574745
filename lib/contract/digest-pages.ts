/**
 * The portal pages the mail links to: the personal unsubscribe page (a GET there shows the state;
 * its button POSTs `DIGEST_API.unsubscribe(token)`) and My settings. The `List-Unsubscribe` header
 * names the API's own URL instead (`{portal}/api/v1/digest/unsubscribe/{token}/`), which takes the
 * one-click POST.
 */
export const DIGEST_PAGES = {
  unsubscribe: (token: string) => `/digest/unsubscribe/${encodeURIComponent(token)}`,
  settings: '/settings/me',
} as const;

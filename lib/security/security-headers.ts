export type SecurityHeaderOptions = {
  /** A fresh per-request nonce for the page's scripts. */
  nonce: string;
  production: boolean;
  /** Origins the browser may call besides this one (monitoring, hosted translations). */
  extraConnectOrigins?: readonly string[];
};

/** Where embedded videos may come from (spec §9 "video id extraction"). */
const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The content security policy: scripts only with this response's nonce (and what they load),
 * no plugins, no framing by other sites, forms and the base URL pinned to this origin.
 * Development adds what hot reloading needs.
 */
export function contentSecurityPolicy({ nonce, production, extraConnectOrigins = [] }: SecurityHeaderOptions): string {
  const scriptSources = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(production ? [] : [`'unsafe-eval'`])];
  const connectSources = [`'self'`, ...extraConnectOrigins, ...(production ? [] : ['ws:', 'wss:'])];
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': scriptSources,
    'style-src': [`'self'`, `'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:', 'https:'],
    'font-src': [`'self'`, 'data:'],
    'connect-src': connectSources,
    'frame-src': VIDEO_FRAME_ORIGINS,
    'worker-src': [`'self'`, 'blob:'],
    'media-src': [`'self'`, 'blob:'],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'form-action': [`'self'`],
    'frame-ancestors': [`'none'`],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every page response carries (ARCHITECTURE, issue "When things go wrong"). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.production) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** The origin of a URL from the environment, or nothing when it is unset or not a URL. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

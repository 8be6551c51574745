import policy from '@/lib/security/security-policy.json';

export type CspOptions = {
  /** The per-request nonce of a rendered page's scripts; without one only same-origin files run. */
  nonce?: string;
  production: boolean;
  /** Origins the browser may call besides this one (monitoring, hosted translations). */
  extraConnectOrigins?: readonly string[];
};

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The content security policy (lib/security/security-policy.json): scripts only from this origin,
 * on rendered pages only with this response's nonce (and what they load), no plugins, no framing
 * by other sites, forms and the base URL pinned here. Development adds what hot reloading needs.
 */
export function contentSecurityPolicy({ nonce, production, extraConnectOrigins = [] }: CspOptions): string {
  const scriptSrc = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [...policy.csp['script-src']];
  return serialize({
    ...policy.csp,
    'script-src': production ? scriptSrc : [...scriptSrc, `'unsafe-eval'`],
    'connect-src': [...policy.csp['connect-src'], ...extraConnectOrigins, ...(production ? [] : ['ws:', 'wss:'])],
  });
}

/** The headers every response carries: set for all routes in next.config.js. */
export function staticSecurityHeaders(production: boolean): Record<string, string> {
  return production ? { ...policy.headers, 'Strict-Transport-Security': policy.hsts } : { ...policy.headers };
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

/** Origins the browser talks to, from the run-time configuration. */
export function configuredConnectOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const hostedTranslations = env.NEXT_PUBLIC_LOCIZE_PROJECT_ID
    ? ['https://api.locize.app', 'https://api.lite.locize.app']
    : [];
  return [...originOf(env.NEXT_PUBLIC_SENTRY_DSN), ...hostedTranslations];
}

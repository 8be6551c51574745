import { isSecureRequest } from '@/lib/auth/request-token-store';
import type { IncomingMessage } from 'node:http';

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The portal's origin as the browser reached it (a proxy's X-Forwarded-Host first), for absolute
 * links in generated files. `PUBLIC_URL`, when set, wins: behind a proxy that rewrites hosts it is
 * the only trustworthy answer. A malformed host falls back to localhost rather than reflecting it.
 */
export function requestOrigin(req: IncomingMessage, configured: string | undefined = process.env.PUBLIC_URL): string {
  if (configured) return configured.replace(/\/+$/, '');
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host || '';
  const safeHost = HOST.test(host) ? host : 'localhost';
  return `${isSecureRequest(req) ? 'https' : 'http'}://${safeHost}`;
}

import { randomBytes } from 'node:crypto';
import {
  configuredConnectOrigins,
  contentSecurityPolicy,
  staticSecurityHeaders,
} from '@/lib/security/security-headers';

const NONCE_MARK = '__NONCE__';

/** Built once per server: the headers of a rendered page but for its nonce. */
let template: { headers: [string, string][]; csp: string } | null = null;

function pageTemplate() {
  const production = process.env.NODE_ENV === 'production';
  template ??= {
    headers: Object.entries(staticSecurityHeaders(production)),
    csp: contentSecurityPolicy({ nonce: NONCE_MARK, production, extraConnectOrigins: configuredConnectOrigins() }),
  };
  return template;
}

/**
 * The security headers of one rendered page: the static set and a content security policy whose
 * script nonce is new for this response. Returns the nonce for the page's script tags.
 */
export function setPageSecurityHeaders(setHeader: (name: string, value: string) => void): string {
  const nonce = randomBytes(16).toString('base64');
  const { headers, csp } = pageTemplate();
  for (const [name, value] of headers) setHeader(name, value);
  setHeader('Content-Security-Policy', csp.replace(NONCE_MARK, nonce));
  return nonce;
}

import { isInternetExplorer } from '../browser-support';
import { configuredConnectOrigins, contentSecurityPolicy, originOf, staticSecurityHeaders } from '../security-headers';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the content security policy', () => {
  it('allows scripts only with the nonce, and no framing, plugins or foreign forms', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', production: true }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('adds eval and websockets for hot reloading in development only', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', production: false }));
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
  });

  it('lets the browser reach the monitoring and translation services it is configured with', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'n', production: true, extraConnectOrigins: ['https://o1.ingest.sentry.io'] }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
  });

  it('allows only same-origin script files on pages without a nonce (static pages)', () => {
    const policy = directives(contentSecurityPolicy({ production: true }));
    expect(policy['script-src']).toEqual(["'self'"]);
  });
});

describe('staticSecurityHeaders', () => {
  it('sends nosniff, the referrer policy and frame denial always, HSTS in production', () => {
    const production = staticSecurityHeaders(true);
    expect(production).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(production['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(staticSecurityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('configuredConnectOrigins', () => {
  it('adds the monitoring and hosted-translation origins only when they are configured', () => {
    expect(configuredConnectOrigins({})).toEqual([]);
    expect(
      configuredConnectOrigins({
        NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
        NEXT_PUBLIC_LOCIZE_PROJECT_ID: 'p',
      }),
    ).toEqual(['https://o1.ingest.sentry.io', 'https://api.locize.app', 'https://api.lite.locize.app']);
  });
});

describe('originOf', () => {
  it('reads the origin of a DSN-like URL and ignores the rest', () => {
    expect(originOf('https://key@o1.ingest.sentry.io/42')).toEqual(['https://o1.ingest.sentry.io']);
    expect(originOf(undefined)).toEqual([]);
    expect(originOf('not a url')).toEqual([]);
  });
});

describe('isInternetExplorer', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36 Edg/120',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      false,
    ],
    [null, false],
  ])('%s is IE: %s', (agent, expected) => {
    expect(isInternetExplorer(agent)).toBe(expected);
  });
});

// @ts-check
const path = require('node:path');
const securityPolicy = require('./lib/security/security-policy.json');

/**
 * Security headers of the files the portal serves as they are. Rendered pages get theirs, with
 * a per-request script nonce, from _document: a catch-all `source` here cost 1.1 ms of CPU per
 * page request (README "Performance"), so this lists the static paths only.
 */
function securityHeaders() {
  const production = process.env.NODE_ENV === 'production';
  const csp = Object.entries(securityPolicy.csp)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  const headers = { ...securityPolicy.headers, 'Content-Security-Policy': csp };
  if (production) headers['Strict-Transport-Security'] = securityPolicy.hsts;
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

/**
 * The largest request body the portal forwards to the admin API (uploads): its own limit
 * (`UPLOAD_MAX_MB`, 10 by default, the same variable the admin API reads) plus room for the
 * multipart framing, so a file over the limit still reaches the API whole enough to be refused
 * with its clear message, instead of arriving cut at Next's default of 10 MB.
 */
function forwardedBodyLimitBytes() {
  const uploadMaxMb = Number(process.env.UPLOAD_MAX_MB) > 0 ? Number(process.env.UPLOAD_MAX_MB) : 10;
  return Math.round((uploadMaxMb + 1) * 1024 * 1024);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // CI type-checks the portal (`npm run typecheck`) before it builds: no second check there (.ci/run).
  typescript: { ignoreBuildErrors: process.env.VETNET_TYPECHECKED === '1' },
  // Signed-in pages are private and not stored, so an ETag is never used; computing one over each
  // page cost about 0.25 ms of CPU per request (README "Performance").
  generateEtags: false,
  // The admin API's paths end in a slash (DRF); middleware.ts forwards them untouched and strips
  // the slash from page addresses itself.
  skipTrailingSlashRedirect: true,
  // The repository also holds the admin API and the bench baseline; the app root is here.
  turbopack: { root: path.resolve(__dirname) },
  outputFileTracingRoot: path.resolve(__dirname),
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  async headers() {
    const headers = securityHeaders();
    return ['/_next/static/:path*', '/images/:path*', '/favicon.svg'].map((source) => ({ source, headers }));
  },
  experimental: {
    proxyClientMaxBodySize: forwardedBodyLimitBytes(),
    // Import only the react-bootstrap components a page uses.
    optimizePackageImports: ['react-bootstrap'],
  },
};

module.exports = nextConfig;

// @ts-check
const path = require('node:path');

/**
 * Security headers are set per request in middleware.ts (the CSP carries a fresh nonce);
 * everything here is build-time configuration.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
  experimental: {
    // Import only the react-bootstrap components a page uses.
    optimizePackageImports: ['react-bootstrap'],
  },
};

module.exports = nextConfig;

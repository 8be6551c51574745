const path = require('node:path');

/**
 * The bench baseline: a bare Next.js app. Its only setting pins the project root to this folder:
 * otherwise Next takes the portal (whose package.json declares workspaces) for the monorepo root
 * and builds the portal's middleware and instrumentation into the baseline.
 * @type {import('next').NextConfig}
 */
module.exports = {
  turbopack: { root: path.resolve(__dirname) },
  outputFileTracingRoot: path.resolve(__dirname),
};

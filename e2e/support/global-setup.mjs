// Starts what the browser tests need: a current build, the admin API on a fresh embedded database
// (so every run starts from the seed data) and the portal, on free ports beside any running copy.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../scripts/lib/build.mjs';
import { freePort, startAdminApi, startPortal } from '../../scripts/lib/services.mjs';

export default async function globalSetup() {
  ensureBuild({ quiet: true });
  // Before the admin API seeds its database: whatever is dated earlier came with the seed.
  process.env.E2E_STARTED_AT = new Date().toISOString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetnet-e2e-'));
  // What the test files share for this run: the page states axe passed, the signed-in token pairs
  // (e2e/support/run-registry.ts).
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'vetnet-e2e-run-'));
  process.env.E2E_RUN_DIR = runDir;
  const portalPort = await freePort();
  const portalUrl = `http://localhost:${portalPort}`;
  // Many logins from one address in a few minutes: the throttle has its own API tests. Refresh
  // rotation on, the API's stricter mode (each refresh token works once): the portal must keep
  // every tab signed in with it, and what works with it works without (session.test.ts).
  const api = await startAdminApi({
    port: 0,
    dataDir,
    portalUrl,
    env: {
      LOGIN_THROTTLE_MAX: '100000',
      FORUM_POST_THROTTLE_MAX: '100000',
      LOG_LEVEL: 'warn',
      ROTATE_REFRESH_TOKENS: 'true',
    },
  });
  const portal = await startPortal({ port: portalPort, apiUrl: api.url });
  process.env.E2E_PORTAL_URL = portalUrl;
  process.env.E2E_API_URL = api.url;
  globalThis.__E2E_SERVICES__ = { services: [portal, api], dataDir, runDir };
}

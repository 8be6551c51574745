// The admin API for the benchmarks: started on a given database (a PGlite data directory or a
// PostgreSQL URL) through the shared service starter, signed in to, and stopped.
import { startAdminApi, stopService, waitForExit } from '../../scripts/lib/services.mjs';

export { freePort } from '../../scripts/lib/services.mjs';

/** Starts the API on `dataDir` (PGlite) or `databaseUrl`; resolves with the service (`.url`). */
export function startApi({ dataDir, databaseUrl, env = {} }) {
  return startAdminApi({
    port: 0,
    dataDir,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_THROTTLE_MAX: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
}

/** Stops the API and waits for its process group to exit. */
export async function stop(api) {
  stopService(api);
  await waitForExit(api);
}

/** Signs in and resolves with the access token. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/v1/auth/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access;
}

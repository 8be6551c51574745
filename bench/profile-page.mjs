// `node bench/profile-page.mjs [page] [--user email] [--seconds n]`: where a page's server CPU goes.
// Starts the admin API and the built portal with `node --cpu-prof`, signs the user in (default the
// bench user, owner@), loads the page (default `/`) with autocannon for a few seconds after a warm-up,
// stops both, and prints the top functions and packages by self time of each program's busiest
// process, over the loaded seconds only. The profiles stay in the printed directory (open them in
// Chrome DevTools). Run it under the shared lock: `flock /tmp/heavy.lock node bench/profile-page.mjs /`.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { BIN, freePort, ROOT, startService, stopService, waitForExit } from '../scripts/lib/services.mjs';
import { topSelfTime } from './lib/cpu-profile.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const user = option('--user', 'owner@vetnet.example');
const seconds = Number(option('--seconds', '10'));
const page = args[0] ?? '/';

/** The .cpuprofile files in `dir`. */
const profilesIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.cpuprofile'))
        .map((file) => path.join(dir, file))
    : [];

/** The profile of the busiest process among `files`, over its last `windowMs`; null without any. */
function busiest(files, windowMs) {
  const summaries = files.map((file) => {
    const profile = JSON.parse(readFileSync(file, 'utf8'));
    // Only the samples of the loaded window: the profile ends when the process does.
    let elapsed = profile.endTime - profile.startTime;
    const keep = [];
    for (let index = profile.samples.length - 1; index >= 0; index -= 1) {
      if (elapsed < profile.endTime - profile.startTime - windowMs * 1000) break;
      keep.push(index);
      elapsed -= profile.timeDeltas[index];
    }
    keep.reverse();
    return topSelfTime({
      nodes: profile.nodes,
      samples: keep.map((index) => profile.samples[index]),
      timeDeltas: keep.map((index) => profile.timeDeltas[index]),
    });
  });
  return summaries.sort((a, b) => b.busyMs - a.busyMs)[0] ?? null;
}

function print(name, summary, requests) {
  if (!summary) {
    console.info(`\n${name}: no profile written`);
    return;
  }
  console.info(`\n${name}: ${(summary.busyMs / requests).toFixed(2)} ms busy per request (${requests} requests)`);
  console.info('  by package:');
  for (const entry of summary.sources.slice(0, 12))
    console.info(`    ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.name}`);
  console.info('  by function (self time):');
  for (const entry of summary.functions)
    console.info(`    ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.name}`);
}

async function main() {
  ensureBuild({ quiet: true });
  const work = mkdtempSync(path.join(os.tmpdir(), 'vetnet-profile-'));
  const dirs = { api: path.join(work, 'api') };
  const services = [];
  try {
    Object.values(dirs).forEach((dir) => mkdirSync(dir, { recursive: true }));
    // `next start --experimental-cpu-prof` writes to the project's .next-profiles/ (git-ignored).
    const nextProfiles = path.join(ROOT, '.next-profiles');
    const earlier = new Set(profilesIn(nextProfiles));
    // Node refuses --cpu-prof in NODE_OPTIONS: the API's node gets it as an argument (tsx as a loader);
    // Next profiles itself (`next start --experimental-cpu-prof`) and saves the profile when stopped.
    const apiService = await startService({
      name: 'admin API',
      command: process.execPath,
      args: ['--cpu-prof', `--cpu-prof-dir=${dirs.api}`, '--import', 'tsx', path.join('admin-api', 'src', 'main.ts')],
      cwd: ROOT,
      env: { PORT: '0', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn', LOGIN_THROTTLE_MAX: '100000' },
      ready: /Admin API listening on (http:\/\/\S+)/,
    });
    const api = { ...apiService, url: apiService.match[1] };
    services.push(api);
    const port = await freePort();
    const portalService = await startService({
      name: 'portal',
      command: process.execPath,
      args: [BIN.next, 'start', '--port', String(port), '--experimental-cpu-prof'],
      cwd: ROOT,
      env: { API_URL: api.url },
      ready: /Ready in|started server on/i,
    });
    const portal = { ...portalService, url: `http://localhost:${port}` };
    services.push(portal);
    const login = await fetch(`${api.url}/api/v1/auth/api-token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user, password: 'vetnet-demo' }),
    });
    if (!login.ok) throw new Error(`Signing in ${user} answered ${login.status}`);
    const { access, refresh } = await login.json();
    const headers = { cookie: `vetnet.accessToken=${access}; vetnet.refreshToken=${refresh}` };
    const url = `${portal.url}${page}`;
    await autocannon({ url, headers, connections: 4, duration: 3 });
    const started = performance.now();
    const result = await autocannon({ url, headers, connections: 4, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${page}: ${result.non2xx} non-2xx answers under load`);
    services.forEach(stopService);
    await Promise.all(services.map((service) => waitForExit(service)));
    const windowMs = performance.now() - started;
    const requests = result.requests.total;
    const portalProfiles = profilesIn(nextProfiles).filter((file) => !earlier.has(file));
    print(`portal ${page}`, busiest(portalProfiles, windowMs), requests);
    print('admin API', busiest(profilesIn(dirs.api), windowMs), requests);
    console.info(`\nPortal profile: ${portalProfiles.join(', ')}`);
    console.info(`\nProfiles: ${work}`);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  } finally {
    services.forEach(stopService);
    await Promise.all(services.map((service) => waitForExit(service)));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

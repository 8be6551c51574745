// `node bench/profile-page.mjs [page] [--user email] [--seconds n]`: where a page's server CPU goes.
// Starts the admin API and the built portal with `node --cpu-prof`, signs the user in (default the
// bench user, owner@), loads the page (default `/`) with autocannon for a few seconds after a warm-up,
// stops both, and prints the top functions and packages by self time of each program's busiest
// process, over the loaded seconds only. The profiles stay in the printed directory (open them in
// Chrome DevTools). Run it under the shared lock: `flock /tmp/heavy.lock node bench/profile-page.mjs /`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/lib/build.mjs';
import { freePort, startAdminApi, startPortal, stopService, waitForExit } from '../scripts/lib/services.mjs';
import { topSelfTime } from './lib/cpu-profile.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const user = option('--user', 'owner@vetnet.example');
const seconds = Number(option('--seconds', '10'));
const page = args[0] ?? '/';

/** The profile of the busiest process among those written to `dir`, over its last `windowMs`. */
function busiest(dir, windowMs) {
  const summaries = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => {
      const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
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
  return summaries.sort((a, b) => b.busyMs - a.busyMs)[0];
}

function print(name, summary, requests) {
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
  const dirs = { portal: path.join(work, 'portal'), api: path.join(work, 'api') };
  const services = [];
  try {
    const api = await startAdminApi({
      port: 0,
      dataDir: path.join(work, 'data'),
      env: { LOG_LEVEL: 'warn', LOGIN_THROTTLE_MAX: '100000', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dirs.api}` },
    });
    services.push(api);
    const portal = await startPortal({
      port: await freePort(),
      apiUrl: api.url,
      env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dirs.portal}` },
    });
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
    print(`portal ${page}`, busiest(dirs.portal, windowMs), requests);
    print('admin API', busiest(dirs.api, windowMs), requests);
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

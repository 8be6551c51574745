// Latency of the two admin API calls the portal makes on every page render: `GET me/` and
// `GET feature-flags/`. Starts the API on a fresh temporary DATA_DIR, logs in, and measures each
// endpoint with autocannon on loopback. Prints figures; asserts nothing.
//
//   node bench/api-latency.mjs     (BENCH_DURATION=10 seconds per run, BENCH_CONNECTIONS=1,10:
//                                   one unloaded client, then ten concurrent ones)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startApi, stop } from './lib/api.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
// BENCH_ENDPOINTS (comma-separated API paths) measures others, e.g. a content list.
const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',') ?? ['/api/v1/me/', '/api/v1/feature-flags/'];

function measure(url, token, seconds, connections) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetnet-api-bench-'));
const started = Date.now();
const api = await startApi({ dataDir }).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
try {
  const base = api.url;
  console.log(`Admin API ready at ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s (fresh database)`);
  const access = await signIn(base, 'owner@vetnet.example', 'vetnet-demo');

  console.log(`autocannon on loopback, ${duration} s per run after a 2 s warm-up, logged in as owner@vetnet.example\n`);
  console.log('endpoint          connections   req/s    p50 ms   p99 ms   non-2xx');
  for (const endpoint of ENDPOINTS) {
    for (const connections of connectionCounts) {
      await measure(`${base}${endpoint}`, access, 2, connections);
      const result = await measure(`${base}${endpoint}`, access, duration, connections);
      console.log(
        [
          endpoint.replace('/api/v1', '').padEnd(17),
          String(connections).padStart(11),
          result.requests.average.toFixed(0).padStart(7),
          String(result.latency.p50).padStart(8),
          String(result.latency.p99).padStart(8),
          String(result.non2xx).padStart(9),
        ].join(' '),
      );
    }
  }
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}

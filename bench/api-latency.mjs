// Latency of the two admin API calls the portal makes on every page render: `GET me/` and
// `GET feature-flags/`. Starts the API on a fresh temporary DATA_DIR, logs in, and measures each
// endpoint with autocannon on loopback. Prints figures; asserts nothing.
//
//   node bench/api-latency.mjs     (BENCH_DURATION=10 seconds per run, BENCH_CONNECTIONS=1,10:
//                                   one unloaded client, then ten concurrent ones)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
// BENCH_ENDPOINTS (comma-separated API paths) measures others, e.g. a content list.
const ENDPOINTS = process.env.BENCH_ENDPOINTS?.split(',') ?? ['/api/v1/me/', '/api/v1/feature-flags/'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the API in its own process group and resolves with its base URL once it is listening. */
function startApi(port, dataDir) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['admin-api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /Admin API listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`admin API exited with ${code} before listening:\n${output}`)));
  });
  return { child, ready };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

function measure(url, token, seconds, connections) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetnet-api-bench-'));
const port = await freePort();
const started = Date.now();
const { child, ready } = startApi(port, dataDir);
try {
  const base = await ready;
  console.log(`Admin API ready at ${base} after ${((Date.now() - started) / 1000).toFixed(1)} s (fresh database)`);
  const login = await fetch(`${base}/api/v1/auth/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@vetnet.example', password: 'vetnet-demo' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access } = await login.json();

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
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}

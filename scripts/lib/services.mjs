// Starting and stopping the two programs, shared by `npm start`, `npm run dev`, the browser tests
// and the benchmarks. Each service runs in its own process group, so stopping it also stops what
// it started (next start leaves a next-server child behind otherwise: STACK.md).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const BIN = {
  tsx: path.join(ROOT, 'node_modules', '.bin', 'tsx'),
  next: path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'),
};

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a service and resolves once a line of its output matches `ready`, with the match.
 * `echo` forwards its output to this process's (for `npm start`); otherwise it is kept for errors.
 */
export function startService({ name, command, args, env = {}, ready, echo = false, timeoutMs = 120_000, cwd = ROOT }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = { name, child, output: [] };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} was not ready after ${timeoutMs} ms`)), timeoutMs);
    function fail(error) {
      clearTimeout(timer);
      stopService(service);
      reject(new Error(`${error.message}\n--- ${name} output ---\n${service.output.join('')}`));
    }
    function onData(chunk) {
      const text = chunk.toString();
      if (echo) process.stdout.write(text);
      else service.output.push(text);
      const match = text.match(ready);
      if (match && !service.match) {
        service.match = match;
        clearTimeout(timer);
        resolve(service);
      }
    }
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (echo ? process.stderr.write(chunk) : service.output.push(chunk.toString())));
    child.on('exit', (code) => {
      if (!service.match) fail(new Error(`${name} exited with code ${code} before it was ready`));
    });
  });
}

/** Stops a service and everything it started. */
export function stopService(service) {
  if (!service?.child || service.child.exitCode !== null) return;
  try {
    process.kill(-service.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Resolves when the service's process has exited (or after `timeoutMs`). */
export function waitForExit(service, timeoutMs = 10_000) {
  if (!service?.child || service.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-service.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      resolve();
    }, timeoutMs);
    service.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts the admin API; `port` 0 picks a free one. Resolves with its base URL. */
export async function startAdminApi({ port = 8000, dataDir, portalUrl, env = {}, echo = false } = {}) {
  const service = await startService({
    name: 'admin API',
    command: BIN.tsx,
    args: [path.join('admin-api', 'src', 'main.ts')],
    env: {
      PORT: String(port),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(portalUrl ? { PORTAL_URL: portalUrl } : {}),
      ...env,
    },
    ready: /Admin API listening on (http:\/\/\S+)/,
    echo,
  });
  return { ...service, url: service.match[1] };
}

/** Starts the built portal with `next start`, talking to the admin API at `apiUrl`. */
export async function startPortal({ port = 3000, apiUrl, env = {}, echo = false } = {}) {
  const service = await startService({
    name: 'portal',
    command: process.execPath,
    args: [BIN.next, 'start', '--port', String(port)],
    env: { API_URL: apiUrl, ...env },
    ready: /Ready in|started server on/i,
    echo,
  });
  return { ...service, url: `http://localhost:${port}` };
}

/** Starts the portal in development mode (hot reload). */
export async function startPortalDev({ port = 3000, apiUrl, echo = true } = {}) {
  const service = await startService({
    name: 'portal (dev)',
    command: process.execPath,
    args: [BIN.next, 'dev', '--port', String(port)],
    env: { API_URL: apiUrl },
    ready: /Ready in/i,
    echo,
  });
  return { ...service, url: `http://localhost:${port}` };
}

export { BIN };

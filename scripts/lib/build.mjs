// Builds the portal when its sources changed since the last build, so `npm start` and the browser
// tests never run a stale build and never rebuild for nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, ROOT } from './services.mjs';

/** Everything `next build` reads from this repository. */
const INPUTS = [
  'pages',
  'shell',
  'components',
  'features',
  'lib',
  'locales',
  'public',
  'styles',
  'middleware.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.js',
  'tsconfig.json',
  'package-lock.json',
];
const STAMP = path.join(ROOT, '.next', 'source-hash');

function files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== '__tests__' && !child.name.startsWith('.'))
    .flatMap((child) => files(path.join(entry, child.name)));
}

/** A hash of the build inputs and the build-time public environment. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)));
  for (const [name, value] of Object.entries(process.env)
    .filter(([key]) => key.startsWith('NEXT_PUBLIC_'))
    .sort()) {
    hash.update(`${name}=${value}\n`);
  }
  return hash.digest('hex');
}

/** Runs `next build` unless the current build was made from exactly these sources (or `force`). */
export function ensureBuild({ quiet = false, force = false } = {}) {
  const current = sourceHash();
  const built =
    existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === current;
  if (built && !force) return false;
  console.info('Building the portal (next build)…');
  const result = spawnSync(process.execPath, [BIN.next, 'build'], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed with code ${result.status}`);
  writeFileSync(STAMP, current);
  return true;
}

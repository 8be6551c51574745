// A throwaway PostgreSQL cluster from Debian's binaries, for the admin API's tests on a server
// (`npm run test:api:pg`, `.ci/run`) and the purchasing benchmark. Data and socket live in one
// temporary directory; durability is switched off (nothing here must survive), and the cluster is
// stopped and the directory removed on exit or signal. Debian's own service is never started.
//
//   node scripts/lib/postgres.mjs -- COMMAND ARGS...   runs COMMAND with DATABASE_URL and
//                                                       TEST_DATABASE_URL set, then stops the cluster
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './services.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin directory of the highest installed major version, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBinDir() {
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`No PostgreSQL in ${DEBIAN_ROOT}/*/bin: install Debian's package (apt-get install postgresql).`);
  }
  return path.join(DEBIAN_ROOT, versions[0], 'bin');
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root (initdb refuses root). */
function runPg(bin, program, args) {
  const command = asRoot() ? 'runuser' : path.join(bin, program);
  const fullArgs = asRoot() ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

let current = null;

function cleanUp() {
  if (!current) return;
  const { bin, dir, dataDir } = current;
  current = null;
  try {
    runPg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  rmSync(dir, { recursive: true, force: true });
}

function onSignal(signal) {
  cleanUp();
  process.kill(process.pid, signal);
}

/**
 * Starts a cluster on a free port and resolves with `{url, port, socketDir}`; `url` reaches it
 * over the Unix socket as the superuser `postgres` (trust authentication, local only).
 */
export async function startCluster({ quiet = false } = {}) {
  if (current) throw new Error('A cluster is already running in this process');
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vetnet-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  current = { bin, dir, dataDir };
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);

  runPg(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  runPg(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  const url = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
  if (!quiet) console.info(`PostgreSQL (${path.basename(path.dirname(bin))}) at ${url}`);
  return { url, port, socketDir: dir };
}

/** Stops the cluster started by `startCluster` and removes its directory. */
export function stopCluster() {
  cleanUp();
}

/** `node scripts/lib/postgres.mjs -- COMMAND ARGS...`: runs a command against a fresh cluster. */
async function main(argv) {
  const separator = argv.indexOf('--');
  const command = separator >= 0 ? argv.slice(separator + 1) : argv;
  if (command.length === 0) {
    console.error('usage: node scripts/lib/postgres.mjs -- COMMAND [ARGS...]');
    process.exit(2);
  }
  const { url } = await startCluster();
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, TEST_DATABASE_URL: url },
  });
  child.on('exit', (code, signal) => {
    stopCluster();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopCluster();
    process.exit(1);
  });
}

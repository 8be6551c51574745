// One process per embedded data directory: two PGlite instances on one directory corrupt it. The
// API takes this lock at start, and so does every tool that opens the directory.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The lock's holder other than this process, if it still runs. */
export function dataDirHolder(dataDir: string): number | null {
  const lockFile = path.join(dataDir, 'pglite.pid');
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  return pid && pid !== process.pid && isRunning(pid) ? pid : null;
}

/** Takes the lock (throws a ConfigError naming the holder); returns a function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    throw new ConfigError(
      `The database in ${dataDir} is in use by process ${holder}; stop it or set another DATA_DIR.`,
    );
  }
  const lockFile = path.join(dataDir, 'pglite.pid');
  writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  return () => rmSync(lockFile, { force: true });
}

import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What the browser tests keep for the length of one run, across test files: Jest gives each file
// its own modules and globals, so it lives in a directory that global-setup.mjs creates (and
// global-teardown.mjs removes) and names in E2E_RUN_DIR. Without it (support code used outside
// e2e/jest.config.ts) nothing is kept and every check runs.

/** The run's directory, with `part` created under it; null outside a browser test run. */
export function runDir(part: string): string | null {
  const root = process.env.E2E_RUN_DIR;
  if (!root) return null;
  const dir = path.join(root, part);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const fileName = (key: string) => createHash('sha1').update(key).digest('hex');

/** Whether `key` was marked in `part` earlier in this run. */
export function isMarked(part: string, key: string): boolean {
  const dir = runDir(part);
  return dir !== null && existsSync(path.join(dir, fileName(key)));
}

export function mark(part: string, key: string): void {
  const dir = runDir(part);
  if (dir) writeFileSync(path.join(dir, fileName(key)), '');
}

/** A value kept under `key` in `part` for the run (JSON), or undefined. */
export function readKept<T>(part: string, key: string): T | undefined {
  const dir = runDir(part);
  const file = dir && path.join(dir, `${fileName(key)}.json`);
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function keep(part: string, key: string, value: unknown): void {
  const dir = runDir(part);
  if (dir) writeFileSync(path.join(dir, `${fileName(key)}.json`), JSON.stringify(value));
}

/** Appends a line to the run's `name` log (read by file-times-reporter.mjs at the end of the run). */
export function logLine(name: string, line: string): void {
  const dir = runDir('.');
  if (dir) appendFileSync(path.join(dir, name), `${line}\n`);
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A module's file, for `@/…` and relative specifiers; a package's name as is. */
function resolve(specifier: string, from: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null)
    return specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  if (existsSync(base) && statSync(base).isFile()) return base;
  const file = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate));
  return file ?? base;
}

/** The modules a file imports at load time: not `import type`, not a dynamic `import()`. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!);
  return specifiers.filter((specifier) => !specifier.endsWith('.scss') && !specifier.endsWith('.css'));
}

/**
 * Every module (file path relative to the repository, or package name) a page's first load carries
 * because of `entry` (a path relative to the repository): its static imports, transitively. What a
 * dynamic `import()` or `next/dynamic` loads is not in it.
 */
export function staticImportGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const name = path.isAbsolute(file) ? path.relative(ROOT, file) : file;
    if (seen.has(name)) continue;
    seen.add(name);
    if (!path.isAbsolute(file) || !existsSync(file)) continue;
    queue.push(...staticImports(file).map((specifier) => resolve(specifier, file)));
  }
  return seen;
}

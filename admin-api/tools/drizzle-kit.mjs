// Runs drizzle-kit (hoisted to the root node_modules) against this package's drizzle-orm, which
// npm installed under admin-api/node_modules: drizzle-kit loads drizzle-orm with both require()
// and import(), and neither would look here from the root. Usage: node tools/drizzle-kit.mjs generate
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ownModules = path.join(packageDir, 'node_modules');

// require('drizzle-orm/...'): add our node_modules to the CommonJS search path.
process.env.NODE_PATH = [ownModules, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();

// import('drizzle-orm/...'): resolve it as if imported from this package.
const parentURL = pathToFileURL(path.join(packageDir, 'package.json')).href;
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(parentURL)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const require = createRequire(parentURL);
require(path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs'));

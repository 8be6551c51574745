// Next renders pages with React's edge build of the server renderer (`react-dom/server.edge`, chosen
// in next/dist/server/ReactDOMServerPages.js, whose comment there says Node should get the Node build).
// The edge build turns every piece of markup into a new Uint8Array through TextEncoder.encode; the
// Node build of the same React has the same `renderToReadableStream` and writes into one buffer
// with encodeInto, which cost about 7 % less server CPU per page here (docs/performance.md). Installed
// on Node's servers from instrumentation.ts, before the first page renders; never in the edge runtime.
import Module, { createRequire } from 'node:module';
import path from 'node:path';

/** Makes Node answer the Node build for `react-dom/server.edge` from now on; true when it did. */
export function renderWithReactNodeBuild(root: string = process.cwd()): boolean {
  try {
    const load = createRequire(path.join(root, 'package.json'));
    const edgePath = load.resolve('react-dom/server.edge');
    if (load.cache[edgePath]) return false; // Already loaded: too late to change, and harmless to keep.
    const nodeBuild = load('react-dom/server.node') as { renderToReadableStream?: unknown };
    if (typeof nodeBuild.renderToReadableStream !== 'function') return false; // Older React: keep the edge build.
    const entry = new Module(edgePath);
    entry.filename = edgePath;
    entry.loaded = true;
    entry.exports = nodeBuild;
    load.cache[edgePath] = entry;
    return true;
  } catch {
    return false; // React not where the server runs from (another layout): the edge build still works.
  }
}

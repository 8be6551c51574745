import { sourceOf, topSelfTime } from '../cpu-profile.mjs';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

describe('topSelfTime', () => {
  it('adds each sample’s time to the function it hit, leaves idle out, and ranks by self time', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('(idle)') },
        { id: 3, callFrame: frame('renderElement', 'file:///app/node_modules/react-dom/cjs/server.js', 9) },
        { id: 4, callFrame: frame('t', 'file:///app/node_modules/i18next/dist/cjs/i18next.js', 99) },
        // The same function reached by another path is one entry.
        { id: 5, callFrame: frame('renderElement', 'file:///app/node_modules/react-dom/cjs/server.js', 9) },
      ],
      samples: [2, 3, 4, 5, 3, 2],
      timeDeltas: [5000, 1000, 2000, 1000, 1000, 9000],
    };
    const top = topSelfTime(profile);
    expect(top.busyMs).toBe(5);
    expect(top.functions).toEqual([
      { name: 'renderElement react-dom:10', ms: 3, share: 0.6 },
      { name: 't i18next:100', ms: 2, share: 0.4 },
    ]);
    expect(top.sources.map((entry) => entry.name)).toEqual(['react-dom', 'i18next']);
  });
});

describe('sourceOf', () => {
  it('names the package, Node, the portal build or V8', () => {
    expect(sourceOf('file:///w/node_modules/@swc/helpers/x.js')).toBe('@swc/helpers');
    expect(sourceOf('file:///w/node_modules/next/dist/server/x.js')).toBe('next');
    expect(sourceOf('node:internal/streams')).toBe('node');
    expect(sourceOf('file:///w/.next/server/chunks/ssr/a.js')).toBe('portal build (.next)');
    expect(sourceOf('')).toBe('(V8)');
  });
});

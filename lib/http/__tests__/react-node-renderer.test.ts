/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Runs `script` in a fresh Node process (Jest has its own module registry), answering its JSON line. */
function inNode(script: string): Record<string, unknown> {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
}

const RENDER = `
  const React = require('react');
  const page = React.createElement('main', { className: 'page', 'data-x': 'å & <ä>' },
    React.createElement('h1', null, 'Översikt — 5 < 6'),
    React.createElement('ul', null, ['ett', 'två', 'tre'].map((text) => React.createElement('li', { key: text }, text))),
    React.createElement('p', { dangerouslySetInnerHTML: { __html: '<b>fet</b>' } }));
  async function html(server) {
    const stream = await server.renderToReadableStream(page);
    await stream.allReady;
    return new Response(stream).text();
  }`;

describe('renderWithReactNodeBuild', () => {
  it('makes react-dom/server.edge answer the Node build, which renders the same markup', () => {
    const edge = inNode(`
      ${RENDER}
      html(require('react-dom/server.edge')).then((markup) => console.log(JSON.stringify({ markup })));
    `);
    const node = inNode(`
      ${RENDER}
      const { renderWithReactNodeBuild } = require('./lib/http/react-node-renderer.ts');
      const installed = renderWithReactNodeBuild();
      const answered = require('react-dom/server.edge');
      html(answered).then((markup) =>
        console.log(JSON.stringify({ installed, isNodeBuild: answered === require('react-dom/server.node'), markup })));
    `);
    expect(node.installed).toBe(true);
    expect(node.isNodeBuild).toBe(true);
    expect(node.markup).toContain('Översikt — 5 &lt; 6');
    expect(node.markup).toBe(edge.markup);
  });

  it('leaves an edge build that was already loaded as it is', () => {
    const result = inNode(`
      const before = require('react-dom/server.edge');
      const { renderWithReactNodeBuild } = require('./lib/http/react-node-renderer.ts');
      const installed = renderWithReactNodeBuild();
      console.log(JSON.stringify({ installed, unchanged: require('react-dom/server.edge') === before }));
    `);
    expect(result).toEqual({ installed: false, unchanged: true });
  });

  it('keeps the edge build where React cannot be found', () => {
    const result = inNode(`
      const { renderWithReactNodeBuild } = require('./lib/http/react-node-renderer.ts');
      console.log(JSON.stringify({ installed: renderWithReactNodeBuild('/nonexistent') }));
    `);
    expect(result).toEqual({ installed: false });
  });
});

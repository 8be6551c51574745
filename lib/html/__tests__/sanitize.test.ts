// The browser's path of isomorphic-dompurify; the server's (jsdom in Node) is exercised by the
// browser tests, which render a hostile article on the server.
import fc from 'fast-check';
import { sanitizeHtml } from '../sanitize';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

describe('sanitizeHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'.replace('src="x"', '')],
    ['<script>alert(1)</script><p>Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">Click</a>', '<a>Click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">Click</a>', '<a>Click</a>'],
    ['<p style="color:red" onclick="x()" class="c">Hi</p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.example/embed"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('makes %s harmless', (dirty, expected) => {
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/onerror|onclick|<script|javascript:|style=|evil\.example/i);
    if (expected) expect(clean.replace(/\s+loading="lazy"/, '')).toContain(expected.replace('<img >', '<img'));
  });

  it('keeps formatted text, links, our images and video embeds', () => {
    const html =
      '<table><tr><td colspan="2">Wide</td></tr></table><ol start="3"><li>Three</li></ol>' +
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://vetnet.example" target="_blank">site</a></p>' +
      '<ul><li>One</li></ul><img src="/api/v1/news-files/12/" alt="Cover">' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('href="https://vetnet.example"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('colspan="2"');
    expect(clean).toContain('start="3"');
    expect(clean).toContain('src="/api/v1/news-files/12/"');
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('never lets an event handler, a script or a javascript: address through', () => {
    const tag = fc.constantFrom('p', 'a', 'img', 'div', 'iframe', 'svg', 'script', 'style', 'span', 'object');
    const attribute = fc.constantFrom('onerror', 'onclick', 'onload', 'href', 'src', 'style', 'srcdoc', 'formaction');
    const value = fc.constantFrom(
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://ok.example',
      '/api/v1/news-files/1/',
    );
    const element = fc
      .tuple(tag, attribute, value, fc.string({ maxLength: 10 }))
      .map(([name, attr, val, text]) => `<${name} ${attr}="${val}">${text}</${name}>`);
    fc.assert(
      fc.property(fc.array(element, { maxLength: 5 }), (parts) => {
        return [...parse(sanitizeHtml(parts.join(''))).querySelectorAll('*')].every(
          (node) =>
            node.tagName !== 'SCRIPT' &&
            ![...node.attributes].some(
              (attr) =>
                attr.name.startsWith('on') || /^\s*(javascript|data):/i.test(attr.value) || attr.name === 'style',
            ),
        );
      }),
      { numRuns: 300 },
    );
  });
});

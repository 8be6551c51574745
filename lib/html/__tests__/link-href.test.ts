import fc from 'fast-check';
import { normalizeLinkHref } from '../link-href';

describe('normalizeLinkHref', () => {
  it.each([
    ['https://vetnet.se/news', 'https://vetnet.se/news'],
    ['  http://example.com  ', 'http://example.com'],
    ['vetnet.se', 'https://vetnet.se'],
    ['www.vetnet.se/priser?år=2027', 'https://www.vetnet.se/priser?år=2027'],
    ['mailto:info@vetnet.se', 'mailto:info@vetnet.se'],
    ['tel:+46812345', 'tel:+46812345'],
    ['/news/12-price-list', '/news/12-price-list'],
    ['HTTPS://VETNET.SE', 'HTTPS://VETNET.SE'],
  ])('%j links to %j', (input, href) => {
    expect(normalizeLinkHref(input)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'hello world',
    'justaword',
    'https://',
    'mailto:',
    'ftp://files.example',
  ])('%j is refused', (input) => {
    expect(normalizeLinkHref(input)).toBeNull();
  });

  it('never answers a scheme other than http, https, mailto or tel', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const href = normalizeLinkHref(input);
        if (href === null || href.startsWith('/')) return true;
        return /^(https?|mailto|tel):/i.test(href);
      }),
    );
  });

  it('never answers a protocol-relative address or whitespace', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((url) => url.replace(/^https?:/, '')),
        ),
        (input) => {
          const href = normalizeLinkHref(input);
          return href === null || (!href.startsWith('//') && !/\s/.test(href));
        },
      ),
    );
  });

  it('keeps every web address as it is', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => normalizeLinkHref(url) === url));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain()), (input) => {
        const href = normalizeLinkHref(input);
        return href === null || normalizeLinkHref(href) === href;
      }),
    );
  });
});

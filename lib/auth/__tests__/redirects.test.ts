import fc from 'fast-check';
import { safeNextPath } from '../redirects';

describe('safeNextPath', () => {
  it.each([
    ['/news', '/news'],
    ['/news/12-hello?page=2#top', '/news/12-hello?page=2#top'],
    ['/', '/'],
    ['/a/../b', '/b'],
  ])('keeps the same-origin path %j', (target, expected) => {
    expect(safeNextPath(target)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/path'],
    ['https://evil.example'],
    ['http://evil.example/news'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['news'],
    ['/\tevil'],
    ['/\n/evil.example'],
    [' /news'],
    [''],
    ['/login'],
    ['/login/reset-password'],
  ])('refuses %j', (target) => {
    expect(safeNextPath(target)).toBe('/');
  });

  it('refuses anything that is not a string', () => {
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath(['/news'])).toBe('/');
    expect(safeNextPath(42)).toBe('/');
  });

  it('refuses dot segments that normalize into another host', () => {
    expect(safeNextPath('/.//evil.example')).toBe('/');
    expect(safeNextPath('/a/..//evil.example/x')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/home')).toBe('/home');
  });

  it('never leaves the origin, whatever it is given', () => {
    const base = 'https://portal.example';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (target) => {
          const result = safeNextPath(target);
          return result.startsWith('/') && !result.startsWith('//') && new URL(result, base).origin === base;
        },
      ),
    );
  });

  it('keeps every plain web path', () => {
    fc.assert(
      fc.property(fc.webPath(), (target) => {
        fc.pre(target.startsWith('/') && !target.startsWith('//'));
        const normalized = new URL(target, 'http://x.invalid').pathname;
        fc.pre(!/^\/login(\/|$)/.test(normalized));
        // A path that normalizes to `//host` is another origin's and is refused (test above).
        fc.pre(!normalized.startsWith('//'));
        return safeNextPath(target) === normalized;
      }),
    );
  });
});

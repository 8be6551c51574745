import fc from 'fast-check';
import { normalizeEmail } from '../email';
import { formatFileSize } from '../file-size';
import { stripTags } from '../strip-tags';
import { truncate } from '../truncate';
import { extractVideoId, videoEmbedUrl } from '../video-id';

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Kort text', 20)).toBe('Kort text');
  });

  it('cuts at a word boundary near the end and adds an ellipsis', () => {
    expect(truncate('Vaccination campaign for all clinics', 25)).toBe('Vaccination campaign for…');
  });

  it('cuts inside a long word when no boundary is near', () => {
    expect(truncate('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });

  it('gives nothing for a zero length', () => {
    expect(truncate('text', 0)).toBe('');
  });

  it('never exceeds the length and keeps the start of the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 200 }), (text, max) => {
        const result = truncate(text, max);
        const chars = Array.from(result);
        if (Array.from(text).length <= max) return result === text;
        return chars.length <= max && result.endsWith('…') && text.startsWith(result.slice(0, -1).trimEnd());
      }),
    );
  });

  it('does not split a surrogate pair', () => {
    expect(truncate('🐶🐱🐭🐹🐰', 3)).toBe('🐶🐱…');
  });
});

describe('stripTags', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<script>alert(1)</script>Text', 'Text'],
    ['<style>p{color:red}</style><p>A</p>', 'A'],
    ['A<!-- hidden -->B', 'A B'],
    ['Fish &amp; chips &lt;3 &#229;&#xE4;', 'Fish & chips <3 åä'],
    ['Line<br/>break', 'Line break'],
    ['  spaced \n\t out  ', 'spaced out'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['&unknown; &#99999999;', '&unknown; &#99999999;'],
  ])('%j becomes %j', (html, text) => {
    expect(stripTags(html)).toBe(text);
  });

  it('leaves no tag behind in generated markup', () => {
    const tag = fc.constantFrom('p', 'div', 'a', 'strong', 'em', 'img', 'script', 'span');
    const fragment = fc
      .tuple(tag, fc.stringMatching(/^[a-z ]{0,10}$/))
      .map(([name, text]) => `<${name} class="x">${text}</${name}>`);
    fc.assert(fc.property(fc.array(fragment), (parts) => !/<[a-z/]/i.test(stripTags(parts.join('')))));
  });

  it('is idempotent on its own output when no entity text remains', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        const once = stripTags(html);
        fc.pre(!/[<&]/.test(once));
        return stripTags(once) === once;
      }),
    );
  });
});

describe('extractVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=abc', { provider: 'vimeo', id: '76979871' }],
  ])('finds the video of %s', (link, expected) => {
    expect(extractVideoId(link)).toEqual(expected);
  });

  it.each([
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['not a link'],
    ['https://vimeo.com/channels/staffpicks'],
  ])('finds nothing in %s', (link) => {
    expect(extractVideoId(link)).toBeNull();
  });

  it('only ever answers an id of the expected shape', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (link) => {
        const video = extractVideoId(link);
        return (
          video === null || (video.provider === 'youtube' ? /^[\w-]{11}$/.test(video.id) : /^\d{6,12}$/.test(video.id))
        );
      }),
    );
  });

  it('builds privacy-friendly embed addresses', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases (spec §5)', () => {
    expect(normalizeEmail('  Olivia.Owner@Vetnet.Example ')).toBe('olivia.owner@vetnet.example');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => normalizeEmail(normalizeEmail(email)) === normalizeEmail(email)),
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 kB'],
    [1536, 'en', '1.5 kB'],
    [20311, 'sv', '19,8 kB'],
    [1024 * 1024, 'en', '1 MB'],
    [Math.round(2.25 * 1024 * 1024), 'en', '2.3 MB'],
  ])('%d bytes in %s read %j', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });

  it('always names a unit and never shows a negative size', () => {
    fc.assert(fc.property(fc.nat(), (bytes) => /^[\d.,\s\u00a0]+ (kB|MB)$/.test(formatFileSize(bytes, 'en'))));
  });
});

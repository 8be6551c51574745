import fc from 'fast-check';
import { pdfDocument, pngImage } from '../../../seed/files';
import {
  cleanFileName,
  CONTENT_MISMATCH,
  contentDisposition,
  detectFileType,
  FILE_TYPES,
  TYPE_NOT_ALLOWED,
} from '../file-types';

const PNG = pngImage(4, 4, [10, 20, 30]);

describe('detectFileType', () => {
  it('accepts the allowlist when the content matches, and decides the content type itself', () => {
    expect(detectFileType('Cover.PNG', PNG)).toEqual({ type: FILE_TYPES.png });
    expect(detectFileType('list.pdf', pdfDocument('x', []))).toEqual({ type: FILE_TYPES.pdf });
    expect(detectFileType('a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1]))).toEqual({ type: FILE_TYPES.jpg });
    expect(detectFileType('a.gif', Buffer.from('GIF89a....'))).toEqual({ type: FILE_TYPES.gif });
    expect(detectFileType('a.webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toEqual({
      type: FILE_TYPES.webp,
    });
    expect(detectFileType('a.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toEqual({ type: FILE_TYPES.docx });
    expect(detectFileType('a.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual({
      type: FILE_TYPES.xls,
    });
    expect(detectFileType('a.csv', Buffer.from('a;b\nå;ä\n'))).toEqual({ type: FILE_TYPES.csv });
  });

  it('refuses SVG, HTML, scripts and anything not listed', () => {
    for (const name of [
      'a.svg',
      'a.html',
      'a.htm',
      'a.js',
      'a.exe',
      'a.zip',
      'noextension',
      '.png',
      'a.png.html',
      'a.xhtml',
      'a.xml',
    ]) {
      expect(detectFileType(name, Buffer.from('<svg onload="alert(1)"/>'))).toEqual({ error: TYPE_NOT_ALLOWED });
    }
  });

  it('refuses content that does not match the extension', () => {
    expect(detectFileType('evil.png', Buffer.from('<html><script>alert(1)</script></html>'))).toEqual({
      error: CONTENT_MISMATCH,
    });
    expect(detectFileType('evil.pdf', PNG)).toEqual({ error: CONTENT_MISMATCH });
    expect(detectFileType('binary.txt', Buffer.from([0x41, 0, 0x42]))).toEqual({ error: CONTENT_MISMATCH });
    expect(detectFileType('latin1.txt', Buffer.from([0x41, 0xe5, 0x42]))).toEqual({ error: CONTENT_MISMATCH });
  });

  it('accepts an image only when its bytes carry the signature (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('png', 'jpg', 'gif', 'webp', 'pdf'),
        (bytes, extension) => {
          const result = detectFileType(`x.${extension}`, Buffer.from(bytes));
          if ('type' in result) {
            const head = Buffer.from(bytes);
            const signatures: Record<string, boolean> = {
              png: head.subarray(0, 8).equals(PNG.subarray(0, 8)),
              jpg: head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
              gif: head.subarray(0, 4).toString('latin1') === 'GIF8',
              webp:
                head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
              pdf: head.subarray(0, 5).toString('latin1') === '%PDF-',
            };
            expect(signatures[extension]).toBe(true);
          }
        },
      ),
    );
  });
});

describe('file names', () => {
  it('keeps the base name only, without control or bidi characters', () => {
    expect(cleanFileName('C:\\Users\\x\\Prislista 2027.pdf')).toBe('Prislista 2027.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(cleanFileName('...hidden.png')).toBe('hidden.png');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(196)}.pdf`);
  });

  it('always yields a safe, bounded name and a well-formed Content-Disposition (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), fc.boolean(), (raw, inline) => {
        const name = cleanFileName(raw);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(200);
        expect(name).not.toMatch(/[/\\\u0000-\u001f\u007f]/);
        const header = contentDisposition(name, inline);
        const match = header.match(
          /^(inline|attachment); filename="([A-Za-z0-9._ -]*)"; filename\*=UTF-8''([A-Za-z0-9%._~!-]*)$/,
        );
        expect(match).not.toBeNull();
        expect(match?.[1]).toBe(inline ? 'inline' : 'attachment');
        expect(decodeURIComponent(match?.[3] ?? '')).toBe(name);
      }),
    );
    expect(contentDisposition('Prislista ÅÄÖ "x".csv', false)).toBe(
      `attachment; filename="Prislista ___ _x_.csv"; filename*=UTF-8''Prislista%20%C3%85%C3%84%C3%96%20%22x%22.csv`,
    );
  });
});

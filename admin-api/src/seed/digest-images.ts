// The seeded digest header images, drawn here so the repository holds no binary: a two-frame
// animated GIF (the first frame says it all, as Outlook shows only that one) and a PNG banner.
import { PNG } from 'pngjs';

export const HEADER_SIZE = { width: 600, height: 120 } as const;

type Rgb = readonly [number, number, number];

/** Four colours: the palette of the GIF, the bands of the PNG. */
const TEAL: Rgb = [11, 95, 122];
const LIGHT: Rgb = [224, 242, 241];
const SUN: Rgb = [245, 179, 66];
const WHITE: Rgb = [255, 255, 255];
const PALETTE: readonly Rgb[] = [TEAL, LIGHT, SUN, WHITE];

/** The banner's colour index at a point: a teal field, light waves, a sun moving with `shift`. */
function pixel(x: number, y: number, shift: number): number {
  const { width, height } = HEADER_SIZE;
  const sunX = width * 0.78 + shift;
  if (Math.hypot(x - sunX, y - height * 0.38) < height * 0.2) return 2;
  const wave = height * 0.72 + Math.sin((x + shift * 2) / 38) * 8;
  if (y > wave) return 1;
  if (y > wave - 4) return 3;
  return 0;
}

/**
 * LZW data a decoder reads as plain indices: 3-bit codes, a clear code after every two pixels, so
 * the code table never grows past its first width (valid GIF, larger than a compressing encoder's).
 */
function uncompressedLzw(indices: readonly number[]): Buffer {
  const clear = 4;
  const end = 5;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  const put = (code: number) => {
    buffer |= code << bits;
    bits += 3;
    while (bits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  };
  for (let i = 0; i < indices.length; i += 1) {
    if (i % 2 === 0) put(clear);
    put(indices[i] ?? 0);
  }
  put(end);
  if (bits > 0) bytes.push(buffer & 0xff);
  // Sub-blocks of at most 255 bytes, then the block terminator.
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];

/** A looping two-frame GIF banner. */
export function headerGif(): Buffer {
  const { width, height } = HEADER_SIZE;
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    // Logical screen: a global table of 4 colours (size field 1), 2 bits of colour resolution.
    Buffer.from([...u16(width), ...u16(height), 0x80 | (1 << 4) | 1, 0, 0]),
    Buffer.from(PALETTE.flat()),
    // Loop for ever (NETSCAPE2.0).
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00]),
  ];
  for (const shift of [0, 24]) {
    const indices: number[] = [];
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) indices.push(pixel(x, y, shift));
    parts.push(
      // Graphic control: 1.2 s per frame.
      Buffer.from([0x21, 0xf9, 0x04, 0x00, ...u16(120), 0x00, 0x00]),
      Buffer.from([0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0x00]),
      Buffer.from([2]),
      uncompressedLzw(indices),
    );
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A still PNG banner (the same picture). */
export function headerPng(): Buffer {
  const { width, height } = HEADER_SIZE;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = PALETTE[pixel(x, y, -60)] ?? TEAL;
      const offset = (y * width + x) * 4;
      png.data[offset] = r;
      png.data[offset + 1] = g;
      png.data[offset + 2] = b;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

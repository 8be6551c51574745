// Seeded partner logos: a small PNG per supplier code with a distinct mark (a shape and two colours
// chosen from a hash of the code) on white, so the logo grid looks like a row of different brands.
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

export const LOGO_SIZE = { width: 160, height: 80 } as const;

type Rgb = readonly [number, number, number];

/** A saturated colour from a hue in [0, 360). */
function hue(degrees: number, lightness = 0.45): Rgb {
  const c = (1 - Math.abs(2 * lightness - 1)) * 0.75;
  const x = c * (1 - Math.abs(((degrees / 60) % 2) - 1));
  const m = lightness - c / 2;
  const sector = Math.floor(degrees / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] ?? [c, x, 0];
  return [r, g, b].map((v = 0) => Math.round((v + m) * 255)) as unknown as Rgb;
}

type Shape = (x: number, y: number) => 'primary' | 'secondary' | null;

/** The marks, each drawn in the logo's left square; the right part carries bands. */
const SHAPES: readonly ((size: number) => Shape)[] = [
  (s) => (x, y) => {
    const d = Math.hypot(x - s / 2, y - s / 2);
    return d < s * 0.22 ? 'secondary' : d < s * 0.4 ? 'primary' : null;
  },
  (s) => (x, y) => (Math.abs(x - s / 2) + Math.abs(y - s / 2) < s * 0.4 ? 'primary' : null),
  (s) => (x, y) => {
    if (x < s * 0.15 || x > s * 0.85 || y < s * 0.15 || y > s * 0.85) return null;
    return x + y < s ? 'primary' : 'secondary';
  },
  (s) => (x, y) => (y > s * 0.15 && y < s * 0.85 && y > s * 0.85 - (x - s * 0.1) * 1.4 ? 'primary' : null),
  (s) => (x, y) => {
    const d = Math.hypot(x - s / 2, y - s / 2);
    return d < s * 0.4 && Math.floor(y / (s / 8)) % 2 === 0 ? 'primary' : d < s * 0.4 ? 'secondary' : null;
  },
];

/** The PNG logo of the supplier `code`: the same code always gives the same image. */
export function partnerLogo(code: string): Buffer {
  const hash = createHash('sha256').update(code).digest();
  const first = ((hash[0] ?? 0) * 360) / 256;
  const primary = hue(first);
  const secondary = hue((first + 90 + ((hash[1] ?? 0) % 120)) % 360, 0.6);
  const shape = SHAPES[(hash[2] ?? 0) % SHAPES.length]?.(LOGO_SIZE.height) ?? (() => null);
  const bands = 2 + ((hash[3] ?? 0) % 3);
  const { width, height } = LOGO_SIZE;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour: Rgb = [255, 255, 255];
      if (x < height) {
        const part = shape(x, y);
        if (part) colour = part === 'primary' ? primary : secondary;
      } else {
        // Horizontal bars of a word mark, shorter each line.
        const line = Math.floor((y - height * 0.3) / (height * 0.14));
        const inLine = y >= height * 0.3 && (y - height * 0.3) % (height * 0.14) < height * 0.09;
        const length = (width - height - 16) * (1 - line / (bands + 1));
        if (inLine && line < bands && x - height < length) colour = line === 0 ? primary : [90, 90, 90];
      }
      const offset = (y * width + x) * 4;
      png.data[offset] = colour[0];
      png.data[offset + 1] = colour[1];
      png.data[offset + 2] = colour[2];
      png.data[offset + 3] = 255;
    }
  }
  // One filter, not the search over all five: the search was most of the time for these flat images.
  return PNG.sync.write(png, { colorType: 2, filterType: 0 });
}

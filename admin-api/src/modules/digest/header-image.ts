// A header image's type and size, read from its bytes (never from the file name or the client's
// content type), with the same signatures the content uploads check (content/file-types.ts).
import { FILE_TYPES } from '../content/file-types';

export type HeaderImageInfo = {
  contentType: 'image/gif' | 'image/png' | 'image/webp';
  width: number | null;
  height: number | null;
};

/** GIF, PNG or WebP by content, with its pixel size when the header says it; null for anything else. */
export function headerImageInfo(bytes: Buffer): HeaderImageInfo | null {
  if (FILE_TYPES.gif?.matches(bytes) && bytes.length >= 10) {
    return { contentType: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (FILE_TYPES.png?.matches(bytes) && bytes.length >= 24) {
    return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (FILE_TYPES.webp?.matches(bytes)) return { contentType: 'image/webp', ...webpSize(bytes) };
  return null;
}

function webpSize(bytes: Buffer): { width: number | null; height: number | null } {
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: null, height: null };
}

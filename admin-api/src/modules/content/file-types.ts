// What may be uploaded: an allowlist by extension, and the content must look like that type
// (magic bytes), so an HTML or SVG file renamed `.png` is refused. The stored content type comes
// from this table, never from the client. Pure functions, property-tested.

export type FileType = {
  contentType: string;
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
  /** Whether `bytes` look like this type. */
  matches: (bytes: Buffer) => boolean;
};

const startsWith = (signature: number[]) => (bytes: Buffer) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = startsWith([0xff, 0xd8, 0xff]);
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF = (bytes: Buffer) => startsWith(ascii('GIF87a'))(bytes) || startsWith(ascii('GIF89a'))(bytes);
const WEBP = (bytes: Buffer) => startsWith(ascii('RIFF'))(bytes) && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
const PDF = startsWith(ascii('%PDF-'));
/** Office Open XML and OpenDocument files are zip archives. */
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04]);
/** Legacy Office files are OLE compound documents. */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Text: no NUL byte, valid UTF-8 (a BOM is fine). */
const TEXT = (bytes: Buffer) => !bytes.includes(0) && isUtf8(bytes);

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { contentType: 'image/jpeg', inline: true, matches: JPEG },
  jpeg: { contentType: 'image/jpeg', inline: true, matches: JPEG },
  png: { contentType: 'image/png', inline: true, matches: PNG },
  gif: { contentType: 'image/gif', inline: true, matches: GIF },
  webp: { contentType: 'image/webp', inline: true, matches: WEBP },
  pdf: { contentType: 'application/pdf', inline: true, matches: PDF },
  doc: { contentType: 'application/msword', inline: false, matches: OLE },
  xls: { contentType: 'application/vnd.ms-excel', inline: false, matches: OLE },
  ppt: { contentType: 'application/vnd.ms-powerpoint', inline: false, matches: OLE },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    matches: ZIP,
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    matches: ZIP,
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
    matches: ZIP,
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', inline: false, matches: ZIP },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', inline: false, matches: ZIP },
  odp: { contentType: 'application/vnd.oasis.opendocument.presentation', inline: false, matches: ZIP },
  txt: { contentType: 'text/plain', inline: false, matches: TEXT },
  csv: { contentType: 'text/csv', inline: false, matches: TEXT },
};

export const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Content types shown inline when downloaded. */
export const INLINE_TYPES: ReadonlySet<string> = new Set(
  Object.values(FILE_TYPES)
    .filter((type) => type.inline)
    .map((type) => type.contentType),
);

export const TYPE_NOT_ALLOWED =
  'This file type is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a PDF, an Office document or a text or CSV file.';
export const CONTENT_MISMATCH = "The file's content does not match its type.";

/** The uploaded name without any path, control or bidi characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters, and bidi overrides that could disguise an extension.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    // Lone surrogates (not text; encodeURIComponent would throw on them).
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'file';
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The type of an upload, or the message that refuses it. */
export function detectFileType(name: string, bytes: Buffer): { type: FileType } | { error: string } {
  const type = FILE_TYPES[extensionOf(name)];
  if (!type) return { error: TYPE_NOT_ALLOWED };
  if (!type.matches(bytes)) return { error: CONTENT_MISMATCH };
  return { type };
}

/** `Content-Disposition` with an ASCII fallback name and the real one in RFC 5987 form. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 200) || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The roles of the files the generic files routes serve and items name (`image`, `files`, the
 * body's inline images). A file of another role (a partner's contract) is its type's own: read and
 * written through its own routes and checks only, never by its id here.
 */
export const ITEM_FILE_ROLES: ReadonlySet<string> = new Set(['attachment', 'image', 'inline']);

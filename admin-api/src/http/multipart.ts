// Multipart uploads (`@fastify/multipart`), registered only in the scopes that take files: one file
// of at most UPLOAD_MAX_MB and a few text fields, read into memory with DRF's `{file: [...]}` errors.
import multipart from '@fastify/multipart';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ApiError, validationError } from './errors';

export const fileError = (message: string) => validationError({ file: [message] });

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Parses multipart bodies in this scope (and its children only). */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 100 },
  });
}

/** 415 unless the request is multipart, as DRF's MultiPartParser answers. */
export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new ApiError(415, {
      detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`,
    });
  }
}

export type Upload = { name: string; data: Buffer } | null;

/** Reads the `file` part and the named text fields; other parts are skipped. */
export async function readUpload<Field extends string>(
  request: FastifyRequest,
  maxBytes: number,
  fieldNames: readonly Field[],
): Promise<{ file: Upload; fields: Partial<Record<Field, string>> }> {
  let file: Upload = null;
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        file = { name: part.filename, data: await part.toBuffer() };
      } else if ((fieldNames as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname as Field] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(`The file is too large: at most ${megabytes(maxBytes)} MB.`);
    if (code === 'FST_FILES_LIMIT') throw fileError('Upload one file at a time.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(400, { detail: 'Too many form fields.' });
    throw error;
  }
  return { file, fields };
}

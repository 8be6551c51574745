// Where uploaded files live: one interface, a folder on disk by default (DATA_DIR/uploads or
// UPLOAD_DIR) and an S3-compatible bucket when S3_BUCKET is set. Keys are generated here (never
// from a file name), so no client input ever reaches a path or an object key.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { type StorageConfig } from '../config';
import type * as S3Sdk from '@aws-sdk/client-s3';

export type FileStorage = {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the content; a missing key is not an error. */
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z0-9]+(?:\/[a-z0-9-]+)*$/;

/** A fresh key: `2026/11/<uuid>`, grouped by month so a folder never holds too many files. */
export function newStorageKey(now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function createDiskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * An S3-compatible bucket through the official SDK (loaded only when configured). Tested by hand
 * against a bucket, not in the suite (see docs/admin-api.md).
 */
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  type Sdk = typeof S3Sdk;
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | null = null;
  const client = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.credentials ? { credentials: config.credentials } : {}),
        forcePathStyle: config.forcePathStyle,
      }),
    }));
    return loaded;
  };
  const objectKey = (key: string) => `${config.prefix}${checkKey(key)}`;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { sdk, client: s3 } = await client();
      await s3.send(
        new sdk.PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      const { sdk, client: s3 } = await client();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client: s3 } = await client();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}

export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createDiskStorage(config.dir);
}

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDiskStorage, createS3Storage, newStorageKey } from '../storage';

const sent: { name: string; input: Record<string, unknown> }[] = [];
const objects = new Map<string, Buffer>();

// The SDK's client is replaced by an in-memory bucket; the commands are the real classes' shape.
jest.mock('@aws-sdk/client-s3', () => {
  class Command {
    constructor(readonly input: Record<string, unknown>) {}
  }
  class PutObjectCommand extends Command {}
  class GetObjectCommand extends Command {}
  class DeleteObjectCommand extends Command {}
  class NoSuchKey extends Error {
    override name = 'NoSuchKey';
  }
  class S3Client {
    constructor(readonly config: Record<string, unknown>) {}
    async send(command: Command) {
      sent.push({ name: command.constructor.name, input: command.input });
      const key = String(command.input.Key);
      if (command instanceof PutObjectCommand) objects.set(key, command.input.Body as Buffer);
      if (command instanceof DeleteObjectCommand) objects.delete(key);
      if (command instanceof GetObjectCommand) {
        const body = objects.get(key);
        if (!body) throw new NoSuchKey('The specified key does not exist.');
        return { Body: Readable.from([body]) };
      }
      return {};
    }
  }
  return { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey };
});

async function read(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('storage keys', () => {
  it('are fresh, grouped by month, and never come from client input', () => {
    const key = newStorageKey(new Date('2026-03-04T00:00:00Z'));
    expect(key).toMatch(/^2026\/03\/[0-9a-f-]{36}$/);
    expect(newStorageKey()).not.toBe(newStorageKey());
  });
});

describe('disk storage', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vetnet-storage-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets and deletes content; a missing key reads as null', async () => {
    const storage = createDiskStorage(dir);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('hello'), 'text/plain');
    expect(await read(await storage.get(key))).toBe('hello');
    expect(
      readdirSync(path.join(dir, key.split('/')[0] ?? ''), { recursive: true }).some((name) =>
        String(name).endsWith('.partial'),
      ),
    ).toBe(false);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the folder', async () => {
    const storage = createDiskStorage(dir);
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'A/B', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('S3 storage', () => {
  it('sends put, get and delete to the bucket under the prefix', async () => {
    const storage = createS3Storage({
      kind: 's3',
      bucket: 'vetnet-uploads',
      region: 'eu-north-1',
      endpoint: 'https://s3.example',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'portal/',
    });
    const key = newStorageKey();
    await storage.put(key, Buffer.from('bytes'), 'image/png');
    expect(sent[0]).toEqual({
      name: 'PutObjectCommand',
      input: { Bucket: 'vetnet-uploads', Key: `portal/${key}`, Body: Buffer.from('bytes'), ContentType: 'image/png' },
    });
    expect(await read(await storage.get(key))).toBe('bytes');
    await storage.delete(key);
    expect(sent.map((command) => command.name)).toEqual([
      'PutObjectCommand',
      'GetObjectCommand',
      'DeleteObjectCommand',
    ]);
    expect(await storage.get(key)).toBeNull();
  });
});

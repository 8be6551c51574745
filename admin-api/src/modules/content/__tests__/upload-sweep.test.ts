import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { contentFiles, contentItems } from '../../../db/schema/content';
import { createDiskStorage, newStorageKey } from '../../../storage/storage';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { type WriteDeps } from '../service';
import { scheduleUploadSweep, sweepUnattachedUploads } from '../upload-sweep';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let deps: WriteDeps;

beforeAll(async () => {
  // The app sweeps once it is ready, in the background: with its own cut-off ten years back, that
  // sweep can never take this test's rows before the test's own calls do (it did on a slow server).
  t = await createTestApp({ env: { UNATTACHED_UPLOAD_HOURS: String(10 * 365 * 24) } });
  const log = { info: jest.fn(), error: jest.fn() } as unknown as FastifyBaseLogger;
  deps = { db: t.db, storage: createDiskStorage(t.uploadsDir), now: () => new Date(), log };
});
afterAll(async () => {
  await t.close();
});

/** A stored file row, `ageMs` old, on `itemId` (null: attached to nothing); `key` to share content. */
async function storedFile(
  ageMs: number,
  itemId: number | null,
  key = newStorageKey(),
): Promise<{ id: number; key: string }> {
  await deps.storage.put(key, Buffer.from('content'), 'text/plain');
  const [row] = await t.db
    .insert(contentFiles)
    .values({
      type: 'news',
      itemId,
      storageKey: key,
      name: 'a.txt',
      size: 7,
      contentType: 'text/plain',
      createdAt: new Date(Date.now() - ageMs),
    })
    .returning({ id: contentFiles.id });
  return { id: row!.id, key };
}

async function existingIds(ids: number[]): Promise<number[]> {
  const rows = await t.db.select({ id: contentFiles.id }).from(contentFiles).where(inArray(contentFiles.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const stored = (key: string) => existsSync(path.join(t.uploadsDir, key));

async function newsItemId(): Promise<number> {
  const [item] = await t.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.type, 'news'))
    .limit(1);
  return item!.id;
}

describe('sweepUnattachedUploads', () => {
  it('deletes old uploads no item uses, with their content, and keeps recent ones and attached ones', async () => {
    const item = await newsItemId();
    const old = await storedFile(2 * DAY_MS, null);
    const recent = await storedFile(DAY_MS / 2, null);
    const attached = await storedFile(30 * DAY_MS, item);
    // An old upload whose content an attached file shares (a copy to another country): the row goes, the content stays.
    const sharing = await storedFile(2 * DAY_MS, null, attached.key);

    expect(await sweepUnattachedUploads(deps, DAY_MS)).toBeGreaterThanOrEqual(2);

    expect(await existingIds([old.id, recent.id, attached.id, sharing.id])).toEqual(
      [recent.id, attached.id].sort((a, b) => a - b),
    );
    expect(stored(old.key)).toBe(false);
    expect(stored(recent.key)).toBe(true);
    expect(stored(attached.key)).toBe(true);
  });

  it('finds nothing to delete when every old file belongs to an item', async () => {
    await t.db.delete(contentFiles).where(and(eq(contentFiles.type, 'news'), eq(contentFiles.name, 'a.txt')));
    await storedFile(3 * DAY_MS, await newsItemId());
    expect(await sweepUnattachedUploads(deps, DAY_MS)).toBe(0);
  });
});

describe('scheduleUploadSweep', () => {
  async function until(condition: () => Promise<boolean>): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the sweep did not run');
  }

  it('sweeps when the API is ready, again on its interval, and stops when it closes', async () => {
    const first = await storedFile(2 * DAY_MS, null);
    const app = Fastify();
    scheduleUploadSweep(app, deps, DAY_MS, 50);
    await app.ready();
    await until(async () => (await existingIds([first.id])).length === 0);

    const second = await storedFile(2 * DAY_MS, null);
    await until(async () => (await existingIds([second.id])).length === 0);

    await app.close();
    const third = await storedFile(2 * DAY_MS, null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await existingIds([third.id])).toEqual([third.id]);
  });
});

// Files uploaded for an item that was never saved (the editor uploads a cover, an attachment or an
// image as soon as it is picked) belong to no item. They are kept for a while, so an editor left open
// can still save, then deleted with their stored content.
import { and, isNull, lt } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { contentFiles } from '../../db/schema/content';
import { runWhileUp } from '../../http/background-task';
import { deleteUnusedBlobs, type WriteDeps } from './service';

const HOUR_MS = 60 * 60 * 1000;

/** How often the sweep runs while the API is up. */
export const UPLOAD_SWEEP_INTERVAL_MS = HOUR_MS;

/** Deletes files attached to no item and older than `maxAgeMs`; answers how many. */
export async function sweepUnattachedUploads(deps: WriteDeps, maxAgeMs: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - maxAgeMs);
  const deleted = await deps.db
    .delete(contentFiles)
    .where(and(isNull(contentFiles.itemId), lt(contentFiles.createdAt, cutoff)))
    .returning({ key: contentFiles.storageKey });
  await deleteUnusedBlobs(
    deps,
    deleted.map((row) => row.key),
  );
  return deleted.length;
}

/** Sweeps once the API is listening, then every `intervalMs`, until the API closes. */
export function scheduleUploadSweep(
  app: FastifyInstance,
  deps: WriteDeps,
  maxAgeMs: number,
  intervalMs = UPLOAD_SWEEP_INTERVAL_MS,
): void {
  runWhileUp(
    app,
    intervalMs,
    async () => {
      const count = await sweepUnattachedUploads(deps, maxAgeMs);
      if (count > 0) deps.log.info({ count }, 'deleted uploads never attached to an item');
    },
    'could not sweep unattached uploads',
    deps.log,
  );
}

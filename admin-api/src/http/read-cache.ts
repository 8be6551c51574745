// Every write this API handles empties the read caches (core/read-cache.ts) when it starts and
// again when it ends, so a client never reads older data than its own last write.
import { type FastifyInstance } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Empties the caches when a write starts and again when it ends. */
export function registerReadCacheInvalidation(app: FastifyInstance, caches: readonly { clear(): void }[]): void {
  const clearOnWrite = async (request: { method: string }) => {
    if (!READ_METHODS.has(request.method)) caches.forEach((cache) => cache.clear());
  };
  app.addHook('onRequest', clearOnWrite);
  app.addHook('onResponse', clearOnWrite);
}

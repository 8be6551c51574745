// Every write this API handles empties the read caches (core/read-cache.ts) when it starts and
// again when it ends, so a client never reads older data than its own last write.
import { type FastifyInstance } from 'fastify';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A route's config saying its writes change nothing the caches hold (a reader's own read mark,
 * posted on every visit of a handbook or a thread): it leaves them as they are.
 */
export const KEEPS_READ_CACHES = { keepsReadCaches: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    keepsReadCaches?: boolean;
  }
}

type Request = { method: string; routeOptions?: { config?: { keepsReadCaches?: boolean } } };

const keepsCaches = (request: Request) => request.routeOptions?.config?.keepsReadCaches === true;

/** Empties the caches when a write starts and again when it ends. */
export function registerReadCacheInvalidation(app: FastifyInstance, caches: readonly { clear(): void }[]): void {
  const clearOnWrite = async (request: Request) => {
    if (!READ_METHODS.has(request.method) && !keepsCaches(request)) caches.forEach((cache) => cache.clear());
  };
  app.addHook('onRequest', clearOnWrite);
  app.addHook('onResponse', clearOnWrite);
}

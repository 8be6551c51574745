import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { TokenPair } from '@/lib/auth/token-cookies';

/**
 * How long the pair a refresh token was exchanged for is handed to later requests with the same
 * token. The browser sends the old cookies with every request until the response carrying the
 * new ones arrives: with rotation (the API accepts a refresh token once) a page requested by a
 * second tab meanwhile would find its token refused and sign the browser out. Ten seconds covers
 * a response in flight; it is the only time a refresh token may be used twice, and only within
 * this server, by whoever holds the token anyway.
 */
export const SHARED_REFRESH_REUSE_MS = 10_000;

type Exchange = { answer: Promise<TokenPair>; settledAt?: number };

/** One registry per process, shared by the page guard and the middleware's file renewals (separate bundles). */
const REGISTRY_KEY = Symbol.for('vetnet.sharedRefreshExchanges');
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Map<string, Exchange> };

function registry(): Map<string, Exchange> {
  const global = globalThis as GlobalWithRegistry;
  global[REGISTRY_KEY] ??= new Map();
  return global[REGISTRY_KEY];
}

/** Whether the token says it is a magic link's (the admin API's `magic` claim): single use, never shared. */
function isMagicLinkToken(refresh: string): boolean {
  try {
    return decodeJwt(refresh).magic === true;
  } catch {
    return false;
  }
}

/** Keyed by a digest: the registry never holds a refresh token the browser sent. */
function keyOf(refresh: string): string {
  return createHash('sha256').update(refresh).digest('base64url');
}

/**
 * One exchange of a refresh token for every server request that holds it: requests that come while
 * it runs, or within SHARED_REFRESH_REUSE_MS after it succeeded, get its pair. A failure is shared
 * by those waiting but not kept, so the next request tries again. A magic link's token is never
 * shared: it must sign in once (the guard does not share its magic-link exchange either).
 */
export function shareRefreshExchange(
  refresh: string,
  exchange: () => Promise<TokenPair>,
  now: () => number = Date.now,
): Promise<TokenPair> {
  if (isMagicLinkToken(refresh)) return exchange();
  const exchanges = registry();
  const time = now();
  for (const [key, entry] of exchanges) {
    if (entry.settledAt !== undefined && time - entry.settledAt >= SHARED_REFRESH_REUSE_MS) exchanges.delete(key);
  }
  const key = keyOf(refresh);
  const running = exchanges.get(key);
  if (running) return running.answer;
  const entry: Exchange = { answer: exchange() };
  exchanges.set(key, entry);
  entry.answer.then(
    () => {
      entry.settledAt = now();
    },
    () => {
      if (exchanges.get(key) === entry) exchanges.delete(key);
    },
  );
  return entry.answer;
}

/** Forgets every exchange (tests). */
export function clearSharedRefreshExchanges(): void {
  registry().clear();
}

/**
 * The client's address as the portal forwards it to the admin API, which throttles sign-in, links
 * and mails on it: never what the browser claims. Every request the portal's server receives gets
 * the address of the socket appended to its X-Forwarded-For (`recordPeerAddress`, installed by
 * instrumentation.ts), as a proxy would, so the list always ends with what the portal saw. Only
 * `TRUSTED_PROXY_HOPS` proxies in front of the portal (default 0: none) are believed: the address
 * taken is the one that many entries from the end, the one the outermost trusted proxy saw.
 */
import type { IncomingMessage } from 'node:http';

const FORWARDED_FOR = 'x-forwarded-for';

/** `TRUSTED_PROXY_HOPS`: how many proxies of our own stand in front of the portal (0 when unset or invalid). */
export function trustedProxyHops(value: string | undefined = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(value?.trim() || '0');
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}

/**
 * The address the outermost trusted hop saw, from an X-Forwarded-For that ends with the portal's
 * own peer: the entry `trustedHops` from the end (the first entry when the list is shorter, which
 * only a request that bypassed the proxies has, and then that entry is still one a hop we run
 * wrote). Undefined without a list.
 */
export function trustedClientAddress(forwardedFor: string | null | undefined, trustedHops: number): string | undefined {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - 1 - trustedHops)];
}

/** Appends the socket's address to the request's X-Forwarded-For, before Next or the middleware read it. */
export function recordPeerAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const claimed = request.headers[FORWARDED_FOR];
  const list = Array.isArray(claimed) ? claimed.join(', ') : claimed;
  request.headers[FORWARDED_FOR] = list?.trim() ? `${list}, ${peer}` : peer;
}

type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean };
const INSTALLED = Symbol.for('vetnet.peerAddressRecording');

/**
 * Makes a server prototype (node:http's and node:https's Server) record the peer of each request
 * it receives. Done on the prototype because `next start` creates its server itself; once only.
 */
export function installPeerAddressRecording(serverPrototype: object): void {
  const prototype = serverPrototype as Emitter & { [INSTALLED]?: boolean };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function emitWithPeer(this: Emitter, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') recordPeerAddress(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  };
}

// One limit on the mails and notifications a user makes the API send for them (a report shared, a contact request to
// a partner, a reply to a direct ad, a forum post): each route keeps its own count per user, and a request over
// the limit is a 429 with Retry-After. In the process, like every throttle here (throttle.ts).
import { type FastifyRequest } from 'fastify';
import { type AppContext } from '../context';
import { currentUser } from './auth';
import { throttled } from './errors';
import { SlidingLogThrottle } from './throttle';

/** A preHandler (async: Fastify waits for a promise, a plain function would have to call `done`). */
export function userMailThrottle(
  ctx: Pick<AppContext, 'now'>,
  max: number,
  windowSeconds: number,
): (request: FastifyRequest) => Promise<void> {
  const throttle = new SlidingLogThrottle(max, windowSeconds * 1000, () => ctx.now().getTime());
  return async (request) => {
    const result = throttle.hit(String(currentUser(request).id));
    if (!result.allowed) throw throttled(result.retryAfterSeconds);
  };
}

// Throttling of the endpoints that take an e-mail (login, magic link, reset, activation; the reset
// confirmation is keyed by its uid, the password change by the user id instead): per client IP and e-mail together (LOGIN_THROTTLE_MAX per LOGIN_THROTTLE_WINDOW_SECONDS), and per IP
// alone at ten times that, so one client cannot spray many addresses. Not per e-mail alone: that
// would let anyone lock a member out by guessing at their address.
import { throttled } from './errors';
import { SlidingLogThrottle } from './throttle';

export type AuthThrottleScope =
  'login' | 'magic-link' | 'reset-password' | 'reset-password-confirm' | 'activation' | 'set-password';

export type AuthThrottle = {
  /** Counts one attempt; throws 429 with Retry-After when over the limit. */
  check(scope: AuthThrottleScope, ip: string, email: unknown): void;
};

export function normalizeEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function createAuthThrottle(max: number, windowSeconds: number, now: () => number = Date.now): AuthThrottle {
  const perIdentity = new SlidingLogThrottle(max, windowSeconds * 1000, now);
  const perIp = new SlidingLogThrottle(max * 10, windowSeconds * 1000, now);
  return {
    check(scope, ip, email) {
      const identity = perIdentity.hit(`${scope}|${ip}|${normalizeEmail(email)}`);
      if (!identity.allowed) throw throttled(identity.retryAfterSeconds);
      const client = perIp.hit(`${scope}|${ip}`);
      if (!client.allowed) throw throttled(client.retryAfterSeconds);
    },
  };
}

// Throttling of the endpoints that take an e-mail (login, magic link, reset, activation; the reset
// confirmation is keyed by its uid, the password change by the user id instead): per client IP and
// e-mail together (LOGIN_THROTTLE_MAX per LOGIN_THROTTLE_WINDOW_SECONDS), per IP alone at ten times
// that, so one client cannot spray many addresses, and per account across every IP, so rotating
// addresses buys no more guesses nor mails: password guesses at five times the limit (locking a
// chosen member out of password sign-in takes that many requests a window, and the magic link, a
// scope of its own, still lets her in), mails at the limit itself (no flood of one inbox).
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

/** The scopes that try a secret (a password, a reset token) rather than send a mail. */
const GUESSING_SCOPES: ReadonlySet<AuthThrottleScope> = new Set(['login', 'reset-password-confirm', 'set-password']);

/** How many times the per-address limit one account may take across every address. */
export const ACCOUNT_GUESS_FACTOR = 5;

export function createAuthThrottle(max: number, windowSeconds: number, now: () => number = Date.now): AuthThrottle {
  const windowMs = windowSeconds * 1000;
  const perIdentity = new SlidingLogThrottle(max, windowMs, now);
  const perIp = new SlidingLogThrottle(max * 10, windowMs, now);
  const accountGuesses = new SlidingLogThrottle(max * ACCOUNT_GUESS_FACTOR, windowMs, now);
  const accountMails = new SlidingLogThrottle(max, windowMs, now);
  return {
    check(scope, ip, email) {
      const account = normalizeEmail(email);
      const identity = perIdentity.hit(`${scope}|${ip}|${account}`);
      if (!identity.allowed) throw throttled(identity.retryAfterSeconds);
      const client = perIp.hit(`${scope}|${ip}`);
      if (!client.allowed) throw throttled(client.retryAfterSeconds);
      const perAccount = GUESSING_SCOPES.has(scope) ? accountGuesses : accountMails;
      const accountResult = perAccount.hit(`${scope}|${account}`);
      if (!accountResult.allowed) throw throttled(accountResult.retryAfterSeconds);
    },
  };
}

// An in-memory sliding-log throttle, the algorithm of DRF's SimpleRateThrottle: a key may make
// `max` requests in any `windowMs`; a refused request does not count and learns how long to wait.
// Kept in the process: one API process serves one portal here (see docs/admin-api.md).

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingLogThrottle {
  private readonly history = new Map<string, number[]>();
  private hitsSincePrune = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a request for `key` unless it is over the limit. */
  hit(key: string): ThrottleResult {
    const now = this.now();
    this.maybePrune(now);
    // Newest first, like DRF's history list; drop what left the window.
    const log = (this.history.get(key) ?? []).filter((time) => time > now - this.windowMs);
    if (log.length >= this.max) {
      const oldest = log[log.length - 1] ?? now;
      this.history.set(key, log);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    log.unshift(now);
    this.history.set(key, log);
    return { allowed: true };
  }

  /** Forgets keys with no request left in the window, so memory stays bounded by recent traffic. */
  private maybePrune(now: number): void {
    this.hitsSincePrune += 1;
    if (this.hitsSincePrune < 1000) return;
    this.hitsSincePrune = 0;
    for (const [key, log] of this.history) {
      if ((log[0] ?? 0) <= now - this.windowMs) this.history.delete(key);
    }
  }
}

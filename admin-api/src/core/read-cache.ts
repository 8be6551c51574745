// Values read on almost every request (the authenticated user, a country's feature flags), kept in
// memory for a few seconds: on the embedded database each is a query that costs more than the rest
// of the request. Every write this API handles empties every read cache, and a read that overlaps a
// write is not stored, so a client never reads older data than its own last write. The TTL bounds
// what other processes' writes can leave stale when several share one PostgreSQL server.

export class ReadCache<K, V> {
  private entries = new Map<K, { value: Promise<V>; expires: number }>();
  private generation = 0;

  constructor(
    /** 0 turns the cache off (the general test harness: tests write to the database directly). */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value of `key`, loaded when missing or old; a loaded value `keep` refuses is answered, not stored. */
  get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.value;
    const startedAt = this.generation;
    const value = load();
    value.then(
      (loaded) => {
        if (this.generation !== startedAt || !keep(loaded)) return;
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { value, expires: now + this.ttlMs });
      },
      () => undefined,
    );
    return value;
  }

  /**
   * Forgets one entry after a write that changes only it (a write marked KEEPS_READ_CACHES), and
   * keeps reads already under way from storing what they read, as clear() does.
   */
  forget(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Forgets everything, and keeps reads already under way from storing what they read. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

import type { Clock } from '../../context';

/** A small time-boxed memo, per server process; expiry is read from the app clock. */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  /** The cached value of a key, or the loader's result (shared by concurrent callers) once it expired. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    const value = load();
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    // A failed load must not be served for the next hour.
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  /** Forgets every value: the next caller of each key loads again. */
  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The catalogue version and the cache of serialized catalog responses. The catalog plugin keeps one per
 * application and drops its answers at once when the catalogue changes (the feed, the demo seeding, a
 * change announced by another server through Redis); every entry also expires after CACHE_TTL_MS, so
 * servers that share a database converge even if a notification is missed.
 */
import type { FastifyReply } from 'fastify';

/** Safety net for changes made by another server: a cached answer lives at most this long. */
export const CACHE_TTL_MS = 5_000;
/** Bound on cached answers per application (distinct query shapes). */
const MAX_ENTRIES = 2_000;

export interface CachedResponse {
  /** The exact bytes sent over HTTP (application/json). */
  body: Buffer;
  /** The same payload as an object, for socket acknowledgements. */
  payload: unknown;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a cached answer's bytes as they are (validated when built). */
export function sendCached(reply: FastifyReply, cached: CachedResponse): FastifyReply {
  return reply.type(JSON_TYPE).send(cached.body);
}

interface Entry {
  value: unknown;
  expiresAt: number;
  version: number;
}

export class CatalogCache {
  version = 1;
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<unknown>>();

  /**
   * The cached value for `key`, or `build()` once even when many requests miss together; a value built
   * under an older version is handed to its callers but not kept.
   */
  async value<T>(key: string, now: number, build: () => Promise<T>, ttl = CACHE_TTL_MS): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === this.version && hit.expiresAt > now) return hit.value as T;
    const pending = this.#pending.get(key);
    if (pending) return pending as Promise<T>;
    const version = this.version;
    const promise = build()
      .then((value) => {
        if (version === this.version) {
          if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
          this.#entries.set(key, { value, expiresAt: now + ttl, version });
        }
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key) === promise) this.#pending.delete(key);
      });
    this.#pending.set(key, promise);
    return promise;
  }

  /** A response payload and its serialized bytes, cached together. */
  response(key: string, now: number, build: () => Promise<unknown>): Promise<CachedResponse> {
    return this.value(key, now, async () => {
      const payload = await build();
      return { body: Buffer.from(JSON.stringify(payload)), payload };
    });
  }

  invalidate(): void {
    this.version += 1;
    this.#entries.clear();
    this.#pending.clear();
  }
}

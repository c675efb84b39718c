import type { Config } from './config';
import type { Database } from './db/client';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';
import type { Redis } from './redis';

/** A clock the feed and the services read, so tests can drive time. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/**
 * Publishes feed changes to connected clients. The realtime module provides the Socket.IO one;
 * until it is attached (or in tests without sockets) changes go nowhere but the database.
 */
export interface Publisher {
  publishEventChanges(bookmakers: readonly string[] | 'all', changes: readonly unknown[]): void;
}

/**
 * Request/acknowledge handlers for socket messages (e.g. 'events', 'events-live'): a module registers a
 * handler, the realtime module answers each socket request through it, so the HTTP route and the
 * socket message share one service call and one payload.
 */
export type SocketRequestHandler = (payload: unknown) => Promise<unknown>;

export class SocketRequests {
  readonly #handlers = new Map<string, SocketRequestHandler>();
  register(name: string, handler: SocketRequestHandler): void {
    if (this.#handlers.has(name)) throw new Error(`socket request '${name}' is registered twice`);
    this.#handlers.set(name, handler);
  }
  get(name: string): SocketRequestHandler | undefined {
    return this.#handlers.get(name);
  }
  names(): string[] {
    return [...this.#handlers.keys()];
  }
}

/** What every module is handed: configuration and the shared infrastructure. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  /** Replaced by the realtime module once Socket.IO is attached. */
  publisher: Publisher;
  socketRequests: SocketRequests;
  /** Counters and timings exposed at GET /metrics. */
  metrics: Metrics;
  /** What GET /readyz checks; parts with connections of their own register theirs. */
  readiness: Readiness;
  /** The process's Redis connection when REDIS_URL is set (rate limits, Socket.IO adapter). */
  redis: Redis | undefined;
}

import fp from 'fastify-plugin';
import { CatalogueEvents } from './catalogue-events';
import type { Config } from './config';
import type { Database } from './db/client';
import { Metrics } from './metrics';
import { Readiness } from './readiness';
import { BROADCAST_CHANNEL, Broadcast } from './realtime/broadcast';
import { closeRedis, openRedis, type Redis, redisName } from './redis';

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
  /** Catalogue rows changed, events resulted: told by their writers, heard by caches and settlement. */
  catalogue: CatalogueEvents;
  /** Messages to every server process of the deployment (through Redis when REDIS_URL is set). */
  broadcast: Broadcast;
}

const nullPublisher: Publisher = { publishEventChanges: () => {} };

export interface ContextOptions {
  config: Config;
  database: Database;
  clock?: Clock;
}

/** A context with nothing attached yet: no Redis, no sockets (the realtime plugin adds them). */
export function createContext(options: ContextOptions): AppContext {
  return {
    config: options.config,
    database: options.database,
    clock: options.clock ?? systemClock,
    publisher: nullPublisher,
    socketRequests: new SocketRequests(),
    metrics: new Metrics(),
    readiness: new Readiness(),
    redis: undefined,
    catalogue: new CatalogueEvents(),
    broadcast: new Broadcast(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Configuration and the shared infrastructure every module is built on. */
    ctx: AppContext;
  }
}

/**
 * The first plugin: decorates `app.ctx`, connects to Redis when REDIS_URL is set (closed after every
 * other plugin's own close, since the Socket.IO adapter unsubscribes through it first) and makes the
 * database a readiness check.
 */
export const contextPlugin = fp<ContextOptions>(
  async (app, options) => {
    const ctx = createContext(options);
    app.decorate('ctx', ctx);
    const { REDIS_URL, REDIS_NAMESPACE } = options.config;
    if (REDIS_URL) {
      const redis = await openRedis(REDIS_URL, app.log, ctx.readiness, REDIS_NAMESPACE);
      ctx.redis = redis;
      const closeBroadcast = await ctx.broadcast.connect(
        redis,
        app.log,
        redisName(REDIS_NAMESPACE, BROADCAST_CHANNEL),
      );
      app.addHook('onClose', async () => {
        await closeBroadcast();
        await closeRedis(redis);
      });
    }
    ctx.readiness.register('database', () => options.database.query('select 1'));
  },
  { name: 'context' },
);

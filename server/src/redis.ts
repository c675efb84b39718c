/**
 * The one Redis connection of a server process (when REDIS_URL is set), shared by everything that makes
 * several processes act as one: the login rate limits count in it and the Socket.IO adapter publishes
 * through it (its subscriber is a duplicate, since a subscribed connection can run no other command).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Readiness } from './readiness';

export type { Redis };

/** How long a starting server waits for Redis (reconnecting meanwhile) before it gives up. */
const STARTUP_WAIT_MS = 20_000;

/**
 * Connects to Redis and registers its readiness check. Each connection attempt is short and a command
 * fails after one reconnection attempt instead of waiting in the queue: a login must not hang on the rate
 * limiter while Redis is away.
 */
export async function openRedis(
  url: string,
  log: FastifyBaseLogger,
  readiness: Readiness,
  namespace?: string,
): Promise<Redis> {
  // The client prefixes the keys of every command (scripts' keys included); channels are named by redisName.
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    ...(namespace ? { keyPrefix: `${namespace}:` } : {}),
  });
  redis.on('error', (error: unknown) => log.error({ err: error }, 'redis client error'));
  await untilReady(redis);
  // While disconnected a command would wait for the reconnection: the check says so at once.
  readiness.register('redis', async () => {
    if (redis.status !== 'ready') throw new Error('Redis is not connected');
    await redis.ping();
  });
  return redis;
}

/**
 * A pub/sub channel's name in the deployment's namespace. The client's key prefix does not reach
 * channels, so everything that publishes or subscribes names its channel through this.
 */
export const redisName = (namespace: string | undefined, name: string): string =>
  namespace ? `${namespace}:${name}` : name;

/** Resolves once the connection is ready; gives up (and drops the connection) after STARTUP_WAIT_MS. */
export async function untilReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      redis.once('ready', resolve);
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${STARTUP_WAIT_MS / 1000} s`)),
        STARTUP_WAIT_MS,
      );
    });
  } catch (error) {
    redis.disconnect();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Quits politely when connected; a connection waiting to reconnect is dropped with its queue. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** The pub/sub commands the Socket.IO adapter sends without waiting on their answer. */
const UNAWAITED_COMMANDS = new Set(['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

/**
 * The connection as the Socket.IO adapter should see it: the adapter publishes (and subscribes) without
 * handling a refusal, and a command refused while Redis is away would be an unhandled rejection, which
 * ends the process: one Redis outage would take down every server that pushes anything. Here each such
 * failure is told to `onFailure` instead; whoever does wait on the command still sees it fail.
 */
export function forAdapter(redis: Redis, onFailure: (error: unknown, command: string) => void): Redis {
  return new Proxy(redis, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      if (typeof property !== 'string' || !UNAWAITED_COMMANDS.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) result.catch((error: unknown) => onFailure(error, property));
        return result;
      };
    },
  });
}

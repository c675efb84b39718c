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
export async function openRedis(url: string, log: FastifyBaseLogger, readiness: Readiness): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: unknown) => log.error({ err: error }, 'redis client error'));
  await untilReady(redis);
  // While disconnected a command would wait for the reconnection: the check says so at once.
  readiness.register('redis', async () => {
    if (redis.status !== 'ready') throw new Error('Redis is not connected');
    await redis.ping();
  });
  return redis;
}

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

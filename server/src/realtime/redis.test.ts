/**
 * Realtime across server processes on one Redis: pushes cross between the servers of a deployment, in
 * the deployment's own namespace, and a Redis outage costs the other servers' pushes, never the process.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { EventsPush } from '@touchline/contract';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_REDIS_URL } from '../../test/db';
import { relayTo } from '../../test/redis-relay';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const IE = 'touchline_ie';
const CHANNEL = `${IE}_events`;

/** A socket on the app's port subscribed to the Irish channel. */
async function subscribed(port: number): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    auth: { v: 1, bookmaker: IE },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: CHANNEL });
  return socket;
}

/** The first push on the channel that carries the event. */
const pushOf = (socket: Socket, eventId: string) =>
  new Promise<EventsPush>((resolve) => {
    const onPush = (message: EventsPush) => {
      if (!message.events.some((event) => event.id === eventId)) return;
      socket.off(CHANNEL, onPush);
      resolve(message);
    };
    socket.on(CHANNEL, onPush);
  });

const listen = async (app: TestApp['app']) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
};

describe.skipIf(!TEST_REDIS_URL)('realtime on Redis', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("two servers in one namespace push to each other's sockets, on channels and keys named by that namespace", async () => {
    const namespace = `t${randomBytes(4).toString('hex')}`;
    const env = { REDIS_URL: TEST_REDIS_URL as string, REDIS_NAMESPACE: namespace, STUDIO_ROULETTE: 'off' };
    const one = await createTestApp('pglite', { env, demo: false });
    cleanups.push(() => one.close());
    const two = await createTestApp('pglite', { env, demo: false });
    cleanups.push(() => two.close());
    const socket = await subscribed(await listen(two.app));
    cleanups.push(() => socket.close());

    const pushed = pushOf(socket, '424242');
    one.app.ctx.publisher.publishEventChanges([IE], [{ id: '424242', status_description: 'from one' }]);
    expect((await pushed).events).toContainEqual({ id: '424242', status_description: 'from one' });

    // Both servers listen on the namespace's channels, and their keys are written under it.
    const raw = new Redis(TEST_REDIS_URL as string);
    cleanups.push(() => raw.quit());
    const adapterChannel = `${namespace}:socket.io-request#/#`;
    const broadcastChannel = `${namespace}:touchline:broadcast`;
    expect(await raw.pubsub('NUMSUB', adapterChannel, broadcastChannel)).toEqual([
      adapterChannel,
      2,
      broadcastChannel,
      2,
    ]);
    await one.app.ctx.redis?.set('probe', 'written', 'EX', 60);
    expect(await raw.get(`${namespace}:probe`)).toBe('written');
    await raw.del(`${namespace}:probe`);
  }, 60_000);

  it('a server whose Redis goes away keeps running and still pushes to its own sockets', async () => {
    const relay = await relayTo(new URL(TEST_REDIS_URL as string));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(() => process.off('unhandledRejection', onUnhandled));
    const database = await openDatabase({ dataDir: 'memory' });
    cleanups.push(() => database.close());
    const config = loadConfig({
      NODE_ENV: 'test',
      FEED: 'off',
      CATALOGUE: 'small',
      STUDIO_ROULETTE: 'off',
      REDIS_URL: `redis://127.0.0.1:${relay.port}`,
      REDIS_NAMESPACE: `t${randomBytes(4).toString('hex')}`,
    });
    const app = await buildApp({ config, database, logger: { level: 'warn', stream } });
    cleanups.push(() => app.close());
    const socket = await subscribed(await listen(app));
    cleanups.push(() => socket.close());

    await relay.cut();
    const pushed = pushOf(socket, '7');
    app.ctx.publisher.publishEventChanges([IE], [{ id: '7' }]);
    expect((await pushed).events).toContainEqual({ id: '7' });
    // The publish for the other servers fails once Redis is given up on: the server says so and goes on,
    // where an unhandled rejection would have ended the process.
    const refused = () => lines.some((line) => line.includes('Redis refused the Socket.IO adapter'));
    await vi.waitFor(() => expect(refused() || unhandled.length > 0).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
    expect(refused()).toBe(true);
  }, 60_000);
});

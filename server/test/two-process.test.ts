/**
 * Acceptance: two server processes on one PostgreSQL database and one Redis; the feed runs in
 * process A only; a Socket.IO client connected to process B receives a feed change made by A, carried by
 * the Socket.IO Redis adapter.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventsPush, RouletteRoundMessage } from '@touchline/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL, TEST_REDIS_URL, type TestDatabase } from './db';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const enabled = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!enabled) {
  console.warn(
    '[tests] TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the two-process realtime test is SKIPPED.',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  name: string;
  child: ChildProcess;
  port: number;
  output: string[];
}

async function startServer(name: string, env: Record<string, string>): Promise<Started> {
  const [port, accountPort, gamesPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      GAMES_PORT: String(gamesPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CATALOGUE: 'small',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, child, port, output };
}

async function waitHealthy(server: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.output.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${server.name} did not become healthy:\n${server.output.join('')}`);
}

/**
 * Starts a server and waits until it is healthy. A free port is only free when it is probed: another
 * process (or an outgoing connection of this suite) may take it before the server binds it, so a start
 * that fails on a port in use is made again on new ports.
 */
async function startHealthy(name: string, env: Record<string, string>): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    const server = await startServer(name, env);
    try {
      await waitHealthy(server, 60_000);
      return server;
    } catch (error) {
      const portTaken = server.output.join('').includes('EADDRINUSE');
      if (!portTaken || attempt === 3) throw error;
    }
  }
}

async function stopServer(server: Started | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!enabled)('two server processes on PostgreSQL + Redis', () => {
  let db: TestDatabase;
  let a: Started | undefined;
  let b: Started | undefined;
  let socket: Socket | undefined;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const shared = {
      DATABASE_URL: db.url ?? '',
      REDIS_URL: TEST_REDIS_URL ?? '',
      // A short roulette table, so its phases come by within the test.
      ROULETTE_BETTING_S: '1',
      ROULETTE_SPIN_S: '0.5',
      ROULETTE_RESULT_S: '0.5',
    };
    [a, b] = await Promise.all([
      startHealthy('A', { ...shared, FEED: 'on' }),
      startHealthy('B', { ...shared, FEED: 'off' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    await Promise.all([stopServer(a), stopServer(b)]);
    await db?.dispose();
  }, 30_000);

  it('a client of process B receives the feed change made by process A', async () => {
    if (!b) throw new Error('not started');
    const port = b.port;
    socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { v: 1, bookmaker: 'touchline_ie' },
      reconnection: false,
    });
    const client = socket;
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    // A football match of the seeded catalogue offered to every brand kicks off now: process A's feed
    // (the only runner) starts it on its next tick.
    const [match] = await db.database.query<{ id: unknown }>(
      `select e.id from events e join sports s on s.id = e.sport_id join competitions c on c.id = e.competition_id
       where s.slug = 'football' and e.status = 'scheduled' and not e.is_outright and c.brands is null
       order by e.starts_at limit 1`,
    );
    if (!match) throw new Error('the seeded catalogue has no football match');
    const eventId = String(match.id);
    const received = new Promise<EventsPush>((resolve) => {
      client.on('touchline_ie_events', (message: EventsPush) => {
        if (message.events.some((e) => e.id === eventId && e.status === 'live')) resolve(message);
      });
    });
    expect(
      await client.emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: 'touchline_ie_events' }),
    ).toMatchObject({
      ok: true,
    });
    await db.database.query(`update events set starts_at = $1 where id = $2`, [
      new Date().toISOString(),
      eventId,
    ]);
    const push = await Promise.race([
      received,
      new Promise<never>((_, reject) =>
        setTimeout(
          () =>
            reject(new Error(`no push within 15 s\nA:\n${a?.output.join('')}\nB:\n${b?.output.join('')}`)),
          15_000,
        ),
      ),
    ]);
    expect(push.events.find((e) => e.id === eventId)).toMatchObject({ status: 'live', is_live: true });
    const [row] = await db.database.query<{ status: string }>(`select status from events where id = $1`, [
      eventId,
    ]);
    expect(row?.status).toBe('live');
    // B's catalog cache was told through Redis as well: its HTTP answer already shows the match live.
    const http = await fetch(`http://127.0.0.1:${port}/echo/v1/events?bookmaker=touchline_ie&ids=${eventId}`);
    expect(http.status).toBe(200);
    const body = (await http.json()) as { data: Array<{ id: string; status: string }> };
    expect(body.data.find((e) => e.id === eventId)?.status).toBe('live');
  }, 30_000);

  it('the roulette table runs once, and each of its phases reaches a client of either process once', async () => {
    if (!a || !b) throw new Error('not started');
    const clients = [a, b].map((server) =>
      connect(`http://127.0.0.1:${server.port}/casino`, {
        transports: ['websocket'],
        auth: { v: 1, table: 'roulette' },
        reconnection: false,
      }),
    );
    try {
      let mostPlayers = 0;
      const seen = clients.map((client) => {
        const phases: string[] = [];
        client.on('casino', (message: RouletteRoundMessage) => {
          phases.push(`${message.round.number}:${message.round.phase}`);
          mostPlayers = Math.max(mostPlayers, message.players);
        });
        return phases;
      });
      // Both clients see one whole round: its betting, spinning and result, from whichever process runs it.
      const whole = (phases: string[]) =>
        phases.some((entry) => {
          const number = entry.split(':')[0];
          return ['betting', 'spinning', 'result'].every((phase) => phases.includes(`${number}:${phase}`));
        });
      const deadline = Date.now() + 15_000;
      while ((!seen.every(whole) || mostPlayers < 2) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      // The table counts its players on both processes.
      expect(mostPlayers).toBe(2);
      for (const phases of seen) {
        expect(whole(phases), phases.join(' ')).toBe(true);
        // The first message is the round as it stood when the client joined; every push after it is new.
        expect(new Set(phases.slice(1)).size).toBe(phases.length - 1);
      }
      const rounds = await db.database.query<{ n: number; top: number }>(
        'select count(*)::int as n, max(number) as top from studio_roulette_rounds',
      );
      expect(rounds[0]?.n).toBe(rounds[0]?.top);
    } finally {
      for (const client of clients) client.close();
    }
  }, 30_000);
});

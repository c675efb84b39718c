/**
 * Socket.IO delivery latency: the real app on a free loopback port (PGlite in
 * memory, small catalogue, feed off), 1,000 websocket clients in a second process subscribed to one
 * bookmaker channel, 20 deltas a second for 10 s through the app's publisher, each stamped with its send
 * time. Latency runs from the publisher call to the client's handler, so the coalescing window counts.
 * Run: `npx tsx bench/realtime.bench.ts` from server/ (CLIENTS, RATE, SECONDS override the defaults).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EventDelta, EventsPush } from '@touchline/contract';
import { io as connect, type Socket } from 'socket.io-client';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 10);
const BOOKMAKER = 'touchline_ie';
const CHANNEL = `${BOOKMAKER}_events`;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between the two processes. */
const clock = () => performance.timeOrigin + performance.now();

type FromClients =
  | { type: 'ready'; connected: number }
  | { type: 'result'; latencies: number[]; errors: number };
type ToClients = { type: 'report' };

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);

/** The client process: connects, subscribes, records latencies, reports when asked. */
async function runClients(port: number, count: number): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  const sockets: Socket[] = [];
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { v: 1, bookmaker: BOOKMAKER },
      });
      sockets.push(socket);
      socket.on(CHANNEL, (message: EventsPush) => {
        const received = clock();
        for (const event of message.events) {
          const sent = Number(event.status_description);
          if (Number.isFinite(sent)) latencies.push(received - sent);
        }
      });
      socket.once('connect', () => {
        socket
          .timeout(10_000)
          .emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: CHANNEL })
          .then(
            () => resolve(),
            () => {
              errors++;
              resolve();
            },
          );
      });
      socket.once('connect_error', () => {
        errors++;
        resolve();
      });
    });
  for (let i = 0; i < count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, open));
  }
  process.send?.({
    type: 'ready',
    connected: sockets.filter((s) => s.connected).length,
  } satisfies FromClients);
  process.on('message', (message: ToClients) => {
    if (message.type !== 'report') return;
    for (const socket of sockets) socket.close();
    // Exit only once the (large) result has been handed over.
    process.send?.({ type: 'result', latencies, errors } satisfies FromClients, () => process.exit(0));
  });
}

function waitFor<T extends FromClients['type']>(child: ChildProcess, type: T, timeoutMs: number) {
  return new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`client process exited (${code})`));
    const timer = setTimeout(
      () => reject(new Error(`clients did not send '${type}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: FromClients) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FromClients, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** The server side: the app, the client process, the publishing loop, the figure. */
async function main(): Promise<void> {
  const [{ buildApp }, { loadConfig }, { openDatabase }, { ensureCatalogue }] = await Promise.all([
    import('../src/app'),
    import('../src/config'),
    import('../src/db/client'),
    import('../src/demo/seed'),
  ]);
  const database = await openDatabase({ dataDir: 'memory' });
  const config = loadConfig({ FEED: 'off', CATALOGUE: 'small', LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  const app = await buildApp({ config, database, logger: false });
  await ensureCatalogue(app.ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  const child = fork(fileURLToPath(import.meta.url), ['--clients', String(port), String(CLIENTS)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await waitFor(child, 'ready', 120_000);
    if (ready.connected < CLIENTS)
      console.warn(`realtime bench: only ${ready.connected}/${CLIENTS} clients connected`);

    const total = RATE * SECONDS;
    const interval = 1000 / RATE;
    const started = clock();
    for (let i = 0; i < total; i++) {
      const due = started + i * interval;
      const wait = due - clock();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // A typical live delta: the clock, a score and two prices; the send time rides in status_description.
      const delta: EventDelta = {
        id: String(1_000_000 + i),
        status_description: String(clock()),
        stats: { home_scores: 1, away_scores: 0, time: "67'" },
        odds: [
          {
            outcome_id: `${i}1`,
            market_id: `${i}`,
            odds: 1.45,
            display_odds: { decimal: '1.45', fractional: '9/20', american: '-222' },
          },
          {
            outcome_id: `${i}2`,
            market_id: `${i}`,
            odds: 4.2,
            display_odds: { decimal: '4.20', fractional: '16/5', american: '+320' },
          },
        ],
      };
      app.ctx.publisher.publishEventChanges([BOOKMAKER], [delta]);
    }
    await new Promise((r) => setTimeout(r, 1500));
    const report = waitFor(child, 'result', 30_000);
    child.send({ type: 'report' } satisfies ToClients);
    const { latencies, errors } = await report;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50).toFixed(1);
    const p99 = percentile(sorted, 99).toFixed(1);
    console.info(
      `realtime: ${CLIENTS} clients, ${RATE} deltas/s: delivery p50 ${p50} ms, p99 ${p99} ms (goal p99 < 100 ms)` +
        ` [${latencies.length}/${total * CLIENTS} deliveries, ${errors} client errors]`,
    );
  } finally {
    if (child.exitCode === null) child.kill();
    await app.close();
    await database.close();
  }
}

const role = process.argv.indexOf('--clients');
if (role >= 0) {
  await runClients(Number(process.argv[role + 1]), Number(process.argv[role + 2]));
} else {
  await main();
  process.exit(0);
}

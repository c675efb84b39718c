/**
 * Scale-out delivery: two server processes started as production starts them (src/start.ts) on one fresh
 * PostgreSQL database and one Redis (a namespace of its own, so the tests' servers on the same Redis hear
 * nothing of it), each on its own ports, with half the websocket clients on each (in two client processes
 * of their own). Server A publishes stamped deltas through its publisher; its clients get them in
 * process, server B's through the Socket.IO Redis adapter. Then the trading desk suspends markets on
 * server A over HTTP, the production path of a change (timed from the call). Printed: latency overall and
 * per server, what was delivered of what was expected, each server's memory (idle, with its clients, at
 * the end, once they have left), the load average, and beside it the single-server figure
 * (realtime.bench.ts: half the clients on one server, no Redis) measured in the same run.
 *
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (skipped otherwise). Run from server/:
 * `npx tsx bench/scale-out.bench.ts`; CLIENTS (all servers together), RATE, SECONDS, TRADES and
 * TRADE_RATE override the defaults.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { measureSingleServer } from './realtime.bench';
import {
  BOOKMAKER,
  clock,
  collect,
  cpuSeconds,
  type FromClients,
  forkClients,
  latencyLine,
  percentile,
  waitFor,
} from './realtime-clients';
import type { FromServer, ToServer } from './scale-server';
import { freshPostgres } from './support';

const CLIENTS = Number(process.env.CLIENTS ?? 2000);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 10);
/** Trading calls before the stamped deltas: one market suspended per call, TRADE_RATE calls a second. */
const TRADES = Number(process.env.TRADES ?? 20);
const TRADE_RATE = Number(process.env.TRADE_RATE ?? 10);
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

type Memory = Extract<FromServer, { type: 'memory' }>;
type ClientsResult = Extract<FromClients, { type: 'result' }>;

/**
 * Open markets the bench's brand sees, one per event and as many as asked: calls on markets of one event
 * would wait for each other on the event's row (each bumps its version), which is not what is measured.
 */
async function tradableMarkets(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select distinct on (m.event_id) m.id::text as id from markets m join events e on e.id = m.event_id
       join competitions c on c.id = e.competition_id
       where m.status = 'open' and not m.is_suspended and (c.brands is null or $1 = any(c.brands))
       order by m.event_id, m.id limit $2`,
      [BOOKMAKER, count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * The trading desk on server A: each market suspended by its own operator call, on schedule, the way
 * production changes a market (HTTP, a database transaction, then the publisher). Returns when each call
 * was sent, how long the calls took, and how many failed.
 */
async function trade(port: number, markets: readonly string[], rate: number) {
  const sentAt = new Map<string, number>();
  const calls: number[] = [];
  let failed = 0;
  const started = clock();
  const pending: Promise<void>[] = [];
  for (const [i, market] of markets.entries()) {
    const wait = started + (i * 1000) / rate - clock();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = clock();
    sentAt.set(market, sent);
    pending.push(
      fetch(`http://127.0.0.1:${port}/v1/trading/markets/${market}/suspension`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ suspended: true }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          calls.push(clock() - sent);
          if (!response.ok) failed++;
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return { sentAt, calls, failed };
}

/** Latency of each suspension a client heard, from its call. */
const suspensionLatencies = (result: ClientsResult, sentAt: ReadonlyMap<string, number>) =>
  Object.entries(result.suspensions).flatMap(([market, arrivals]) => {
    const sent = sentAt.get(market);
    return sent === undefined ? [] : arrivals.map((arrival) => arrival - sent);
  });

interface Server {
  name: string;
  child: ChildProcess;
  port: number;
  /** The server's own output, shown only if it fails. */
  output: string[];
}

async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const output: string[] = [];
  const child = fork(fileURLToPath(new URL('./scale-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const failed = waitFor<FromServer, 'failed'>(child, 'failed', 120_000).then((m) => {
    throw new Error(`server ${name} failed to start: ${m.message}`);
  });
  failed.catch(() => {});
  try {
    const up = await Promise.race([waitFor<FromServer, 'up'>(child, 'up', 120_000), failed]);
    return { name, child, port: up.port, output };
  } catch (error) {
    console.error(output.join(''));
    child.kill();
    throw error;
  }
}

/** The server's resident memory and live heap, after a full collection. */
async function memoryOf(server: Server) {
  const answer = waitFor<FromServer, 'memory'>(server.child, 'memory', 30_000);
  server.child.send({ type: 'memory' } satisfies ToServer);
  return answer;
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'close' } satisfies ToServer);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function summarize(label: string, clients: number, result: ClientsResult, total: number) {
  const expected = total * clients;
  const lost = expected - result.latencies.length;
  return (
    `  ${label.padEnd(30)} ${latencyLine(result.latencies)}` +
    `  [${result.latencies.length}/${expected} delivered${lost > 0 ? `, ${lost} LOST` : ''}` +
    `, ${result.duplicates} duplicates, ${result.errors} client errors, ${result.disconnects} dropped]`
  );
}

function tradingLine(
  label: string,
  clients: number,
  results: readonly ClientsResult[],
  sentAt: ReadonlyMap<string, number>,
  trades: number,
) {
  const latencies = results.flatMap((result) => suspensionLatencies(result, sentAt));
  const expected = trades * clients;
  const lost = expected - latencies.length;
  return `    ${label.padEnd(28)} ${latencyLine(latencies)}  [${latencies.length}/${expected} delivered${lost > 0 ? `, ${lost} LOST` : ''}]`;
}

async function main(): Promise<void> {
  if (!DATABASE || !REDIS) {
    console.info(
      'scale-out: TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the scale-out bench is SKIPPED.',
    );
    return;
  }
  const perServer = Math.floor(CLIENTS / 2);
  const loadAtStart = load();
  const began = performance.now();
  /** Seconds each step took, for the last line. */
  const steps: string[] = [];
  let stepStart = began;
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${((now - stepStart) / 1000).toFixed(0)} s`);
    stepStart = now;
  };

  // The baseline first, alone on the machine: one server, half the clients, in-process realtime.
  const baseline = await measureSingleServer(perServer, RATE, SECONDS);
  const loadAfterBaseline = load();
  step('baseline');

  const database = await freshPostgres(DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'tl-scale-'));
  const namespace = `bench-${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    REDIS_NAMESPACE: namespace,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    ACCOUNT_PORT: '0',
    GAMES_PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The deltas measured are the bench's own: no feed or roulette table pushing beside them.
    FEED: 'off',
    STUDIO_ROULETTE: 'off',
    CATALOGUE: 'small',
    OPERATOR_TOKEN,
  };
  const servers: Server[] = [];
  const clients: ChildProcess[] = [];
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => {
    cleaned ??= (async () => {
      for (const child of clients) if (child.exitCode === null) child.kill();
      await Promise.all(servers.map(stopServer));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaned;
  };
  // Interrupted, the bench still stops its servers and drops its database.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    // One after the other: the first migrates and seeds the fresh database, the second finds it ready.
    servers.push(await startServer('A', env));
    servers.push(await startServer('B', env));
    step('servers up');
    const [a, b] = servers as [Server, Server];
    const idle = await Promise.all(servers.map(memoryOf));

    clients.push(forkClients(a.port, perServer), forkClients(b.port, CLIENTS - perServer));
    const ready = await Promise.all(clients.map((c) => waitFor<FromClients, 'ready'>(c, 'ready', 180_000)));
    step('clients connected');
    const connected = await Promise.all(servers.map(memoryOf));

    // The trading calls first, on quiet servers: afterwards the stream's backlog would still be draining.
    const markets = await tradableMarkets(database.url, TRADES);
    const trading = await trade(a.port, markets, TRADE_RATE);
    await new Promise((r) => setTimeout(r, 1500));
    step('trading');

    const processes = [a.child, b.child, ...clients];
    const cpuBefore = processes.map((child) => cpuSeconds(child.pid));
    const published = waitFor<FromServer, 'published'>(a.child, 'published', (SECONDS + 60) * 1000);
    a.child.send({ type: 'publish', rate: RATE, seconds: SECONDS } satisfies ToServer);
    const { total } = await published;
    await new Promise((r) => setTimeout(r, 1500));
    const [cpuA, cpuB, cpuClientsA, cpuClientsB] = processes.map(
      (child, i) => cpuSeconds(child.pid) - (cpuBefore[i] as number),
    ) as [number, number, number, number];
    step('deltas');
    const atEnd = await Promise.all(servers.map(memoryOf));
    const loadAtEnd = load();
    const [onA, onB] = (await Promise.all(clients.map(collect))) as [ClientsResult, ClientsResult];
    const afterLeaving = await Promise.all(servers.map(memoryOf));
    step('results');

    const all = {
      ...onA,
      latencies: [...onA.latencies, ...onB.latencies],
      duplicates: onA.duplicates + onB.duplicates,
      errors: onA.errors + onB.errors,
      disconnects: onA.disconnects + onB.disconnects,
    };
    const connectedCount = ready.reduce((sum, r) => sum + r.connected, 0);
    const memory = (i: 0 | 1, count: number) => {
      const [before, with_, end, left] = [idle[i], connected[i], atEnd[i], afterLeaving[i]] as Memory[] as [
        Memory,
        Memory,
        Memory,
        Memory,
      ];
      const perClient = (with_.heapUsed - before.heapUsed) / 1024 / count;
      return (
        `RSS idle ${mb(before.rss)}, with ${count} clients ${mb(with_.rss)}, at the end ${mb(end.rss)},` +
        ` clients gone ${mb(left.rss)}; heap ${mb(before.heapUsed)} / ${mb(with_.heapUsed)} / ${mb(end.heapUsed)}` +
        ` / ${mb(left.heapUsed)} (${perClient.toFixed(1)} KB a client)`
      );
    };
    const p99 = (latencies: readonly number[]) =>
      percentile(
        [...latencies].sort((x, y) => x - y),
        99,
      );
    console.info(
      [
        `scale-out: 2 servers (PostgreSQL + Redis), ${CLIENTS} clients (${perServer} + ${CLIENTS - perServer}, ` +
          `${connectedCount} connected), ${RATE} deltas/s for ${SECONDS} s published on server A`,
        summarize('overall', CLIENTS, all, total),
        summarize('server A (publisher, local)', perServer, onA, total),
        summarize('server B (through Redis)', CLIENTS - perServer, onB, total),
        `  trading path: ${markets.length} markets suspended by operator calls on server A (${TRADE_RATE}/s,` +
          ` ${trading.failed} failed), call ${latencyLine(trading.calls)}; from the call to the client:`,
        tradingLine('overall', CLIENTS, [onA, onB], trading.sentAt, markets.length - trading.failed),
        tradingLine('server A (local)', perServer, [onA], trading.sentAt, markets.length - trading.failed),
        tradingLine(
          'server B (through Redis)',
          CLIENTS - perServer,
          [onB],
          trading.sentAt,
          markets.length - trading.failed,
        ),
        `  server A ${memory(0, perServer)}`,
        `  server B ${memory(1, CLIENTS - perServer)}`,
        `  baseline, 1 server, ${baseline.clients} clients, no Redis (same run): ` +
          `${latencyLine(baseline.latencies)} [${baseline.delivered}/${baseline.expected} delivered]`,
        `  CPU while the deltas went out (${SECONDS + 1.5} s, ${cpus().length} cores): two servers` +
          ` ${cpuA.toFixed(1)} + ${cpuB.toFixed(1)} s, their clients ${cpuClientsA.toFixed(1)} + ${cpuClientsB.toFixed(1)} s;` +
          ` one server ${baseline.cpu.server.toFixed(1)} s, its clients ${baseline.cpu.clients.toFixed(1)} s`,
        `  p99 two servers / one server: ${(p99(all.latencies) / p99(baseline.latencies)).toFixed(2)}x` +
          ` (server B alone ${(p99(onB.latencies) / p99(baseline.latencies)).toFixed(2)}x)`,
        `  load average 1/5/15 min (${cpus().length} cores): at start ${loadAtStart},` +
          ` after the baseline ${loadAfterBaseline}, at the end ${loadAtEnd}` +
          ` (bench ran ${((performance.now() - began) / 1000).toFixed(0)} s: ${steps.join(', ')})`,
      ].join('\n'),
    );
  } finally {
    await cleanUp();
  }
}

await main();
process.exit(0);

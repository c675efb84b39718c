/**
 * Socket.IO delivery latency: the real app on a free loopback port (PGlite in
 * memory, small catalogue, feed off), 1,000 websocket clients in a second process subscribed to one
 * bookmaker channel, 20 deltas a second for 10 s through the app's publisher, each stamped with its send
 * time. Latency runs from the publisher call to the client's handler, so the coalescing window counts.
 * Run: `npx tsx bench/realtime.bench.ts` from server/ (CLIENTS, RATE, SECONDS override the defaults).
 * The scale-out bench (scale.bench.ts) runs the same measure as its single-server baseline.
 */
import { fileURLToPath } from 'node:url';
import {
  BOOKMAKER,
  collect,
  cpuSeconds,
  type FromClients,
  forkClients,
  percentile,
  publishStamped,
  waitFor,
} from './realtime-clients';

export interface RealtimeRun {
  clients: number;
  connected: number;
  latencies: number[];
  delivered: number;
  expected: number;
  duplicates: number;
  errors: number;
  /** CPU seconds the server's and the clients' processes used while the deltas went out. */
  cpu: { server: number; clients: number };
}

/** One server process with the app in it (in-process realtime, no Redis): the single-server figure. */
export async function measureSingleServer(
  clients: number,
  rate: number,
  seconds: number,
): Promise<RealtimeRun> {
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

  const child = forkClients(port, clients);
  try {
    const ready = await waitFor<FromClients, 'ready'>(child, 'ready', 120_000);
    const before = { server: cpuSeconds(process.pid), clients: cpuSeconds(child.pid) };
    const total = await publishStamped(
      (delta) => app.ctx.publisher.publishEventChanges([BOOKMAKER], [delta]),
      rate,
      seconds,
    );
    await new Promise((r) => setTimeout(r, 1500));
    const cpu = {
      server: cpuSeconds(process.pid) - before.server,
      clients: cpuSeconds(child.pid) - before.clients,
    };
    const result = await collect(child);
    return {
      clients,
      connected: ready.connected,
      latencies: result.latencies,
      delivered: result.latencies.length,
      expected: total * clients,
      duplicates: result.duplicates,
      errors: result.errors,
      cpu,
    };
  } finally {
    if (child.exitCode === null) child.kill();
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const CLIENTS = Number(process.env.CLIENTS ?? 1000);
  const RATE = Number(process.env.RATE ?? 20);
  const run = await measureSingleServer(CLIENTS, RATE, Number(process.env.SECONDS ?? 10));
  if (run.connected < CLIENTS)
    console.warn(`realtime bench: only ${run.connected}/${CLIENTS} clients connected`);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  console.info(
    `realtime: ${CLIENTS} clients, ${RATE} deltas/s: delivery p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms (goal p99 < 100 ms)` +
      ` [${run.delivered}/${run.expected} deliveries, ${run.errors} client errors]`,
  );
  process.exit(0);
}

/**
 * GET /echo/v1/events throughput: the real app on PGlite in a temp dir with the
 * full demo catalogue, a busy sport page (football, grouped by competition) measured with autocannon,
 * next to a bare Fastify route sending the same bytes from memory, in the same run on the same
 * machine. The ratio is the figure; the goal is 0.8 or better.
 * Run: `npm run bench -w @touchline/server` (SECONDS, CONNECTIONS override the defaults).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { ensureCatalogue, readCatalogueMeta } from '../src/demo/seed';

const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PATH = '/echo/v1/events?bookmaker=touchline_ie&lang=en&sport=football&group_by=competition&limit=100';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface LoadResult {
  rps: number;
  bytesPerSecond: number;
  non2xx: number;
  errors: number;
}

/**
 * Load from a separate process, so the load generator never shares the server's event loop
 * (both servers are measured the same way).
 */
function load(url: string, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [autocannonCli, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), url],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', () => {
      try {
        const r = JSON.parse(out) as {
          requests: { average: number };
          throughput: { average: number };
          non2xx: number;
          errors: number;
        };
        resolve({
          rps: r.requests.average,
          bytesPerSecond: r.throughput.average,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      } catch (error) {
        reject(new Error(`autocannon gave no result: ${String(error)}`));
      }
    });
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-events-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    CATALOGUE: 'full',
    FEED: 'off',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const started = performance.now();
  const database = await openDatabase({ dataDir: dir });
  const app = await buildApp({ config, database, logger: false });
  await ensureCatalogue(app.ctx);
  await app.ready();
  const meta = await readCatalogueMeta(database);
  console.info(
    `events: full catalogue on PGlite (${dir}): ${meta?.counts.events} events, ${meta?.counts.outcomes} outcomes, ` +
      `seeded in ${meta?.ms} ms (app ready in ${Math.round(performance.now() - started)} ms)`,
  );
  const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${appAddress}${PATH}`);
  if (response.status !== 200) throw new Error(`GET ${PATH} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const page = JSON.parse(bytes.toString()) as { data: unknown[]; meta: { total: number } };
  console.info(
    `events: page of ${page.data.length} of ${page.meta.total} football events, ${(bytes.length / 1024).toFixed(0)} KiB`,
  );

  const bare = Fastify({ logger: false });
  bare.get('/echo/v1/events', (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Warm both (JIT, caches), then measure each for the same time.
  await load(`${appAddress}${PATH}`, 2);
  await load(`${bareAddress}${PATH}`, 2);
  const real = await load(`${appAddress}${PATH}`, SECONDS);
  const base = await load(`${bareAddress}${PATH}`, SECONDS);
  if (real.non2xx > 0 || real.errors > 0)
    console.warn(`events: app run had ${real.non2xx} non-2xx, ${real.errors} errors`);

  const ratio = real.rps / base.rps;
  console.info(
    `events: /echo/v1/events football ${Math.round(real.rps)} req/s, bare route ${Math.round(base.rps)} req/s, ` +
      `ratio ${ratio.toFixed(2)} (goal >= 0.8)`,
  );
  await bare.close();
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** What the benches share: a call rate with calls in flight, a throwaway PostgreSQL database, the app. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { ensureCatalogue } from '../src/demo/seed';

/** Runs `work` with `concurrency` calls in flight for `seconds` (or until `until` resolves); returns completed calls per second. */
export async function rate(
  seconds: number,
  concurrency: number,
  work: (worker: number) => Promise<void>,
  until?: Promise<unknown>,
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let finished = false;
  const finish = () => {
    finished = true;
  };
  until?.then(finish, finish);
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (until ? !finished : performance.now() < deadline) {
        await work(worker);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** A fresh, empty PostgreSQL database made next to `url`'s: its address and the function that drops it. */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tl_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Runs `use` on a fresh PostgreSQL database made next to `url`'s, dropped afterwards. */
export async function onFreshPostgres<T>(
  url: string,
  poolSize: number,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const fresh = await freshPostgres(url);
  const database = await openDatabase({ url: fresh.url, poolSize });
  try {
    return await use(database);
  } finally {
    await database.close();
    await fresh.drop();
  }
}

/** The real app on `database` with the small demo catalogue, the feed off, ready for requests. */
export async function benchApp(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED: 'off', CATALOGUE: 'small' });
  const app = await buildApp({ config, database, logger: false });
  await ensureCatalogue(app.ctx);
  await app.ready();
  return app;
}

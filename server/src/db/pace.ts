/** Long jobs (a big settlement, re-pricing every open bet) sharing a database with bettors. */
import type { Database } from './client';

/**
 * On PGlite every request shares one connection, and a step of a long job holds it for its whole
 * transaction (and, the database running on this thread, holds the thread too). After each step the
 * requests that came in meanwhile run; if any of them used the database, bettors are active, and the
 * job waits this many times as long as the step took, so they keep most of the database. With nobody
 * else calling it goes straight on. A pool (PostgreSQL) serves bettors beside the job: no wait there.
 */
const SHARED_DATABASE_PAUSE = 3;

/** Runs one step of a long job, then gives a shared database to the bettors for a while (see above). */
export async function paced<T>(database: Database, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const done = await step();
  const before = database.sharedCalls();
  if (before === null) return done;
  const took = performance.now() - started;
  await new Promise((resolve) => setImmediate(resolve));
  if ((database.sharedCalls() ?? before) > before) {
    await new Promise((resolve) => setTimeout(resolve, took * SHARED_DATABASE_PAUSE));
  }
  return done;
}

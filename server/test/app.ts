import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Clock } from '../src/context';
import { demoPlugin } from '../src/demo';
import { createTestDatabase, type DbKind, type TestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database of the given kind, with the feed off and, unless `demo` is
 * false, the demo registered as `npm start` registers it: the small catalogue, the demo accounts and
 * the feed (not started: tests tick it with `app.feed.tick`).
 */
export async function createTestApp(
  kind: DbKind,
  options: { env?: Record<string, string>; clock?: Clock; demo?: boolean; webDist?: string } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FEED: 'off',
    CATALOGUE: 'small',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: db.database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
  });
  if (options.demo !== false) await app.register(demoPlugin);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

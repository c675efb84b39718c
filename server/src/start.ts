/**
 * How a server process starts: the database, the API with the demo, the account and games sites, each
 * listening on its port. main.ts runs it for `npm start`; the scale-out bench starts its servers through
 * it too, so what it measures is the process production runs.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { demoPlugin } from './demo';
import { buildAccountSite, buildGamesSite } from './static-sites';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'apps')) && existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export type StartedServer = Awaited<ReturnType<typeof startServer>>;

/** Starts everything and listens; `close` stops the three sites and then the database. */
export async function startServer(config: Config) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const root = repoRoot();
  const app = await buildApp({
    config,
    database,
    webDist: join(root, 'apps/web/dist'),
    builderDist: join(root, 'apps/betbuilder/dist'),
  });
  // The demo: its accounts, its catalogue (seeded on a first start, topped up after) and the live feed.
  await app.register(demoPlugin);
  const account = await buildAccountSite({ config, dist: join(root, 'apps/account/dist') });
  const games = await buildGamesSite({ config, dist: join(root, 'apps/casino/dist') });

  const close = async () => {
    await Promise.allSettled([app.close(), account.close(), games.close()]);
    await database.close();
  };

  await app.listen({ port: config.PORT, host: config.HOST });
  await account.listen({ port: config.ACCOUNT_PORT, host: config.HOST });
  await games.listen({ port: config.GAMES_PORT, host: config.HOST });
  return { app, account, games, database, close };
}

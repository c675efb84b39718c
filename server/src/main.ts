import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
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

async function main(): Promise<void> {
  const config = loadConfig();
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await Promise.allSettled([app.close(), account.close(), games.close()]);
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await account.listen({ port: config.ACCOUNT_PORT, host: config.HOST });
  await games.listen({ port: config.GAMES_PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const accountUrl = config.ACCOUNT_URL ?? `http://localhost:${config.ACCOUNT_PORT}`;
  const gamesUrl = config.GAMES_URL ?? `http://localhost:${config.GAMES_PORT}`;
  const storage = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  app.log.info(
    `Touchline sportsbook: ${url}  account site: ${accountUrl}  games: ${gamesUrl}  API docs: ${url}/docs  (${storage})`,
  );
  process.stdout.write(
    `\n  Touchline is running\n  Sportsbook:   ${url}\n  Account site: ${accountUrl}\n  Games site:   ${gamesUrl}\n  API docs:     ${url}/docs\n  Database:     ${storage}\n\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

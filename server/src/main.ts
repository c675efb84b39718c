import { loadConfig } from './config';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database, close } = await startServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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

/**
 * Starts the real server (server/src/main.ts through tsx) on free ports, with its database in a temporary
 * folder and the small demo catalogue, and waits for /healthz. The built sportsbook (apps/web/dist) must
 * exist: `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Where journeys and screenshot runs save pictures: git ignores test-results/, so a run leaves the
 * tracked tree as it was. Only `npm run screenshots` writes the README's pictures in docs/screenshots/.
 */
export const SCREENSHOTS = join(REPO, 'test-results/screenshots');
/** Where the journeys' servers write their logs. */
export const SERVER_LOGS = join(REPO, 'test-results/server-logs');
/** The operator token the journeys' server accepts on its trading calls (suspend a market). */
export const OPERATOR_TOKEN = 'journeys-operator-token-0123456789abcdef';
const HEALTH_TIMEOUT_MS = 300_000;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The account site (login, registration, cashier, help) on its own origin. */
  accountUrl: string;
  /** The games site (the casino's game clients) on its own origin. */
  gamesUrl: string;
  stop: () => Promise<void>;
  output: () => string;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`server did not become healthy within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * `built: true` runs what `npm start` runs (server/dist/main.js, the esbuild bundle) instead of the
 * TypeScript sources.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { built?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(join(REPO, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser journeys');
  }
  const [port, accountPort] = [await freePort(), await freePort()];
  const gamesPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-e2e-'));
  let log = '';
  if (options.built && !existsSync(join(REPO, 'server/dist/main.js'))) {
    throw new Error('server/dist/main.js is missing: run `npm run build` first');
  }
  // E2E_NODE_ARGS adds Node flags to the journeys' servers (a CPU profile: `--cpu-prof --cpu-prof-dir=DIR`).
  const nodeArgs = process.env.E2E_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const entry = options.built ? ['server/dist/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
  const args = [...nodeArgs, ...entry];
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      // Links the server writes (password reset mails) open the account site where the browser reaches it.
      ACCOUNT_URL: `http://127.0.0.1:${accountPort}`,
      GAMES_PORT: String(gamesPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOGUE: 'small',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      OPERATOR_TOKEN,
      // A shorter roulette cycle than the product's 15/5/5 seconds: journeys wait for whole rounds.
      ROULETTE_BETTING_S: '10',
      ROULETTE_SPIN_S: '2',
      ROULETTE_RESULT_S: '3',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own log (warnings and errors at LOG_LEVEL warn) is also kept in a file under
  // test-results/, which git ignores, so a failed run's server side can be read afterwards.
  mkdirSync(SERVER_LOGS, { recursive: true });
  const logFile = join(SERVER_LOGS, `server-${port}.log`);
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    try {
      appendFileSync(logFile, chunk);
    } catch {
      // A log that cannot be written leaves the run as it is.
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    accountUrl: `http://127.0.0.1:${accountPort}`,
    gamesUrl: `http://127.0.0.1:${gamesPort}`,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

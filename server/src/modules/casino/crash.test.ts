/**
 * A server killed (SIGKILL) in the middle of casino rounds loses and doubles nothing: the real server
 * process takes a stake, dies with more bets in flight, and on its next start rolls back every round
 * it left without an end, each bet's stake returned once, the books still balancing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { rowsOf } from '../../db/tx';
import { checkLedger } from '../wallet';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SECRET = 'crash-secret-0123456789abcdefghijklmnop';
const dataDir = mkdtempSync(join(tmpdir(), 'touchline-casino-crash-'));

async function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  output(): string;
}

/** Starts server/src/main.ts on the test's data folder and waits until it answers. */
async function start(): Promise<Server> {
  const [port, accountPort, gamesPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      ACCOUNT_PORT: String(accountPort),
      GAMES_PORT: String(gamesPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOGUE: 'small',
      FEED: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      CASINO_PROVIDERS: `house:${SECRET}`,
      CASINO_ROUND_TIMEOUT_S: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, output: () => log };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${log}`);
}

async function kill(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill(signal);
  await exited;
}

const post = async (server: Server, path: string, body: object, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const game = { authorization: `Bearer ${SECRET}` };

describe('a server killed mid-round', () => {
  let running: Server | undefined;
  afterAll(async () => {
    if (running) await kill(running, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('rolls back the rounds it left open on its next start, each stake once', async () => {
    running = await start();
    const registered = await post(running, '/auth/register', {
      username: 'crashplayer',
      email: 'crashplayer@example.com',
      password: 'correct-horse-battery',
      bookmaker: 'touchline_ie',
      date_of_birth: '1990-05-17',
      terms_accepted: true,
    });
    expect(registered.status).toBe(200);
    const jwt = (registered.body.data as { sportify: { access_token: string } }).sportify.access_token;
    const deposit = await post(
      running,
      '/v1/cashier/deposit',
      { amount: 10_000, idempotency_key: 'crash-test-funding' },
      { jwt },
    );
    expect(deposit.status).toBe(200);
    const launched = await post(running, '/v1/casino/sessions', { game: 'dice', mode: 'real' }, { jwt });
    expect(launched.status).toBe(200);
    const session = launched.body.token as string;

    const first = await post(
      running,
      '/v1/casino/wallet/bet',
      { session, round_id: 'crash-round-1', transaction_id: 'crash-bet-1', amount: 2_500 },
      game,
    );
    expect(first.status).toBe(200);
    expect(first.body.cash).toBe(7_500);
    // More stakes in flight as the process dies: each either committed or never happened.
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      post(
        running as Server,
        '/v1/casino/wallet/bet',
        { session, round_id: `crash-round-${i + 2}`, transaction_id: `crash-bet-${i + 2}`, amount: 300 },
        game,
      ).catch(() => null),
    );
    await new Promise((done) => setTimeout(done, 5));
    await kill(running, 'SIGKILL');
    await Promise.all(inFlight);

    // Older than the round timeout by the time the next server starts.
    await new Promise((done) => setTimeout(done, 1_100));
    running = await start();
    const balance = await post(running, '/v1/casino/wallet/balance', { session }, game);
    expect(balance.body).toMatchObject({ cash: 10_000 });
    // The rollback the recovery wrote is the one answer: asking again returns nothing more.
    const rollback = await post(
      running,
      '/v1/casino/wallet/rollback',
      { session, transaction_id: 'crash-bet-1' },
      game,
    );
    expect(rollback.status).toBe(200);
    expect(rollback.body.round_status).toBe('rolled_back');
    const win = await post(
      running,
      '/v1/casino/wallet/win',
      { session, round_id: 'crash-round-1', transaction_id: 'crash-win-1', amount: 5_000, round_end: true },
      game,
    );
    expect(win.body.code).toBe('CASINO_ROUND_CLOSED');
    expect((await post(running, '/v1/casino/wallet/recover', {}, game)).body).toEqual({
      rounds: 0,
      refunded: 0,
      settled: 0,
    });
    await kill(running, 'SIGTERM');
    running = undefined;

    const database = await openDatabase({ dataDir });
    try {
      expect(await checkLedger(database)).toEqual([]);
      const kinds = rowsOf<{ kind: string; entries: number; total: number }>(
        await database.db.execute(
          sql`select kind, count(*)::int as entries, sum(amount)::int as total from ledger_entries
              where kind like 'casino_%' group by kind order by kind`,
        ),
      );
      const bets = kinds.find((row) => row.kind === 'casino_bet');
      const rollbacks = kinds.find((row) => row.kind === 'casino_rollback');
      expect(bets?.entries).toBeGreaterThanOrEqual(1);
      expect(rollbacks?.entries).toBe(bets?.entries);
      expect(rollbacks?.total).toBe(-(bets?.total ?? 0));
      const open = rowsOf(await database.db.execute(sql`select id from casino_rounds where status = 'open'`));
      expect(open).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

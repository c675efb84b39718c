/**
 * Settlement killed (SIGKILL) in the middle of a big event pays nobody twice and misses nobody: a
 * separate process settles the event in small batches and dies after a few; the next run (the sweep a
 * restarted server runs) settles the rest, every bet once, every payout in the ledger, the books
 * balancing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DbKind, dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { demoPlugin } from '../../demo';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { checkLedger } from '../wallet';
import { settleEvent, settleResultedEvents } from './settlement';
import {
  calculate,
  calculateBody,
  type Pick,
  pickSelections,
  resultEvent,
  submit,
  submittable,
} from './testing';

warnIfPostgresSkipped();

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const BATCH = 8;
const USERS = 6;
const DEPOSIT = 100_000;

async function appOn(database: Database, demo: boolean): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED: 'off', CATALOGUE: 'small' });
  const app = await buildApp({ config, database, logger: false });
  if (demo) await app.register(demoPlugin);
  await app.ready();
  return app;
}

/** Runs test/settle-child.ts on the event and SIGKILLs it once it has committed `after` batches. */
function settleAndKill(
  place: string,
  eventId: number,
  after: number,
): Promise<{ signal: string | null; output: string }> {
  return new Promise((done, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/settle-child.ts', place, String(eventId), String(BATCH)],
      {
        cwd: serverDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/^batch /gm) ?? []).length >= after && child.exitCode === null) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (_code, signal) => done({ signal, output }));
  });
}

describe.each(dbKinds)('settlement killed midway on %s', (kind: DbKind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-settle-crash-'));
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A database both this process and the child open: a PGlite folder, or a fresh PostgreSQL database. */
  const open = async (): Promise<{ database: Database; place: string }> => {
    if (kind === 'pglite') return { database: await openDatabase({ dataDir }), place: dataDir };
    const fresh = await createTestDatabase('postgres');
    cleanups.push(() => fresh.dispose());
    return { database: fresh.database, place: fresh.url ?? '' };
  };

  it('settles every bet exactly once after the restart, each payout in the ledger', async () => {
    const { database, place } = await open();
    let app = await appOn(database, true);
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await registerUser(app);
      await depositCash(app, user, DEPOSIT);
      users.push(user);
    }
    const [main, other] = await pickSelections(database, 2);
    if (!main || !other) throw new Error('no selections');
    const [losing] = await database.query<{ id: string; odds: number }>(
      'select id, odds from outcomes where market_id = $1 and id <> $2 order by id limit 1',
      [main.marketId, main.outcomeId],
    );
    if (!losing) throw new Error('the market has one outcome');
    const loser: Pick = { ...main, outcomeId: Number(losing.id), odds: Number(losing.odds) };
    const token = users[0]?.token ?? '';
    const ticketOf = async (picks: Pick[], stake: number) =>
      submittable(
        (await calculate(app, token, calculateBody(picks, { stake, total_stake: stake }))).tickets[0],
      );
    // Singles that win, singles that lose, and combis with a leg on an event resulted before.
    const tickets = [
      await ticketOf([main], 100),
      await ticketOf([loser], 150),
      await ticketOf([main, other], 50),
    ];
    const placed: string[] = [];
    for (let i = 0; i < 60; i++) {
      const user = users[i % USERS] as TestUser;
      const res = (await submit(app, user.token, tickets[i % tickets.length] as never)).json();
      expect(res.status).toBe('PROCESSED');
      placed.push(res.uuid);
    }
    await resultEvent(database, other.eventId, { [other.outcomeId]: 'win' });
    await settleEvent(app.ctx, other.eventId);
    await resultEvent(database, main.eventId, { [main.outcomeId]: 'win' });
    await app.close();
    if (kind === 'pglite') await database.close();

    const run = await settleAndKill(place, main.eventId, 2);
    expect(run.signal, run.output).toBe('SIGKILL');

    const reopened = kind === 'pglite' ? await openDatabase({ dataDir }) : database;
    if (kind === 'pglite') cleanups.push(() => reopened.close());
    const [before] = await reopened.query<{ n: string }>(
      'select count(*) as n from bets where settled_at is not null',
    );
    // The kill came midway: some batches committed, not all.
    expect(Number(before?.n)).toBeGreaterThan(0);
    expect(Number(before?.n)).toBeLessThan(placed.length);

    app = await appOn(reopened, false);
    cleanups.push(() => app.close());
    await settleResultedEvents(app.ctx, { batchSize: BATCH });
    // Running it again finds nothing left to do.
    expect((await settleResultedEvents(app.ctx, { batchSize: BATCH })).settled).toBe(0);

    const rows = await reopened.query<{
      id: string;
      user_id: string;
      status: string;
      payout: string;
      stake_cash: string;
      entries: string;
      paid: string;
    }>(
      `select b.id, b.user_id, b.status, b.payout, b.stake_cash,
              (select count(*) from ledger_entries e
                where e.reference_id = b.id and e.kind in ('bet_payout', 'bet_refund')) as entries,
              (select coalesce(sum(amount), 0) from ledger_entries e
                where e.reference_id = b.id and e.kind in ('bet_payout', 'bet_refund')) as paid
         from bets b`,
    );
    expect(rows).toHaveLength(placed.length);
    for (const bet of rows) {
      expect(['won', 'lost'], bet.id).toContain(bet.status);
      // Paid once: one payout entry for a winner, none for a loser, and it is what the bet says.
      expect(Number(bet.entries), bet.id).toBe(bet.status === 'won' ? 1 : 0);
      expect(Number(bet.paid), bet.id).toBe(Number(bet.payout));
    }
    expect(rows.filter((bet) => bet.status === 'won').length).toBeGreaterThan(0);
    expect(rows.filter((bet) => bet.status === 'lost').length).toBeGreaterThan(0);
    expect(await checkLedger(reopened)).toEqual([]);
    for (const user of users) {
      const mine = rows.filter((bet) => Number(bet.user_id) === user.userId);
      const staked = mine.reduce((sum, bet) => sum + Number(bet.stake_cash), 0);
      const paid = mine.reduce((sum, bet) => sum + Number(bet.payout), 0);
      const [wallet] = await reopened.query<{ cash: string }>('select cash from wallets where user_id = $1', [
        user.userId,
      ]);
      expect(Number(wallet?.cash)).toBe(DEPOSIT - staked + paid);
    }
  }, 240_000);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { executeNamed } from '../../db/named';
import type { Tx } from '../../db/tx';
import { HttpError } from '../../http/errors';
import { depositCash, registerUser } from '../auth/testing';
import { grantBonus, playthroughOverview, recordWagering } from './bonus';
import { isStaleWrite } from './repo';
import {
  checkLedger,
  credit,
  debit,
  getBalances,
  lockWallet,
  toPlayerBalance,
  transfer,
  versionedWallet,
  walletVersionRead,
} from './service';

warnIfPostgresSkipped();

describe.each(dbKinds)('User balances: the wallet ledger API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.ctx.database.db;
  const now = new Date('2026-01-15T12:00:00Z');
  const funded = async (cash: number) => {
    const user = await registerUser(t.app);
    if (cash > 0) await depositCash(t.app, user, cash);
    return user;
  };

  it('credit and debit write one signed entry each, with balance_after, in the caller transaction', async () => {
    const user = await funded(10_000);
    const result = await db().transaction(async (tx) => {
      const locked = await lockWallet(tx, user.userId);
      expect(locked.cash).toBe(10_000);
      const stake = await debit(tx, {
        userId: user.userId,
        amount: 2_500,
        kind: 'bet_stake',
        reference: { type: 'bet', id: 'b-1' },
        idempotencyKey: `test:${user.userId}:stake`,
      });
      const payout = await credit(tx, {
        userId: user.userId,
        amount: 6_000,
        kind: 'bet_payout',
        reference: { type: 'bet', id: 'b-1' },
      });
      return { stake, payout };
    });
    expect(result.stake.entries).toMatchObject([
      {
        kind: 'bet_stake',
        balanceKind: 'cash',
        amount: -2_500,
        balanceAfter: 7_500,
        reference: { type: 'bet', id: 'b-1' },
      },
    ]);
    expect(result.payout.entries[0]).toMatchObject({ amount: 6_000, balanceAfter: 13_500 });
    expect(result.payout.balances).toMatchObject({ cash: 13_500, bonus: 0, total: 13_500, currency: 'EUR' });
    expect((await getBalances(db(), user.userId)).cash).toBe(13_500);
    expect(await checkLedger(t.db.database)).toEqual([]);
  });

  it('a debit from balances read without the lock happens only while the wallet is as it was read', async () => {
    await t.db.database.query('create table if not exists stale_probe (id text primary key)');
    const user = await funded(10_000);
    const read = async () =>
      versionedWallet(user.userId, (await executeNamed(db(), walletVersionRead(user.userId)))[0]);
    const probe = (id: string) => sql`probe as (insert into stale_probe (id) values (${id}::text))`;
    // A single statement is a transaction of its own.
    const alone = db() as unknown as Tx;
    const stake = (id: string) => ({
      userId: user.userId,
      amount: 1_000,
      kind: 'bet_stake' as const,
      idempotencyKey: `test:${id}:stake`,
    });

    const fresh = await read();
    const moved = await debit(alone, stake(`fresh-${user.userId}`), fresh, probe(`fresh-${user.userId}`));
    expect(moved.balances.cash).toBe(9_000);

    // The wallet moved (here a payout) between the read and the debit: nothing of the debit is written.
    const stale = await read();
    await db().transaction((tx) => credit(tx, { userId: user.userId, amount: 500, kind: 'bet_payout' }));
    const refused = await debit(
      alone,
      stake(`stale-${user.userId}`),
      stale,
      probe(`stale-${user.userId}`),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isStaleWrite(refused)).toBe(true);
    expect((await getBalances(db(), user.userId)).cash).toBe(9_500);
    const probes = await t.db.database.query<{ id: string }>('select id from stale_probe where id like $1', [
      `%-${user.userId}`,
    ]);
    expect(probes.map((row) => row.id)).toEqual([`fresh-${user.userId}`]);
    const stakes = await t.db.database.query('select * from ledger_entries where idempotency_key = $1', [
      `test:stale-${user.userId}:stake`,
    ]);
    expect(stakes).toEqual([]);
    expect(await checkLedger(t.db.database)).toEqual([]);
  });

  it('a rolled-back transaction leaves neither the money nor the entry', async () => {
    const user = await funded(5_000);
    await expect(
      db().transaction(async (tx) => {
        await debit(tx, { userId: user.userId, amount: 1_000, kind: 'bet_stake' });
        throw new Error('the bet insert failed');
      }),
    ).rejects.toThrow('the bet insert failed');
    expect((await getBalances(db(), user.userId)).cash).toBe(5_000);
    const rows = await t.db.database.query('select * from ledger_entries where user_id = $1 and kind = $2', [
      user.userId,
      'bet_stake',
    ]);
    expect(rows).toEqual([]);
  });

  it('BALANCE_INSUFFICIENT is thrown before anything is written; the caller may still commit', async () => {
    const user = await funded(1_000);
    const caught = await db().transaction(async (tx) => {
      try {
        await debit(tx, { userId: user.userId, amount: 1_001, kind: 'bet_stake' });
        return null;
      } catch (error) {
        return error;
      }
    });
    expect(caught).toBeInstanceOf(HttpError);
    expect(caught).toMatchObject({
      code: 'BALANCE_INSUFFICIENT',
      meta: { requested: 1_001, available: 1_000 },
    });
    expect((await getBalances(db(), user.userId)).cash).toBe(1_000);
  });

  it('cash_then_bonus takes cash first and the rest from bonus, one entry each', async () => {
    const user = await funded(1_000);
    await db().transaction((tx) =>
      grantBonus(tx, { userId: user.userId, amount: 500, wageringRequired: 2_000, now }),
    );
    const moved = await db().transaction((tx) =>
      debit(tx, { userId: user.userId, amount: 1_200, kind: 'bet_stake', balance: 'cash_then_bonus' }),
    );
    expect(moved.entries.map((entry) => [entry.balanceKind, entry.amount])).toEqual([
      ['cash', -1_000],
      ['bonus', -200],
    ]);
    expect(moved.balances).toMatchObject({ cash: 0, bonus: 300, total: 300 });
    await expect(
      db().transaction((tx) =>
        debit(tx, { userId: user.userId, amount: 301, kind: 'bet_stake', balance: 'cash_then_bonus' }),
      ),
    ).rejects.toMatchObject({ code: 'BALANCE_INSUFFICIENT' });
    expect(await checkLedger(t.db.database)).toEqual([]);
  });

  it('an idempotency key moves money once; reusing it for something else is IDEMPOTENCY_CONFLICT', async () => {
    const user = await funded(3_000);
    const key = `test:${user.userId}:once`;
    const first = await db().transaction((tx) =>
      debit(tx, { userId: user.userId, amount: 700, kind: 'bet_stake', idempotencyKey: key }),
    );
    const again = await db().transaction((tx) =>
      debit(tx, { userId: user.userId, amount: 700, kind: 'bet_stake', idempotencyKey: key }),
    );
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.entries.map((entry) => entry.id)).toEqual(first.entries.map((entry) => entry.id));
    expect((await getBalances(db(), user.userId)).cash).toBe(2_300);
    await expect(
      db().transaction((tx) =>
        debit(tx, { userId: user.userId, amount: 701, kind: 'bet_stake', idempotencyKey: key }),
      ),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('a replayed debit answers the first movement even when the balance no longer covers it', async () => {
    const user = await funded(1_000);
    const key = `test:${user.userId}:all-in`;
    const first = await db().transaction((tx) =>
      debit(tx, { userId: user.userId, amount: 1_000, kind: 'withdrawal', idempotencyKey: key }),
    );
    const again = await db().transaction((tx) =>
      debit(tx, { userId: user.userId, amount: 1_000, kind: 'withdrawal', idempotencyKey: key }),
    );
    expect(again).toMatchObject({ replayed: true, balances: { cash: 0 } });
    // The replay reads the entries back: what the movement answered is exactly what was stored.
    expect(again.entries).toEqual(first.entries);
    expect(first.balances).toEqual(await getBalances(db(), user.userId));
    expect(await checkLedger(t.db.database)).toEqual([]);
  });

  it('within one transaction a second lock answers the balances after its own writes', async () => {
    const user = await funded(2_000);
    await db().transaction((tx) =>
      grantBonus(tx, { userId: user.userId, amount: 500, wageringRequired: 10_000, now }),
    );
    const seen = await db().transaction(async (tx) => {
      await lockWallet(tx, user.userId);
      await debit(tx, { userId: user.userId, amount: 1_500, kind: 'bet_stake', balance: 'cash_then_bonus' });
      const afterStake = await lockWallet(tx, user.userId);
      const split = await debit(tx, {
        userId: user.userId,
        amount: 700,
        kind: 'bet_stake',
        balance: 'cash_then_bonus',
      });
      await credit(tx, { userId: user.userId, amount: 50, kind: 'bet_refund', balance: 'bonus' });
      const [locked, stored] = await Promise.all([lockWallet(tx, user.userId), getBalances(tx, user.userId)]);
      return { afterStake, split, locked, stored };
    });
    expect(seen.afterStake).toMatchObject({ cash: 500, bonus: 500 });
    expect(seen.split.entries.map((entry) => [entry.balanceKind, entry.amount])).toEqual([
      ['cash', -500],
      ['bonus', -200],
    ]);
    expect(seen.locked).toEqual(seen.stored);
    expect(seen.locked).toMatchObject({ cash: 0, bonus: 350 });
    expect(await checkLedger(t.db.database)).toEqual([]);
  });

  it('a balance changed behind the lock is never taken below zero: the debit fails and moves nothing', async () => {
    const user = await funded(1_000);
    const { walletId } = await getBalances(db(), user.userId);
    await expect(
      db().transaction(async (tx) => {
        const locked = await lockWallet(tx, user.userId);
        await tx.execute(sql`update wallets set cash = 0 where id = ${walletId}`);
        await debit(tx, { userId: user.userId, amount: 600, kind: 'bet_stake' }, locked);
      }),
    ).rejects.toThrow(/changed behind its lock/);
    expect((await getBalances(db(), user.userId)).cash).toBe(1_000);
    expect(await checkLedger(t.db.database)).toEqual([]);
  });

  it('refuses amounts that are not positive integers, and unknown users', async () => {
    const user = await funded(0);
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      await expect(
        db().transaction((tx) => credit(tx, { userId: user.userId, amount, kind: 'adjustment' })),
      ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    }
    await expect(db().transaction((tx) => lockWallet(tx, 987_654_321))).rejects.toBeInstanceOf(HttpError);
    await expect(getBalances(db(), 987_654_321)).rejects.toMatchObject({ code: 'WALLET_NOT_FOUND' });
  });

  it('the database itself refuses a negative balance (check constraint)', async () => {
    const user = await funded(0);
    await expect(
      t.db.database.query('update wallets set cash = -1 where user_id = $1', [user.userId]),
    ).rejects.toThrow(/wallets_cash_nonnegative/);
  });

  it('checkLedger finds a balance changed behind the ledger', async () => {
    const user = await funded(2_000);
    const { walletId } = await getBalances(db(), user.userId);
    await t.db.database.query('update wallets set cash = cash + 1 where id = $1', [walletId]);
    expect(await checkLedger(t.db.database, walletId)).toEqual([
      { walletId, balanceKind: 'cash', balance: 2_001, ledgerSum: 2_000, lastBalanceAfter: 2_000 },
    ]);
    await t.db.database.query('update wallets set cash = cash - 1 where id = $1', [walletId]);
    expect(await checkLedger(t.db.database, walletId)).toEqual([]);
  });

  it('transfer moves money between two balances of one wallet with two entries', async () => {
    const user = await funded(1_000);
    const moved = await db().transaction((tx) =>
      transfer(tx, { userId: user.userId, amount: 400, kind: 'adjustment', from: 'cash', to: 'casino' }),
    );
    expect(moved.entries.map((entry) => [entry.balanceKind, entry.amount])).toEqual([
      ['cash', -400],
      ['casino', 400],
    ]);
    // The casino stakes cash, so the casino balances on the wire are the cash, with no casino bonus.
    expect(toPlayerBalance(moved.balances)).toMatchObject({
      cash: 600,
      casino_balance: 600,
      casino_cash: 600,
      casino_bonus: 0,
    });
  });

  describe('Playthrough', () => {
    it('wagering counts towards the requirement; completing it turns the bonus into cash', async () => {
      const user = await funded(5_000);
      await db().transaction((tx) =>
        grantBonus(tx, { userId: user.userId, amount: 1_000, wageringRequired: 3_000, now }),
      );
      const partial = await db().transaction((tx) =>
        recordWagering(tx, { userId: user.userId, amount: 2_000, now }),
      );
      expect(partial.converted).toBe(0);
      expect(await playthroughOverview(db(), user.userId)).toEqual({
        bonus: {
          id: String(partial.playthrough?.id),
          balance: 1_000,
          playthrough_remaining: 1_000,
          playthrough_total_required: 3_000,
        },
        total: 1,
      });
      const done = await db().transaction((tx) =>
        recordWagering(tx, { userId: user.userId, amount: 1_500, now }),
      );
      expect(done.converted).toBe(1_000);
      expect(done.playthrough?.status).toBe('completed');
      expect(await getBalances(db(), user.userId)).toMatchObject({ cash: 6_000, bonus: 0 });
      expect(await playthroughOverview(db(), user.userId)).toEqual({ bonus: null, total: 1 });
      expect(await checkLedger(t.db.database)).toEqual([]);
    });

    it('a grant while one runs tops it up; wagering without a playthrough does nothing', async () => {
      const user = await funded(0);
      expect(
        await db().transaction((tx) => recordWagering(tx, { userId: user.userId, amount: 100, now })),
      ).toEqual({ playthrough: null, converted: 0 });
      await db().transaction((tx) =>
        grantBonus(tx, { userId: user.userId, amount: 500, wageringRequired: 1_000, now }),
      );
      await db().transaction((tx) =>
        grantBonus(tx, { userId: user.userId, amount: 300, wageringRequired: 900, now }),
      );
      const again = await db().transaction((tx) =>
        grantBonus(tx, {
          userId: user.userId,
          amount: 300,
          wageringRequired: 900,
          idempotencyKey: `g:${user.userId}`,
          now,
        }),
      );
      expect(again.replayed).toBe(false);
      const replay = await db().transaction((tx) =>
        grantBonus(tx, {
          userId: user.userId,
          amount: 300,
          wageringRequired: 900,
          idempotencyKey: `g:${user.userId}`,
          now,
        }),
      );
      expect(replay.replayed).toBe(true);
      const overview = await playthroughOverview(db(), user.userId);
      expect(overview.bonus).toMatchObject({ balance: 1_100, playthrough_total_required: 2_800 });
      expect(overview.total).toBe(1);
    });
  });
});

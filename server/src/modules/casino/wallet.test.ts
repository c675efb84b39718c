import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, manualClock, registerUser, type TestUser } from '../auth/testing';
import { checkLedger, getBalances } from '../wallet';

warnIfPostgresSkipped();

const SECRET = 'house-secret-0123456789abcdefghijklmnop';
const OTHER_SECRET = 'other-secret-0123456789abcdefghijklmnop';
const MINUTE = 60_000;

describe.each(dbKinds)('casino wallet on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let rounds = 0;
  const nextId = (prefix: string) => {
    rounds += 1;
    return `${prefix}-${rounds}`;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock,
      demo: false,
      env: { CASINO_PROVIDERS: `house:${SECRET},other:${OTHER_SECRET}`, CASINO_ROUND_TIMEOUT_S: '600' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const launch = async (user: TestUser, mode: 'real' | 'demo' = 'real') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/casino/sessions',
      headers: { jwt: user.token },
      payload: { game: 'lucky-wheel', mode },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const call = (path: string, payload: object, secret = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/casino/wallet/${path}`,
      headers: { authorization: `Bearer ${secret}` },
      payload,
    });
  const bet = (session: string, round: string, tx: string, amount: number) =>
    call('bet', { session, round_id: round, transaction_id: tx, amount });
  const win = (session: string, round: string, tx: string, amount: number, roundEnd = true) =>
    call('win', { session, round_id: round, transaction_id: tx, amount, round_end: roundEnd });
  const rollback = (session: string, tx: string) => call('rollback', { session, transaction_id: tx });
  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;

  const funded = async (amount: number) => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, amount);
    return { user, session: await launch(user) };
  };

  it('answers the balance of the session and refuses calls without the provider secret', async () => {
    const { user, session } = await funded(5_000);
    const res = await call('balance', { session });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cash: 5_000, bonus: 0, currency: 'EUR' });
    expect((await call('balance', { session }, 'wrong-secret-0123456789abcdefghijklmnop')).statusCode).toBe(
      401,
    );
    const bare = await t.app.inject({
      method: 'POST',
      url: '/v1/casino/wallet/balance',
      payload: { session },
    });
    expect(bare.statusCode).toBe(401);
    expect(await cash(user)).toBe(5_000);
  });

  it('answers 400 with a reason on a malformed bet', async () => {
    const { session } = await funded(1_000);
    const res = await call('bet', { session, round_id: 'r', transaction_id: 't', amount: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/amount/);
  });

  it('takes a bet and pays a win through the ledger, settling the round', async () => {
    const { user, session } = await funded(10_000);
    const round = nextId('round');
    const placed = await bet(session, round, nextId('bet'), 2_500);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ cash: 7_500, round_status: 'open' });
    const paid = await win(session, round, nextId('win'), 6_000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ cash: 13_500, round_status: 'settled' });
    expect(await cash(user)).toBe(13_500);
    expect(
      await checkLedger(t.app.ctx.database, (await getBalances(t.app.ctx.database.db, user.userId)).walletId),
    ).toEqual([]);
  });

  it('never overdraws a wallet under 200 concurrent bets, and the ledger sums to the balance', async () => {
    const { user, session } = await funded(10_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        bet(session, `flood-${i}-${user.userId}`, `flood-${i}-${user.userId}`, 70),
      ),
    );
    const accepted = results.filter((res) => res.statusCode === 200).length;
    const refused = results.filter((res) => res.statusCode === 409);
    expect(accepted).toBe(Math.floor(10_000 / 70));
    expect(refused.length).toBe(200 - accepted);
    for (const res of refused) expect(res.json().code).toBe('BALANCE_INSUFFICIENT');
    expect(await cash(user)).toBe(10_000 - accepted * 70);
    const { walletId } = await getBalances(t.app.ctx.database.db, user.userId);
    expect(await checkLedger(t.app.ctx.database, walletId)).toEqual([]);
  });

  it('moves money once for a repeated transaction id, also when the repeats arrive together', async () => {
    const { user, session } = await funded(10_000);
    const round = nextId('round');
    const tx = nextId('bet');
    const first = await bet(session, round, tx, 1_000);
    const again = await bet(session, round, tx, 1_000);
    expect(again.json()).toEqual(first.json());
    const together = nextId('bet');
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(session, round, together, 500)));
    for (const res of answers) expect(res.json()).toEqual(answers[0]?.json());
    const winTx = nextId('win');
    const wins = await Promise.all(Array.from({ length: 10 }, () => win(session, round, winTx, 3_000)));
    for (const res of wins) expect(res.statusCode).toBe(200);
    expect(await cash(user)).toBe(10_000 - 1_000 - 500 + 3_000);
    // A repeat answers the first answer even after the round changed.
    expect((await bet(session, round, tx, 1_000)).json()).toEqual(first.json());
  });

  it('refuses a win on an unknown round and a second win on a settled one', async () => {
    const { user, session } = await funded(2_000);
    const unknown = await win(session, nextId('nowhere'), nextId('win'), 100);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CASINO_ROUND_NOT_FOUND');
    const round = nextId('round');
    await bet(session, round, nextId('bet'), 500);
    await win(session, round, nextId('win'), 0);
    const late = await win(session, round, nextId('win'), 900);
    expect(late.json().code).toBe('CASINO_ROUND_CLOSED');
    expect(await cash(user)).toBe(1_500);
  });

  it("returns a bet's stake once, and refuses a rollback of an unknown or settled transaction", async () => {
    const { user, session } = await funded(3_000);
    const round = nextId('round');
    const tx = nextId('bet');
    await bet(session, round, tx, 1_200);
    const [a, b] = await Promise.all([rollback(session, tx), rollback(session, tx)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.json()).toEqual(a?.json());
    expect(a?.json().round_status).toBe('rolled_back');
    expect(await cash(user)).toBe(3_000);

    const unknown = await rollback(session, nextId('never-sent'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CASINO_TRANSACTION_NOT_FOUND');

    const settledRound = nextId('round');
    const settledBet = nextId('bet');
    await bet(session, settledRound, settledBet, 700);
    await win(session, settledRound, nextId('win'), 0);
    const settled = await rollback(session, settledBet);
    expect(settled.statusCode).toBe(409);
    expect(settled.json().code).toBe('CASINO_ROUND_CLOSED');
    expect(await cash(user)).toBe(2_300);
  });

  it('refuses a self-excluded bettor and one on a time-out, moving no money', async () => {
    for (const exclusion of [
      { kind: 'self_exclusion', duration: '6m' },
      { kind: 'time_out', duration: '24h' },
    ]) {
      const { user, session } = await funded(2_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/player/limits/exclusion',
        headers: { jwt: user.token },
        payload: { ...exclusion, password: user.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const refused = await bet(session, nextId('round'), nextId('bet'), 100);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(exclusion.kind === 'time_out' ? 'TIMED_OUT' : 'SELF_EXCLUDED');
      expect(await cash(user)).toBe(2_000);
    }
  });

  it('refuses a bet over the balance with no money moved', async () => {
    const { user, session } = await funded(1_000);
    const res = await bet(session, nextId('round'), nextId('bet'), 1_001);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BALANCE_INSUFFICIENT');
    expect(await cash(user)).toBe(1_000);
  });

  it('refuses an expired, unknown, demo or foreign session', async () => {
    const { user, session } = await funded(2_000);
    const round = nextId('round');
    await bet(session, round, nextId('bet'), 400);

    const unknown = await bet('x'.repeat(43), nextId('round'), nextId('bet'), 100);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('CASINO_SESSION_NOT_FOUND');

    // Another bettor's session cannot touch this bettor's round.
    const other = await funded(2_000);
    const foreign = await win(other.session, round, nextId('win'), 5_000);
    expect(foreign.json().code).toBe('CASINO_ROUND_NOT_FOUND');
    const foreignBet = await bet(other.session, round, nextId('bet'), 100);
    expect(foreignBet.json().code).toBe('CASINO_ROUND_NOT_FOUND');

    const demo = await bet(await launch(user, 'demo'), nextId('round'), nextId('bet'), 100);
    expect(demo.json().code).toBe('CASINO_DEMO_SESSION');

    clock.advance(31 * MINUTE);
    const expired = await bet(session, nextId('round'), nextId('bet'), 100);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('CASINO_SESSION_EXPIRED');
    // The round already staked still pays out.
    expect((await win(session, round, nextId('win'), 1_000)).statusCode).toBe(200);
    expect(await cash(user)).toBe(2_600);
    expect(await cash(other.user)).toBe(2_000);
  });

  it('rolls back a round left without an end exactly once, even when recoveries run together', async () => {
    const { user, session } = await funded(5_000);
    const round = nextId('round');
    await bet(session, round, nextId('bet'), 800);
    await bet(session, round, nextId('bet'), 300);
    const fresh = await funded(5_000);
    await bet(fresh.session, nextId('round'), nextId('bet'), 1_000);

    clock.advance(11 * MINUTE);
    // This round's last call is recent: it is left alone.
    const recent = nextId('round');
    await bet(fresh.session, recent, nextId('bet'), 200);
    const reports = await Promise.all([t.app.casino.recover(10 * MINUTE), t.app.casino.recover(10 * MINUTE)]);
    expect(reports.reduce((sum, report) => sum + report.rounds, 0)).toBeGreaterThanOrEqual(2);
    expect(await cash(user)).toBe(5_000);
    expect(await cash(fresh.user)).toBe(4_800);
    const again = await call('recover', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().rounds).toBe(0);
    expect(await cash(user)).toBe(5_000);
    const late = await win(session, round, nextId('win'), 2_000);
    expect(late.json().code).toBe('CASINO_ROUND_CLOSED');
    expect(await checkLedger(t.app.ctx.database)).toEqual([]);
  });

  it('closes a stalled round that paid out already as it stands, returning no stake', async () => {
    const { user, session } = await funded(5_000);
    const round = nextId('round');
    const stake = nextId('bet');
    await bet(session, round, stake, 1_000);
    await win(session, round, nextId('win'), 400, false);
    clock.advance(11 * MINUTE);
    const report = await t.app.casino.recover(10 * MINUTE);
    expect(report).toMatchObject({ settled: 1 });
    expect(await cash(user)).toBe(4_400);
    expect((await rollback(session, stake)).json().code).toBe('CASINO_ROUND_CLOSED');
  });
});
